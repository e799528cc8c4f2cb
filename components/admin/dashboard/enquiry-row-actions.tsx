'use client';

import { CheckCheck, LoaderCircle, Reply } from 'lucide-react';
import type { MarkRead, SetStatus } from '@/components/admin/shared/lead-actions';
import { replyHref } from '@/components/admin/reply-link';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';

const COPY = DASHBOARD_COPY.recent;

export type RowActions = { markRead: MarkRead; setStatus: SetStatus };

type Props = { id: string; fullName: string; email: string; serviceName: string | null; isRead: boolean; actions: RowActions };

// 'Mark as read' (while unread) and 'Reply' for one dashboard row. Reply opens the mail client
// through the link itself and records the status at the same time.
export function EnquiryRowActions({ id, fullName, email, serviceName, isRead, actions }: Props) {
  const { pending, run } = useAction();
  const markRead = () => run(() => actions.markRead(id), { success: COPY.marked, failed: COPY.markFailed });
  const reply = () => run(() => actions.setStatus({ id, status: 'replied' }), { success: COPY.statusUpdated, failed: COPY.statusFailed });

  return (
    <div className="flex flex-wrap gap-2">
      {!isRead && (
        <button type="button" onClick={markRead} disabled={pending} aria-label={`${COPY.markRead}: ${fullName}`} className={buttonClass('secondary')}>
          {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <CheckCheck aria-hidden="true" className="h-4 w-4" />}
          {COPY.markRead}
        </button>
      )}
      <a href={replyHref({ email, serviceName })} onClick={reply} aria-label={`${COPY.reply}: ${fullName}`} className={buttonClass('secondary')}>
        <Reply aria-hidden="true" className="h-4 w-4" />
        {COPY.reply}
      </a>
    </div>
  );
}
