'use client';

import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { fillText } from '@/i18n/fill-text';
import { monthWeeks } from '@/lib/booking/month';
import { formatDay, type DisplayLocale } from '@/lib/time/format';

type Props = {
  month: string;
  // The visitor's days of this month that have free times.
  freeDays: ReadonlySet<string>;
  selectedDay: string | null;
  canGoBack: boolean;
  canGoForward: boolean;
  onMonth: (delta: 1 | -1) => void;
  onDay: (day: string) => void;
  weekdays: { short: string[]; long: string[] };
  texts: { previousMonth: string; nextMonth: string; dayFree: string; dayNone: string };
  dateLocale: DisplayLocale;
};

// The month view of the booking page: a table of real buttons, the days with free times enabled,
// the others disabled, each named in full for screen readers.
export function MonthCalendar({ month, freeDays, selectedDay, canGoBack, canGoForward, onMonth, onDay, weekdays, texts, dateLocale }: Props) {
  const title = formatDay(`${month}-01`, 'month', dateLocale);
  const captionId = `booking-month-${month}`;
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={!canGoBack} onClick={() => onMonth(-1)} aria-label={texts.previousMonth}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </button>
        <p id={captionId} className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={!canGoForward} onClick={() => onMonth(1)} aria-label={texts.nextMonth}>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <table aria-labelledby={captionId} className="mt-3 w-full table-fixed border-collapse text-center">
        <thead>
          <tr>
            {weekdays.short.map((name, index) => (
              <th key={name} scope="col" abbr={weekdays.long[index]} className="pb-2 text-xs font-medium text-slate-600">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(month).map((week, row) => (
            <tr key={row}>
              {week.map((day, column) =>
                day ? (
                  <td key={day} className="p-0.5">
                    <DayButton day={day} free={freeDays.has(day)} selected={day === selectedDay} onDay={onDay} texts={texts} dateLocale={dateLocale} />
                  </td>
                ) : (
                  <td key={`pad-${column}`} />
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

type DayProps = { day: string; free: boolean; selected: boolean; onDay: (day: string) => void; texts: Props['texts']; dateLocale: DisplayLocale };

function DayButton({ day, free, selected, onDay, texts, dateLocale }: DayProps) {
  const label = fillText(free ? texts.dayFree : texts.dayNone, { day: formatDay(day, 'full', dateLocale) });
  const look = selected
    ? 'bg-brand-700 text-white'
    : free
      ? 'bg-brand-50 font-semibold text-brand-900 hover:bg-brand-100'
      : 'text-slate-500 disabled:cursor-not-allowed';
  return (
    <button
      type="button"
      disabled={!free}
      aria-pressed={free ? selected : undefined}
      aria-label={label}
      onClick={() => onDay(day)}
      className={`flex h-11 w-full items-center justify-center rounded-md text-base ${look} ${FOCUS_RING}`}
    >
      {Number(day.slice(8))}
    </button>
  );
}
