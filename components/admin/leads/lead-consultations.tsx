import Link from 'next/link';
import { BookingStatusBadge } from '@/components/admin/shared/booking-status-badge';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { agendaHref, type AgendaBooking } from '@/lib/booking/agenda';
import { CHANNEL_LABELS } from '@/lib/booking/booking';
import { AGENDA_COPY, LEAD_CONSULTATIONS_COPY as COPY } from '@/lib/content/agenda';
import { formatDateTime, formatDay, formatTime } from '@/lib/time/format';

// The consultations booked with a lead: when (Berlin), what, with whom, how it stands, and the
// way to that day in the agenda (where it is cancelled, moved or marked).
export function LeadConsultations({ bookings }: { bookings: AgendaBooking[] }) {
  if (bookings.length === 0) return <p className="text-slate-700">{COPY.none}</p>;
  return (
    <ul className="space-y-3">
      {bookings.map((booking) => (
        <li key={booking.id} className="space-y-1 rounded-md border border-slate-200 p-3">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <p className="font-semibold text-slate-900">
              <time dateTime={booking.start}>{formatDateTime(booking.start)}</time>–{formatTime(booking.end)}
            </p>
            <BookingStatusBadge status={booking.status} />
          </div>
          <p className="text-sm wrap-anywhere text-slate-700">
            {booking.typeName} · {CHANNEL_LABELS[booking.channel]}
            {booking.adviserName ? ` · ${AGENDA_COPY.adviser(booking.adviserName)}` : ''}
          </p>
          <Link href={agendaHref(booking.day, booking.adviserId)} className={`inline-flex min-h-11 items-center text-sm text-brand-700 underline ${FOCUS_RING}`}>
            {COPY.inAgenda(formatDay(booking.day, 'medium'))}
          </Link>
        </li>
      ))}
    </ul>
  );
}
