'use client';

import { CheckCheck, Eye, LoaderCircle, Reply, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto } from '@/lib/enquiries/dto';
import type { EnquiryStatus } from '@/lib/validation/enquiry';
import { formatDateTime, messageExcerpt } from './format';
import { replyHref } from '@/components/admin/reply-link';
import { StatusSelect } from './status-select';

export type RowHandlers = {
  onStatus: (id: string, status: EnquiryStatus) => Promise<boolean>;
  // Both resolve true when the change went through.
  onMarkRead: (id: string) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
  onOpen: (row: EnquiryDto, trigger: HTMLElement) => void;
  onReply: (row: EnquiryDto) => void;
};

const CELL = 'px-4 py-3 align-top text-sm text-slate-700';
const ACTION = `inline-flex min-h-11 items-center gap-1.5 rounded-md border px-3 text-sm font-medium whitespace-nowrap disabled:cursor-not-allowed disabled:opacity-60 ${FOCUS_RING}`;
const NEUTRAL = `${ACTION} border-slate-300 bg-white text-slate-800 hover:bg-slate-50`;

export function EnquiryRow({ enquiry, handlers }: { enquiry: EnquiryDto; handlers: RowHandlers }) {
  const [busy, setBusy] = useState<'read' | 'delete' | null>(null);
  const openButton = useRef<HTMLButtonElement>(null);
  const name = enquiry.fullName;

  async function run(kind: 'read' | 'delete', action: (id: string) => Promise<boolean>) {
    setBusy(kind);
    const done = await action(enquiry._id);
    setBusy(null);
    // 'Mark as read' disappears once done; keep keyboard focus in this row instead of losing it.
    if (done && kind === 'read') openButton.current?.focus();
  }

  return (
    <tr className={`border-t border-slate-200 ${enquiry.isRead ? '' : 'bg-blue-50/40'}`}>
      <td className={CELL}>
        <p className="font-semibold wrap-anywhere text-slate-900">{name}</p>
        <p className="wrap-anywhere">{enquiry.email}</p>
        {enquiry.phoneNumber && <p className="whitespace-nowrap">{enquiry.phoneNumber}</p>}
      </td>
      <td className={`${CELL} max-w-80`}>
        {enquiry.serviceName && <p className="font-medium text-slate-900">{enquiry.serviceName}</p>}
        <p className="wrap-anywhere">{messageExcerpt(enquiry.message)}</p>
      </td>
      <td className={CELL}>
        <StatusSelect
          id={`status-${enquiry._id}`}
          label={COPY.statusOf(name)}
          value={enquiry.status}
          onChange={(status) => handlers.onStatus(enquiry._id, status)}
        />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>
        <time dateTime={enquiry.submittedAt}>{formatDateTime(enquiry.submittedAt)}</time>
      </td>
      <td className={`${CELL} min-w-64`}>
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
          <a href={replyHref(enquiry)} onClick={() => handlers.onReply(enquiry)} aria-label={COPY.forName(COPY.reply, name)} className={NEUTRAL}>
            <Reply aria-hidden="true" className="h-4 w-4" />
            {COPY.reply}
          </a>
          {!enquiry.isRead && (
            <button
              type="button"
              onClick={() => run('read', handlers.onMarkRead)}
              disabled={busy !== null}
              aria-label={COPY.forName(COPY.markRead, name)}
              className={`${ACTION} border-blue-300 bg-white text-blue-800 hover:bg-blue-50`}
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              {COPY.markRead}
            </button>
          )}
          <button
            type="button"
            onClick={() => run('delete', handlers.onDelete)}
            disabled={busy !== null}
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
