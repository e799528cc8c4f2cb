'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { LeadField } from '@/components/site/lead-field';
import type { BookingTexts } from './booking-texts';
import { LinkAnswer, type BookingContact } from './link-answer';
import { useBookingSend } from './use-booking-send';

// Cancelling by the visitor's link: an optional reason for the adviser and one button → POST
// /api/v1/booking/cancel; then what happened, with the way to book again.
export function CancelForm({ token, contact, texts }: { token: string; contact: BookingContact; texts: BookingTexts }) {
  const { busy, answer, send } = useBookingSend('/api/v1/booking/cancel');
  const [reason, setReason] = useState('');
  const [cancelled, setCancelled] = useState(false);
  const doneHeading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (cancelled) doneHeading.current?.focus();
  }, [cancelled]);

  if (cancelled) {
    return (
      <div className="mt-6">
        <h2 ref={doneHeading} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
          {texts.change.cancelledHeading}
        </h2>
        <p className="mt-2 text-slate-700">{texts.change.cancelledText}</p>
        <Link href={texts.hrefs.book} className={`${buttonClass('primary')} mt-6`}>
          {texts.change.bookAgain}
        </Link>
      </div>
    );
  }

  return (
    <form
      method="post"
      aria-labelledby="booking-cancel-heading"
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void send({ token, reason }).then((result) => setCancelled(result?.kind === 'done'));
      }}
    >
      <h2 id="booking-cancel-heading" className="text-2xl font-bold text-slate-900">
        {texts.change.cancelHeading}
      </h2>
      <p className="text-slate-700">{texts.change.cancelIntro}</p>
      <LeadField id="booking-reason" name="reason" label={texts.change.reasonLabel} optionalLabel={texts.form.optional} value={reason} onValueChange={setReason} rows={3} maxLength={1000} />
      <div role="status" aria-live="polite">
        {(answer?.kind === 'failed' || answer?.kind === 'invalid' || answer?.kind === 'taken') && (
          <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{texts.details.failed}</p>
        )}
      </div>
      {(answer?.kind === 'too-late' || answer?.kind === 'link') && <LinkAnswer answer={answer} texts={texts} contact={contact} />}
      <button type="submit" disabled={busy} className={`${buttonClass('danger', 'lg')} w-full sm:w-auto`}>
        {busy ? texts.change.cancelSubmitting : texts.change.cancelSubmit}
      </button>
    </form>
  );
}
