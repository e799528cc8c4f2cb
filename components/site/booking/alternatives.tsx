'use client';

import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { ChangeAnswer } from '@/lib/booking/booking-api';
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

type EndProps = {
  // The form's sender (useBookingSend): its last answer and whether a request is under way.
  sender: { answer: ChangeAnswer | null; busy: boolean };
  zone: string;
  // A free time offered after a 409 is chosen and sent again at once.
  onChoose: (slot: string) => void;
  send: (slot: string) => Promise<void>;
  // Booking a new time or moving a booking: the button's words and what a failure says.
  mode: 'book' | 'move';
  texts: BookingTexts;
};

// What the live region says after a failure; a taken time (the alternatives) and a refused link
// (LinkAnswer) have places of their own.
function failureText(answer: ChangeAnswer | null, texts: BookingTexts): string | null {
  if (answer?.kind === 'invalid') return texts.details.invalid;
  // The server's words, in the page's language: the address holds its bookings already.
  if (answer?.kind === 'limit') return answer.message;
  return answer?.kind === 'failed' ? texts.details.failed : null;
}

// The end of the booking and moving forms: the live region for a failure, the free times offered
// instead of a taken one, and the busy submit button.
export function TimeFormEnd({ sender, zone, onChoose, send, mode, texts }: EndProps) {
  const { answer, busy } = sender;
  const failure = failureText(answer, texts);
  const submit =
    mode === 'book'
      ? { label: texts.details.submit, busyLabel: texts.details.submitting }
      : { label: texts.change.rescheduleSubmit, busyLabel: texts.change.rescheduleSubmitting };
  function chooseAndSend(slot: string) {
    onChoose(slot);
    void send(slot);
  }
  return (
    <>
      <div role="status" aria-live="polite">
        {failure && <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{failure}</p>}
      </div>
      {answer?.kind === 'taken' && <Alternatives alternatives={answer.alternatives} zone={zone} busy={busy} onChoose={chooseAndSend} texts={texts} />}
      <button type="submit" disabled={busy} className={`${buttonClass('primary', 'lg')} w-full sm:w-auto`}>
        {busy ? submit.busyLabel : submit.label}
      </button>
    </>
  );
}
