'use client';

import { Download, Trash2 } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import type { InboxActions } from '@/components/admin/shared/lead-actions';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { useAction } from '@/components/ui/form/use-action';
import { BULK_COPY as COPY, LEAD_PAGE_COPY } from '@/lib/content/lead-workspace';
import type { StaffOption } from '@/lib/enquiries/workspace';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES, type EnquiryStatus } from '@/lib/enquiries/enquiry';
import type { BulkAction } from '@/lib/enquiries/lead-actions';
import { exportIdsHref } from './url-state';

type Props = { selected: string[]; assignable: StaffOption[]; bulk: InboxActions['bulk']; onDone: (removed: boolean) => void; onClear: () => void };

type ChoiceProps = { id: string; label: string; value: string; onChange: (value: string) => void; busy: boolean; onApply: () => void; children: ReactNode };

// A choice for all selected rows (a status, an owner) and its Apply button, named after the choice.
function BulkChoice({ id, label, value, onChange, busy, onApply, children }: ChoiceProps) {
  return (
    <div className="flex items-end gap-2">
      <div>
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <select id={id} value={value} onChange={(event) => onChange(event.target.value)} className={`${FIELD_CLASS} min-h-11`}>
          {children}
        </select>
      </div>
      <button type="button" disabled={busy} onClick={onApply} className={buttonClass('secondary')} aria-label={`${COPY.apply}: ${label}`}>
        {COPY.apply}
      </button>
    </div>
  );
}

// What can be done to the selected rows at once. Deleting asks once, naming the count.
export function BulkBar({ selected, assignable, bulk, onDone, onClear }: Props) {
  const [status, setStatus] = useState<EnquiryStatus>('closed');
  const [owner, setOwner] = useState('');
  const { pending: busy, run } = useAction();
  const count = selected.length;

  function apply(action: BulkAction) {
    const removes = action.action === 'delete';
    run(() => bulk(action), {
      failed: COPY.failed,
      onSuccess: ({ done }) => {
        toast.success(COPY.done(done.length, removes));
        onDone(removes);
      },
    });
  }

  function remove() {
    if (window.confirm(COPY.confirmDelete(count))) apply({ action: 'delete', ids: selected });
  }

  return (
    <section aria-label={COPY.label} className="flex flex-wrap items-end gap-3 rounded-lg border border-brand-700/30 bg-blue-50 p-3">
      <p role="status" className="min-h-11 content-center font-semibold text-slate-900">
        {COPY.selected(count)}
      </p>
      <BulkChoice id="bulk-status" label={COPY.setStatus} value={status} onChange={(value) => setStatus(value as EnquiryStatus)} busy={busy} onApply={() => apply({ action: 'status', ids: selected, status })}>
        {ENQUIRY_STATUSES.map((value) => (
          <option key={value} value={value}>
            {ENQUIRY_STATUS_LABELS[value]}
          </option>
        ))}
      </BulkChoice>
      <BulkChoice id="bulk-owner" label={COPY.assign} value={owner} onChange={setOwner} busy={busy} onApply={() => apply({ action: 'assign', ids: selected, assigneeId: owner || null })}>
        <option value="">{LEAD_PAGE_COPY.nobody}</option>
        {assignable.map((option) => (
          <option key={option.id} value={option.id}>
            {option.name}
          </option>
        ))}
      </BulkChoice>
      <a href={exportIdsHref(selected)} download className={buttonClass('secondary')}>
        <Download aria-hidden="true" className="h-4 w-4" />
        {COPY.export}
      </a>
      <button type="button" disabled={busy} onClick={remove} className={buttonClass('danger')}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        {COPY.delete}
      </button>
      <button type="button" onClick={onClear} className={buttonClass('secondary')}>
        {COPY.clear}
      </button>
    </section>
  );
}
