import type { AgendaBooking } from '@/lib/booking/agenda';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import type { BookingActionCalls } from './booking-actions';
import { BookingCard } from './booking-card';

type Props = {
  // The heading's id (the day's address in the agenda: #day-YYYY-MM-DD).
  id: string;
  // None when the card around it names the day already (Today).
  heading?: string;
  bookings: AgendaBooking[];
  now: string;
  showAdviser: boolean;
  callsFor: (id: string) => BookingActionCalls;
};

// One day of the agenda: its heading and its bookings in time order, or a line saying none.
export function AgendaDay({ id, heading, bookings, now, showAdviser, callsFor }: Props) {
  return (
    <section aria-labelledby={heading ? `${id}-heading` : undefined} id={id} className="min-w-0 scroll-mt-4 space-y-3">
      {heading && (
        <h3 id={`${id}-heading`} className="font-bold text-slate-900">
          {heading}
        </h3>
      )}
      {bookings.length === 0 ? (
        <p className="text-slate-700">{COPY.nothing}</p>
      ) : (
        <ul className="space-y-3">
          {bookings.map((booking) => (
            <BookingCard key={booking.id} id={`${id}-${booking.id}`} booking={booking} started={booking.start <= now} showAdviser={showAdviser} calls={callsFor(booking.id)} />
          ))}
        </ul>
      )}
    </section>
  );
}
