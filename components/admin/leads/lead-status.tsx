'use client';

import { useRouter } from 'next/navigation';
import { changeStatus } from '@/components/admin/shared/enquiry-actions';
import { StatusSelect } from '@/components/admin/shared/status-select';
import type { EnquiryStatus } from '@/lib/validation/enquiry';

export function LeadStatus({ id, status }: { id: string; status: EnquiryStatus }) {
  const router = useRouter();
  return (
    <StatusSelect
      id="lead-status"
      label="Status"
      showLabel
      value={status}
      onChange={async (next) => {
        const done = await changeStatus(id, next);
        router.refresh();
        return done;
      }}
    />
  );
}
