'use client';

import { useState } from 'react';
import { LeadField } from '@/components/site/lead-field';
import type { BookingConfirmation } from '@/lib/booking/booking';
import { TimeFormEnd } from './alternatives';
import type { BookingTexts } from './booking-texts';
import { LinkAnswer, type BookingContact } from './link-answer';
import { useBookingSend } from './use-booking-send';

type Props = {
  token: string;
  chosen: string;
  zone: string;
  onChoose: (slot: string) => void;
  onMoved: (confirmation: BookingConfirmation) => void;
  contact: BookingContact;
  texts: BookingTexts;
};

// Moving a booking by the visitor's link: the new time chosen, an optional reason for the adviser,
// one button → POST /api/v1/booking/reschedule.
export function MoveForm({ token, chosen, zone, onChoose, onMoved, contact, texts }: Props) {
  const sender = useBookingSend('/api/v1/booking/reschedule');
  const { answer, send } = sender;
  const [reason, setReason] = useState('');

  async function submit(start: string) {
    const result = await send({ token, start, reason });
    if (result?.kind === 'done' && result.confirmation) onMoved(result.confirmation);
  }

  return (
    <form
      method="post"
      aria-labelledby="booking-step-heading"
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(chosen);
      }}
    >
      <LeadField id="booking-reason" name="reason" label={texts.change.reasonLabel} optionalLabel={texts.form.optional} value={reason} onValueChange={setReason} rows={3} maxLength={1000} />
      {(answer?.kind === 'too-late' || answer?.kind === 'link') && <LinkAnswer answer={answer} texts={texts} contact={contact} />}
      <TimeFormEnd mode="move" sender={sender} zone={zone} onChoose={onChoose} send={submit} texts={texts} />
    </form>
  );
}
