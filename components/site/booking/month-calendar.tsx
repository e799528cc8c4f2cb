'use client';

import Link from 'next/link';
import { ChevronLeft, ChevronRight } from '@/components/ui/icons';
import { buttonClass } from '@/components/ui/button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { fillText } from '@/i18n/fill-text';
import { monthWeeks } from '@/lib/booking/month';
import { formatDay } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';

type Props = {
  month: string;
  // The visitor's days of this month that have free times.
  freeDays: ReadonlySet<string>;
  selectedDay: string | null;
  canGoBack: boolean;
  canGoForward: boolean;
  // With scripts: the picker's own state.
  onMonth?: (delta: 1 | -1) => void;
  onDay?: (day: string) => void;
  // Without scripts (the steps as pages): addresses instead, the free days' and the neighbouring
  // months' (null where there is none to go to).
  links?: { previous: string | null; next: string | null; days: Record<string, string> };
  weekdays: { short: string[]; long: string[] };
  texts: { previousMonth: string; nextMonth: string; dayFree: string; dayNone: string };
  dateLocale: DisplayLocale;
};

// The month view of the booking page: a table of real buttons (or links, on the steps without
// scripts), the days with free times enabled, the others disabled, each named in full for screen
// readers.
export function MonthCalendar({ month, freeDays, selectedDay, canGoBack, canGoForward, onMonth, onDay, links, weekdays, texts, dateLocale }: Props) {
  const title = formatDay(`${month}-01`, 'month', dateLocale);
  const captionId = `booking-month-${month}`;
  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <MonthStep href={links?.previous} enabled={canGoBack} onClick={() => onMonth?.(-1)} label={texts.previousMonth}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        </MonthStep>
        <p id={captionId} className="text-lg font-semibold text-slate-900" aria-live="polite">
          {title}
        </p>
        <MonthStep href={links?.next} enabled={canGoForward} onClick={() => onMonth?.(1)} label={texts.nextMonth}>
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </MonthStep>
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
                    <DayButton day={day} free={freeDays.has(day)} selected={day === selectedDay} onDay={onDay} href={links?.days[day]} texts={texts} dateLocale={dateLocale} />
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

type StepProps = { href: string | null | undefined; enabled: boolean; onClick: () => void; label: string; children: React.ReactNode };

// The previous or next month: a button, or a link on the steps without scripts.
function MonthStep({ href, enabled, onClick, label, children }: StepProps) {
  if (href !== undefined) {
    return href && enabled ? (
      <Link href={href} className={buttonClass('secondary', 'sm')} aria-label={label}>
        {children}
      </Link>
    ) : (
      <span className={`${buttonClass('secondary', 'sm')} opacity-50`} role="link" aria-disabled="true" aria-label={label}>
        {children}
      </span>
    );
  }
  return (
    <button type="button" className={buttonClass('secondary', 'sm')} disabled={!enabled} onClick={onClick} aria-label={label}>
      {children}
    </button>
  );
}

type DayProps = { day: string; free: boolean; selected: boolean; onDay?: (day: string) => void; href?: string; texts: Props['texts']; dateLocale: DisplayLocale };

function DayButton({ day, free, selected, onDay, href, texts, dateLocale }: DayProps) {
  const label = fillText(free ? texts.dayFree : texts.dayNone, { day: formatDay(day, 'full', dateLocale) });
  const look = selected
    ? 'bg-brand-700 text-white'
    : free
      ? 'bg-brand-50 font-semibold text-brand-900 hover:bg-brand-100'
      : 'text-slate-500 disabled:cursor-not-allowed';
  const className = `flex h-11 w-full items-center justify-center rounded-md text-base ${look} ${FOCUS_RING}`;
  if (href && free) {
    return (
      <Link href={href} aria-label={label} aria-current={selected ? 'date' : undefined} className={className}>
        {Number(day.slice(8))}
      </Link>
    );
  }
  return (
    <button
      type="button"
      disabled={!free}
      aria-pressed={free ? selected : undefined}
      aria-label={label}
      onClick={() => onDay?.(day)}
      className={className}
    >
      {Number(day.slice(8))}
    </button>
  );
}
