import { formatDate, formatDateTime } from '@/lib/time/format';
import { ENQUIRY_STATUS_LABELS } from '@/lib/enquiries/enquiry';
import { TIMELINE_COPY as COPY } from '@/lib/content/lead-workspace';
import type { TimelineEntry } from '@/lib/enquiries/workspace';
import { deliveryText } from '@/components/admin/shared/format';
import type { ResendMail } from '@/components/admin/shared/lead-actions';
import { ResendButton } from '@/components/admin/shared/resend-button';

function headline(entry: TimelineEntry): string {
  switch (entry.kind) {
    case 'received':
      return COPY.received;
    case 'mail':
      return COPY.mailKinds[entry.mailKind ?? ''] ?? entry.subject ?? '';
    case 'status':
      return COPY.status(entry.status ? ENQUIRY_STATUS_LABELS[entry.status] : '');
    case 'assigned':
      return COPY.assigned(entry.assigneeName ?? null);
    case 'note':
      return COPY.note;
    case 'reply':
      return COPY.reply(entry.subject ?? '');
    case 'follow-up-set':
      return COPY.followUpSet(entry.followUpAt ? formatDate(entry.followUpAt, 'medium') : '');
    case 'follow-up-done':
      return COPY.followUpDone;
    case 'mail-resent':
      return COPY.mailResent;
    case 'booking-booked':
      return COPY.bookingBooked(entry.typeName ?? '', formatDateTime(entry.bookingStart));
    case 'booking-moved':
      return COPY.bookingMoved(formatDateTime(entry.bookingStart), entry.byVisitor ?? false);
    case 'booking-cancelled':
      return COPY.bookingCancelled(entry.byVisitor ?? false);
    case 'booking-done':
      return COPY.bookingDone;
    case 'booking-no-show':
      return COPY.bookingNoShow;
    case 'stage':
      return COPY.stage(entry.fromStage ?? '', entry.toStage ?? '');
    case 'booking-mail-withheld':
      return COPY.bookingMailWithheld(entry.mailKind === 'links', entry.typeName ?? '', formatDateTime(entry.bookingStart));
    case 'task-created':
      return COPY.taskCreated(formatDateTime(entry.dueAt));
    case 'task-done':
      return COPY.taskDone;
    case 'task-reopened':
      return COPY.taskReopened;
  }
}

// Everything that happened to the lead, oldest first, with who and when; an e-mail shows how it
// is doing, and one that failed can be sent again from here.
export function LeadTimeline({ enquiryId, entries, resend }: { enquiryId: string; entries: TimelineEntry[]; resend: ResendMail }) {
  return (
    <ol className="space-y-4 border-l-2 border-slate-200 pl-4">
      {entries.map((entry) => (
        <li key={entry.id} className="relative">
          <span aria-hidden="true" className="absolute top-2 -left-[1.4rem] h-2.5 w-2.5 rounded-full bg-brand-700" />
          <p className="font-semibold text-slate-900">{headline(entry)}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {entry.actorName ? ` · ${COPY.by(entry.actorName)}` : entry.kind === 'stage' ? ` · ${COPY.bySystem}` : ''}
          </p>
          {entry.text && <p className="mt-1 rounded-md bg-slate-50 p-3 text-sm wrap-anywhere whitespace-pre-line text-slate-800">{entry.text}</p>}
          {entry.delivery && (
            <div className="mt-1 flex flex-wrap items-center gap-2">
              <p className={`text-sm ${entry.delivery.state === 'failed' ? 'font-medium text-red-700' : 'text-slate-700'}`}>{deliveryText(entry.delivery)}</p>
              {entry.delivery.state === 'failed' && entry.mailKind && <ResendButton enquiryId={enquiryId} kind={entry.mailKind} label={`Send again: ${headline(entry)}`} resend={resend} />}
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
