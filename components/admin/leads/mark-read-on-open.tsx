'use client';

import { useEffect, useRef } from 'react';
import type { MarkRead } from '@/components/admin/shared/lead-actions';

// Opening a lead marks it read, as opening a mail does. From the browser, after the page is shown,
// not while rendering it, so a prefetch or a crawler of the admin never marks anything. Quiet: a
// failure only leaves the lead unread; the action shows the change by rendering the page again.
export function MarkReadOnOpen({ id, isRead, markRead }: { id: string; isRead: boolean; markRead: MarkRead }) {
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (isRead || sent.current === id) return;
    sent.current = id;
    void markRead(id);
  }, [id, isRead, markRead]);
  return null;
}
