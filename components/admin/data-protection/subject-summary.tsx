import { StatusBadge } from '@/components/ui/status-badge';
import type { ActionResult } from '@/lib/actions/result';
import { buttonClass } from '@/components/ui/button';
import { isEmptySummary, type DataSubjectSummary, type ErasureReport } from '@/lib/data-subject/dto';
import { EraseSubjectButton } from './erase-subject-button';
import { BookingStatusBadge } from '@/components/admin/shared/booking-status-badge';
import { formatDateTime } from '@/lib/time/format';
import Link from 'next/link';
import { STATUS_LABELS } from '@/lib/newsletter/subscribers';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

// What is held about one address, with the two things an administrator does with it: send the
// person a copy (JSON), or erase it (the page's action).
export function SubjectSummary({ summary, erase }: { summary: DataSubjectSummary; erase: (input: { email: string }) => Promise<ActionResult<ErasureReport>> }) {
  const exportHref = `/api/v1/data-protection/subject/export?email=${encodeURIComponent(summary.email)}`;
  return (
    <div className="space-y-4" aria-labelledby="subject-result-title">
      <h3 id="subject-result-title" className="text-base font-semibold wrap-anywhere text-slate-900">
        Held about {summary.email}
      </h3>
      {isEmptySummary(summary) ? (
        <p className="text-slate-700">No enquiries and no e-mails are held about this address.</p>
      ) : (
        <>
          {summary.enquiries.length > 0 && (
            <ul aria-label="Enquiries" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {summary.enquiries.map((enquiry) => (
                <li key={enquiry._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                  <span className="font-semibold wrap-anywhere text-slate-900">{enquiry.fullName}</span>
                  <span className="text-slate-700">{enquiry.serviceName ?? 'Contact form'}</span>
                  <span className="text-slate-700">{formatDateTime(enquiry.submittedAt)}</span>
                  <StatusBadge status={enquiry.status} />
                  <span className="text-slate-700">{count(enquiry.events, 'action by staff', 'actions by staff')}</span>
                </li>
              ))}
            </ul>
          )}
          {summary.bookings.length > 0 && (
            <ul aria-label="Consultation bookings" className="divide-y divide-slate-200 rounded-xl border border-slate-200">
              {summary.bookings.map((booking) => (
                <li key={booking._id} className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                  <span className="font-semibold wrap-anywhere text-slate-900">{booking.typeName}</span>
                  <span className="text-slate-700">{formatDateTime(booking.start)}</span>
                  <BookingStatusBadge status={booking.status} />
                </li>
              ))}
            </ul>
          )}
          {summary.newsletter && (
            <p className="text-slate-800">
              Newsletter: {STATUS_LABELS[summary.newsletter.status].toLowerCase()}, subscribed {formatDateTime(summary.newsletter.subscribedAt)}.{' '}
              <Link href={`/admin/newsletter/subscribers/${summary.newsletter.id}`} className="font-medium text-brand-700 underline">
                Consent proof
              </Link>
            </p>
          )}
          <p className="text-slate-800">
            {count(summary.enquiries.length, 'enquiry', 'enquiries')} (with their page and campaign information),{' '}
            {count(summary.events, 'action by staff', 'actions by staff')} on them ({count(summary.notesAndReplies, 'note or reply', 'notes and replies')}),{' '}
            {summary.bookings.length > 0 && `${count(summary.bookings.length, 'consultation booking', 'consultation bookings')}, `}
            {count(summary.emails, 'e-mail', 'e-mails')} in the outbox.
          </p>
          <div className="flex flex-wrap gap-3">
            <a href={exportHref} download className={buttonClass('secondary')}>
              Download JSON
            </a>
            <EraseSubjectButton summary={summary} erase={erase} />
          </div>
        </>
      )}
      <ul className="list-disc space-y-1 pl-5 text-sm text-slate-700">
        {summary.staffAccount && <li>This address is also a staff account’s sign-in. Accounts are managed under Staff, not here.</li>}
        {summary.auditEntries > 0 && (
          <li>
            The audit log names this address in {count(summary.auditEntries, 'entry', 'entries')}. They are the firm’s security record, are not
            changed here, and are removed after 12 months.
          </li>
        )}
        <li>
          Not listed: the count of confirmation e-mails to this address, kept for one day under a one-way hash of the address (no address is
          stored).
        </li>
      </ul>
    </div>
  );
}
