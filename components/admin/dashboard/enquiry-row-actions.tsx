'use client';

import { CheckCheck, LoaderCircle, Reply } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useTransition } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { replyHref } from '@/components/admin/reply-link';
import { buttonClass } from '@/components/ui/button';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';

const COPY = DASHBOARD_COPY.recent;

type Props = { id: string; fullName: string; email: string; serviceName: string | null; isRead: boolean };

// 'Mark as read' (while unread) and 'Reply' for one dashboard row. Reply opens the mail client
// through the link itself and records the status at the same time.
export function EnquiryRowActions({ id, fullName, email, serviceName, isRead }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const base = `/api/v1/contact/enquiries/${encodeURIComponent(id)}`;

  function send(path: string, init: RequestInit, done: string, failed: string) {
    startTransition(async () => {
      const result = await callAdminApi(`${base}/${path}`, init);
      if (result.ok) {
        toast.success(done);
        startTransition(() => router.refresh());
        return;
      }
      console.error(failed, result);
      toast.error(failed);
      if (result.status === 401) goToLogin();
    });
  }

  const markRead = () => send('read', { method: 'PATCH' }, COPY.marked, COPY.markFailed);
  // keepalive: the request survives even if the mail client takes the page's focus or unloads it.
  const json = { 'content-type': 'application/json' };
  const reply = () =>
    send('status', { method: 'PATCH', headers: json, body: JSON.stringify({ status: 'replied' }), keepalive: true }, COPY.statusUpdated, COPY.statusFailed);

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
