import type { AgendaBooking } from '@/lib/booking/agenda';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import type { BookingActionCalls } from './booking-actions';
import { BookingCard } from './booking-card';

type Props = {
  // The heading's id (the day's address in the agenda: #day-YYYY-MM-DD).
  id: string;
  // None when the card around it names the day already (Today). In the week, the day in full
  // ("Monday, 30 November 2026") and, for its column on a wide screen, short ("Mon 30 Nov").
  heading?: { full: string; short: string };
  // The day is today: its column is marked.
  isToday?: boolean;
  bookings: AgendaBooking[];
  now: string;
  showAdviser: boolean;
  callsFor: (id: string) => BookingActionCalls;
  // A column of the week's grid on a wide screen: smaller cards, "None" for no bookings.
  column?: boolean;
  className?: string;
};

// One day of the agenda: its heading and its bookings in time order, or a line saying none.
export function AgendaDay({ id, heading, isToday = false, bookings, now, showAdviser, callsFor, column = false, className = '' }: Props) {
  const look = column ? `xl:rounded-lg xl:border xl:p-2 ${isToday ? 'xl:border-brand-600 xl:bg-brand-50' : 'xl:border-slate-200'}` : '';
  return (
    <section aria-labelledby={heading ? `${id}-heading` : undefined} id={id} className={`min-w-0 scroll-mt-4 space-y-3 ${look} ${className}`.trim()}>
      {heading && (
        <h3 id={`${id}-heading`} aria-current={isToday ? 'date' : undefined} className="font-bold text-slate-900">
          <span className={column ? 'xl:hidden' : undefined}>{heading.full}</span>
          {column && <span className="hidden xl:inline">{heading.short}</span>}
          {isToday && <span className={`ml-2 rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white ${column ? 'xl:mt-1 xl:ml-0 xl:block xl:w-fit' : ''}`}>{COPY.todayMark}</span>}
        </h3>
      )}
      {bookings.length === 0 ? (
        <p className={column ? 'text-sm text-slate-600' : 'text-slate-700'}>{column ? COPY.none : COPY.nothing}</p>
      ) : (
        <ul className={column ? 'space-y-3 xl:space-y-2' : 'space-y-3'}>
          {bookings.map((booking) => (
            <BookingCard key={booking.id} id={`${id}-${booking.id}`} booking={booking} started={booking.start <= now} showAdviser={showAdviser} calls={callsFor(booking.id)} dense={column} />
          ))}
        </ul>
      )}
    </section>
  );
}
