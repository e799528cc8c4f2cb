import { Fragment } from 'react';
import { emptyRuns, type AgendaBooking } from '@/lib/booking/agenda';
import { AGENDA_COPY as COPY } from '@/lib/content/agenda';
import { formatDay } from '@/lib/time/format';
import { AgendaDay } from './agenda-day';
import type { BookingActionCalls } from './booking-actions';

type Props = {
  // The seven days shown, in order.
  days: string[];
  today: string;
  bookings: AgendaBooking[];
  now: string;
  showAdviser: boolean;
  callsFor: (id: string) => BookingActionCalls;
};

// The agenda's seven days. From lg a grid, a column per day with its bookings as blocks in time
// order (each day a section with its heading, so a screen reader moves by day); below lg the days
// one under another, where each run of days without consultations is one line instead.
export function AgendaWeek({ days, today, bookings, ...shared }: Props) {
  const runs = new Map(emptyRuns(days, new Set(bookings.map((booking) => booking.day))).map((run) => [run.from, run]));
  return (
    <div className="space-y-6 lg:grid lg:grid-cols-7 lg:gap-2 lg:space-y-0">
      {days.map((day) => {
        const run = runs.get(day);
        const onDay = bookings.filter((booking) => booking.day === day);
        return (
          <Fragment key={day}>
            {run && <p className="text-slate-700 lg:hidden">{COPY.nothingOn(formatDay(run.from, 'weekday'), formatDay(run.to, 'weekday'))}</p>}
            <AgendaDay
              id={`day-${day}`}
              heading={{ full: formatDay(day, 'full'), short: formatDay(day, 'weekday') }}
              isToday={day === today}
              bookings={onDay}
              column
              className={onDay.length === 0 ? 'hidden lg:block' : ''}
              {...shared}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
