import Link from 'next/link';
import { BookingStatusBadge } from '@/components/admin/shared/booking-status-badge';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { AgendaBooking } from '@/lib/booking/agenda';
import { CHANNEL_LABELS } from '@/lib/booking/booking';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import { formatTime } from '@/lib/time/format';
import { BookingActions, type BookingActionCalls } from './booking-actions';

type Props = {
  // Unique on the page (a booking of today is also in the week).
  id: string;
  booking: AgendaBooking;
  // Whether it has started (done and no-show then, cancel and move before).
  started: boolean;
  // The adviser's name is shown when the agenda is everyone's.
  showAdviser: boolean;
  calls: BookingActionCalls;
  // In a column of the week's grid: tighter on a wide screen.
  dense?: boolean;
};

// One booking in the agenda: when (Berlin), how long, what and how, with whom, its status, the
// way to its lead, and what staff can do with it. One column on a phone; a block in its day's
// column of the week's grid on a wide screen.
export function BookingCard({ id, booking, started, showAdviser, calls, dense = false }: Props) {
  const time = `${formatTime(booking.start)}–${formatTime(booking.end)}`;
  const changes = booking.status !== 'confirmed' ? [] : started ? (['done', 'no-show'] as const) : (['cancel', 'move'] as const);
  return (
    <li id={id} tabIndex={-1} className={`min-w-0 space-y-2 rounded-lg border border-slate-200 bg-white p-4 ${dense ? 'xl:p-2 xl:text-sm' : ''} ${FOCUS_RING}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">
          <time dateTime={booking.start}>{time}</time> <span className="font-normal text-slate-700">· {COPY.minutes(booking.durationMinutes)}</span>
        </p>
        <BookingStatusBadge status={booking.status} />
      </div>
      <p className="wrap-anywhere text-slate-800">
        {booking.enquiryId ? (
          <Link href={`/admin/enquiries/${booking.enquiryId}`} className={`font-semibold text-brand-700 underline ${FOCUS_RING}`} aria-label={COPY.openLead(booking.fullName)}>
            {booking.fullName}
          </Link>
        ) : (
          <span className="font-semibold">{booking.fullName}</span>
        )}
      </p>
      <p className="text-sm wrap-anywhere text-slate-700">
        {booking.typeName} · {CHANNEL_LABELS[booking.channel]}
        {showAdviser && booking.adviserName ? ` · ${COPY.adviser(booking.adviserName)}` : ''}
      </p>
      {!booking.enquiryId && <p className="text-sm text-slate-600">{COPY.noLead}</p>}
      <BookingActions label={`${booking.fullName}, ${time}`} cardId={id} changes={[...changes]} calls={calls} />
    </li>
  );
}
