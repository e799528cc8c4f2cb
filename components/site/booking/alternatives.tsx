'use client';

import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { formatDayInZone } from '@/lib/time/format';
import type { BookingTexts } from './booking-texts';
import { SlotTime } from './slot-time';

type Props = { alternatives: string[]; zone: string; busy: boolean; onChoose: (slot: string) => void; texts: BookingTexts };

// After a 409: the chosen time was taken meanwhile; these are free instead, one button each. The
// message is announced and focused, so a screen reader hears it and finds the buttons next.
export function Alternatives({ alternatives, zone, busy, onChoose, texts }: Props) {
  const messageRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => messageRef.current?.focus(), [alternatives]);
  return (
    <div className="rounded-md border border-amber-300 bg-amber-50 p-4">
      <p ref={messageRef} tabIndex={-1} role="alert" className="font-medium text-amber-950 focus:outline-none">
        {alternatives.length > 0 ? texts.details.taken : texts.details.takenNone}
      </p>
      {alternatives.length > 0 && (
        <ul aria-label={texts.details.alternativesHeading} className="mt-3 grid gap-2 sm:grid-cols-2">
          {alternatives.map((slot) => (
            <li key={slot}>
              <button type="button" disabled={busy} onClick={() => onChoose(slot)} className={`${buttonClass('outline', 'sm')} w-full flex-wrap`}>
                <span>{formatDayInZone(slot, zone, 'medium', texts.dateLocale)},</span>
                <SlotTime slot={slot} zone={zone} dateLocale={texts.dateLocale} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
