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
  // The coming days, right under the Today card: below xl today is left to that card.
  todayAbove: boolean;
  bookings: AgendaBooking[];
  now: string;
  showAdviser: boolean;
  callsFor: (id: string) => BookingActionCalls;
};

// The agenda's seven days. From xl (1280 px) a grid, a column per day with its bookings as blocks
// in time order (each day a section with its heading, so a screen reader moves by day); below it
// the days one under another, where each run of days without consultations is one line instead,
// and in the coming days today is left to the Today card just above (on a phone it would be the
// same cards twice).
// A column of 1024 px less the sidebar, a seventh of about 650 px, is too narrow for a booking's
// name and buttons: hence xl, not lg.
export function AgendaWeek({ days, today, todayAbove, bookings, ...shared }: Props) {
  const listed = new Set([...(todayAbove ? [today] : []), ...bookings.map((booking) => booking.day)]);
  const runs = new Map(emptyRuns(days, listed).map((run) => [run.from, run]));
  return (
    <div className="space-y-6 xl:grid xl:grid-cols-7 xl:gap-2 xl:space-y-0">
      {days.map((day) => {
        const run = runs.get(day);
        const onDay = bookings.filter((booking) => booking.day === day);
        return (
          <Fragment key={day}>
            {run && <p className="text-slate-700 xl:hidden">{COPY.nothingOn(formatDay(run.from, 'weekday'), formatDay(run.to, 'weekday'))}</p>}
            <AgendaDay
              id={`day-${day}`}
              heading={{ full: formatDay(day, 'full'), short: formatDay(day, 'weekday') }}
              isToday={day === today}
              bookings={onDay}
              column
              className={onDay.length === 0 || (todayAbove && day === today) ? 'hidden xl:block' : ''}
              {...shared}
            />
          </Fragment>
        );
      })}
    </div>
  );
}
