'use client';

import { CheckCheck, Eye, LoaderCircle, Reply, Trash2 } from 'lucide-react';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { useAction } from '@/components/ui/form/use-action';
import { BULK_COPY } from '@/lib/content/lead-workspace';
import { TABLE_CELL, TABLE_ROW } from '@/components/ui/responsive-table';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto } from '@/lib/enquiries/enquiry';
import { replyHref } from '@/components/admin/reply-link';
import { formatDateTime } from '@/lib/time/format';
import { messageExcerpt } from '@/components/admin/shared/format';
import type { InboxActions } from '@/components/admin/shared/lead-actions';
import { StatusSelect } from '@/components/admin/shared/status-select';
import { LanguageBadge } from '@/components/admin/shared/language-badge';
import { VerdictBadge } from '@/components/admin/shared/verdict-badge';

export type RowHandlers = {
  actions: InboxActions;
  onOpen: (row: EnquiryDto, trigger: HTMLElement) => void;
  onSelect: (id: string, selected: boolean) => void;
  // After a deletion: the row and its buttons are going.
  onDeleted: () => void;
  // After a refused change: the screen reads its view again (a not-found means someone else
  // deleted the enquiry meanwhile).
  onRefused: () => void;
};

// A table row from a tablet on; on a phone each row is a card (its cells stacked), so the name,
// service, status, date and every action fit a 360 px screen without sideways scrolling.
const CELL = TABLE_CELL;
const ACTION = `inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;
const NEUTRAL = `${ACTION} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

export function EnquiryRow({ enquiry, handlers, selected }: { enquiry: EnquiryDto; handlers: RowHandlers; selected: boolean }) {
  const { pending, run } = useAction();
  const [doing, setDoing] = useState<'read' | 'delete' | 'reply'>('read');
  const busy = pending ? doing : null;
  const openButton = useRef<HTMLButtonElement>(null);
  const name = enquiry.fullName;
  const { actions, onRefused } = handlers;

  function markRead() {
    setDoing('read');
    // 'Mark as read' disappears once done; keep keyboard focus in this row instead of losing it.
    run(() => actions.markRead(enquiry._id), { success: COPY.toasts.markedRead, failed: COPY.toasts.markReadFailed, onSuccess: () => openButton.current?.focus(), onFailure: onRefused });
  }

  // Asks first (SPEC section 5).
  function remove() {
    if (!window.confirm(COPY.confirmDelete)) return;
    setDoing('delete');
    run(() => actions.deleteLead(enquiry._id), { success: COPY.toasts.deleted, failed: COPY.toasts.deleteFailed, onSuccess: handlers.onDeleted, onFailure: onRefused });
  }

  // Not awaited: the mailto link opens the mail program while the status is sent.
  function reply() {
    if (enquiry.status === 'replied') return;
    setDoing('reply');
    run(() => actions.setStatus({ id: enquiry._id, status: 'replied' }), { success: COPY.toasts.statusUpdated, failed: COPY.toasts.statusFailed, onFailure: onRefused });
  }

  return (
    <tr className={`${TABLE_ROW} max-md:relative max-md:pl-12 ${enquiry.isRead ? 'max-md:bg-white' : 'bg-blue-50/40 max-md:bg-blue-50'}`}>
      <td className={`${CELL} w-12 max-md:absolute max-md:top-2 max-md:left-1 max-md:w-auto`}>
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => handlers.onSelect(enquiry._id, event.target.checked)}
          aria-label={BULK_COPY.select(name)}
          className="m-3 h-5 w-5 accent-brand-700"
        />
      </td>
      <td className={CELL}>
        <p className="font-semibold wrap-anywhere text-slate-900">
          <Link href={`/admin/enquiries/${enquiry._id}`} className="underline decoration-slate-300 underline-offset-4 hover:decoration-brand-700">
            {name}
          </Link>{' '}
          <LanguageBadge locale={enquiry.locale} />
          {enquiry.checkVerdict && (
            <>
              {' '}
              <VerdictBadge verdict={enquiry.checkVerdict} />
            </>
          )}
        </p>
        <p className="wrap-anywhere">{enquiry.email}</p>
        {enquiry.phoneNumber && <p className="whitespace-nowrap">{enquiry.phoneNumber}</p>}
      </td>
      <td className={`${CELL} md:max-w-80`}>
        {enquiry.serviceName && <p className="font-medium text-slate-900">{enquiry.serviceName}</p>}
        <p className="wrap-anywhere">{messageExcerpt(enquiry.message)}</p>
      </td>
      <td className={CELL}>
        <StatusSelect id={`status-${enquiry._id}`} enquiryId={enquiry._id} label={COPY.statusOf(name)} value={enquiry.status} setStatus={actions.setStatus} onFailure={onRefused} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={enquiry.submittedAt}>{formatDateTime(enquiry.submittedAt)}</time>
      </td>
      <td className={`${CELL} md:min-w-64`}>
        <div className="flex flex-wrap gap-2">
          <button
            ref={openButton}
            type="button"
            onClick={(event) => handlers.onOpen(enquiry, event.currentTarget)}
            aria-label={COPY.forName(COPY.readFull, name)}
            className={NEUTRAL}
          >
            <Eye aria-hidden="true" className="h-4 w-4" />
            {COPY.readFull}
          </button>
          {/* The link opens the mail program; the status change runs beside it, never in its way. */}
          <a href={replyHref(enquiry)} onClick={reply} aria-label={COPY.forName(COPY.reply, name)} className={NEUTRAL}>
            <Reply aria-hidden="true" className="h-4 w-4" />
            {COPY.reply}
          </a>
          {!enquiry.isRead && (
            <button
              type="button"
              onClick={markRead}
              disabled={pending}
              aria-label={COPY.forName(COPY.markRead, name)}
              className={`${ACTION} border-blue-300 bg-white text-blue-800 hover:bg-blue-50`}
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {COPY.markRead}
            </button>
          )}
          <button
            type="button"
            onClick={remove}
            disabled={pending}
            aria-busy={busy === 'delete' || undefined}
            aria-label={COPY.forName(busy === 'delete' ? COPY.deleting : COPY.delete, name)}
            className={`${ACTION} border-red-300 bg-white text-red-700 hover:bg-red-50`}
          >
            {busy === 'delete' ? (
              <LoaderCircle aria-hidden="true" className="h-4 w-4 motion-safe:animate-spin" />
            ) : (
              <Trash2 aria-hidden="true" className="h-4 w-4" />
            )}
            {busy === 'delete' ? COPY.deleting : COPY.delete}
          </button>
        </div>
      </td>
    </tr>
  );
}
