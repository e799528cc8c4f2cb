'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { callAdminApi } from '@/components/admin/admin-api';
import { leadUrl } from '@/components/admin/shared/lead-actions';

// Opening a lead marks it read, as opening a mail does. From the browser, after the page is shown,
// not while rendering it, so a prefetch or a crawler of the admin never marks anything. Quiet: a
// failure only leaves the lead unread.
export function MarkReadOnOpen({ id, isRead }: { id: string; isRead: boolean }) {
  const router = useRouter();
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (isRead || sent.current === id) return;
    sent.current = id;
    void callAdminApi(leadUrl(id, '/read'), { method: 'PATCH' }).then((result) => {
      if (result.ok) router.refresh();
    });
  }, [id, isRead, router]);
  return null;
}
