'use client';

import type { Ref } from 'react';
import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { fillText } from '@/i18n/fill-text';
import { formatDayInZone, formatTime } from '@/lib/time/format';
import type { DisplayLocale } from '@/i18n/locales';
import { SlotTime } from './slot-time';

type Props = {
  day: string;
  slots: string[];
  zone: string;
  chosen: string | null;
  // With scripts the picker's own state; without them (the steps as pages) each time's address.
  onChoose?: (slot: string) => void;
  hrefs?: Record<string, string>;
  headingRef?: Ref<HTMLHeadingElement>;
  texts: { slotsHeading: string; berlinNote: string };
  dateLocale: DisplayLocale;
};

const SLOT_CLASS = `flex min-h-11 w-full flex-col items-center justify-center rounded-md border border-brand-700 px-2 py-1.5 text-brand-900 hover:bg-brand-50 ${FOCUS_RING}`;

// The free times of the chosen day on the visitor's clock, the zone's name beside each, and once
// for the day the same span in Berlin time, where the adviser is.
export function DaySlots({ day, slots, zone, chosen, onChoose, hrefs, headingRef, texts, dateLocale }: Props) {
  const first = slots[0] as string;
  const last = slots.at(-1) as string;
  return (
    <section aria-labelledby="booking-day-heading" className="mt-6">
      <h3 id="booking-day-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 focus:outline-none">
        {fillText(texts.slotsHeading, { day: formatDayInZone(first, zone, 'full', dateLocale) })}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{fillText(texts.berlinNote, { first: formatTime(first, dateLocale), last: formatTime(last, dateLocale) })}</p>
      <ul className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3" data-day={day}>
        {slots.map((slot) => (
          <li key={slot}>
            {hrefs?.[slot] ? (
              <Link
                href={hrefs[slot]}
                aria-current={slot === chosen ? 'true' : undefined}
                data-slot={slot}
                className={`${SLOT_CLASS} aria-[current=true]:bg-brand-700 aria-[current=true]:text-white`}
              >
                <SlotTime slot={slot} zone={zone} dateLocale={dateLocale} />
              </Link>
            ) : (
              <button
                type="button"
                aria-pressed={slot === chosen}
                onClick={() => onChoose?.(slot)}
                data-slot={slot}
                className={`${SLOT_CLASS} aria-pressed:bg-brand-700 aria-pressed:text-white`}
              >
                <SlotTime slot={slot} zone={zone} dateLocale={dateLocale} />
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
