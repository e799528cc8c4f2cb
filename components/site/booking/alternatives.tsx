'use client';

import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import type { PublicFormState } from '@/lib/actions/public-form';
import { ALTERNATIVE_FIELD, type BookingFormResult } from '@/lib/booking/booking-form';
import { formatDayInZone } from '@/lib/time/format';
import type { BookingTexts } from './booking-texts';
import { LinkAnswer, type BookingContact } from './link-answer';
import { SlotTime } from './slot-time';

type Props = { alternatives: string[]; zone: string; busy: boolean; texts: BookingTexts };

// After a time was taken meanwhile: these are free instead, one submit button each, which sends
// the form again with that time (ALTERNATIVE_FIELD), with scripts or without. The message is
// announced and focused, so a screen reader hears it and finds the buttons next.
export function Alternatives({ alternatives, zone, busy, texts }: Props) {
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
              <button type="submit" name={ALTERNATIVE_FIELD} value={slot} disabled={busy} className={`${buttonClass('outline', 'sm')} w-full flex-wrap`}>
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
  // The form's last answer (usePublicForm) and whether a submission is under way.
  state: PublicFormState<BookingFormResult>;
  busy: boolean;
  zone: string;
  // Booking a new time, moving a booking or cancelling it: the button's words.
  mode: 'book' | 'move' | 'cancel';
  // The firm's phone and WhatsApp, offered when a link cannot make the change.
  contact?: BookingContact;
  texts: BookingTexts;
};

function submitWords(mode: EndProps['mode'], texts: BookingTexts): { label: string; busyLabel: string } {
  if (mode === 'book') return { label: texts.details.submit, busyLabel: texts.details.submitting };
  if (mode === 'move') return { label: texts.change.rescheduleSubmit, busyLabel: texts.change.rescheduleSubmitting };
  return { label: texts.change.cancelSubmit, busyLabel: texts.change.cancelSubmitting };
}

// The end of the booking, moving and cancelling forms: what the last refusal says (in its own
// words; a taken time with the free ones instead; a refused link with the firm's phone and
// WhatsApp), and the busy submit button. The refusal stays until the next submission.
export function TimeFormEnd({ state, busy, zone, mode, contact, texts }: EndProps) {
  const refused = state.outcome === 'refused' && !busy ? state : null;
  const result = refused?.result;
  const submit = submitWords(mode, texts);
  return (
    <>
      <div role="status" aria-live="polite">
        {refused && !result && refused.message && <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{refused.message}</p>}
      </div>
      {result?.kind === 'taken' && <Alternatives alternatives={result.alternatives} zone={zone} busy={busy} texts={texts} />}
      {(result?.kind === 'too-late' || result?.kind === 'link') && contact && <LinkAnswer kind={result.kind} message={refused?.message ?? ''} texts={texts} contact={contact} />}
      <button type="submit" disabled={busy} className={`${buttonClass(mode === 'cancel' ? 'danger' : 'primary', 'lg')} w-full sm:w-auto`}>
        {busy ? submit.busyLabel : submit.label}
      </button>
    </>
  );
}
