'use client';

import { useEffect, useRef, useState } from 'react';
import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { HoneypotField } from '@/components/site/honeypot-field';
import { LeadField } from '@/components/site/lead-field';
import type { BookingConfirmation } from '@/lib/booking/booking';
import { bookingAttachment, forgetBookingAttachment } from '@/lib/booking/booking-api';
import { currentAttribution } from '@/lib/leads/attribution';
import { leadLocale } from '@/lib/leads/lead-locale';
import { newSubmissionId } from '@/lib/leads/submission-id';
import { LEAD_LIMITS } from '@/lib/validation/lead-constants';
import { TimeFormEnd } from './alternatives';
import type { BookingFieldName, BookingTexts } from './booking-texts';
import { useBookingSend } from './use-booking-send';

export type BookingValues = Record<BookingFieldName, string> & { consent: boolean };
export const EMPTY_BOOKING_VALUES: BookingValues = { fullName: '', email: '', phoneNumber: '', whatsappNumber: '', topic: '', consent: false };

type Props = {
  typeId: string;
  chosen: string;
  zone: string;
  // Kept by the picker, so going back to choose another time keeps what was typed.
  values: BookingValues;
  onValues: (values: BookingValues) => void;
  onChoose: (slot: string) => void;
  onBooked: (confirmation: BookingConfirmation) => void;
  texts: BookingTexts;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The form's own checks, in the page's language, before anything is sent; the server checks again.
function check(values: BookingValues, texts: BookingTexts['form']['checks']): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (!values.fullName.trim()) errors.fullName = [texts.fullName];
  if (!values.email.trim()) errors.email = [texts.email];
  else if (!EMAIL.test(values.email.trim())) errors.email = [texts.invalidEmail];
  if (!values.phoneNumber.trim() && !values.whatsappNumber.trim()) errors.phoneNumber = [texts.oneContact];
  if (!values.consent) errors.consent = [texts.consent];
  return errors;
}

// The visitor's details for the chosen time → POST /api/v1/booking. A failure keeps everything
// typed; a time taken meanwhile shows the free times the server offers instead.
export function BookingDetailsForm({ typeId, chosen, zone, values, onValues, onChoose, onBooked, texts }: Props) {
  const sender = useBookingSend('/api/v1/booking');
  const { send } = sender;
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [website, setWebsite] = useState('');
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  // One id per attempt: a retry of the same data reuses it, so the server books it once.
  const attempt = useRef<{ key: string; clientId: string } | null>(null);

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  function setField(field: BookingFieldName | 'consent', value: string | boolean) {
    onValues({ ...values, [field]: value });
    setErrors((current) => {
      const next = { ...current };
      delete next[field];
      if (field === 'whatsappNumber') delete next.phoneNumber;
      return next;
    });
  }

  async function submit(start: string) {
    const found = check(values, texts.form.checks);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((count) => count + 1);
      return;
    }
    const fields = { typeId, start, ...values, timeZone: zone, website, locale: leadLocale(document.documentElement.lang), attachment: bookingAttachment() };
    const key = JSON.stringify(fields);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: newSubmissionId() };
    const result = await send({ ...fields, clientId: attempt.current.clientId, attribution: currentAttribution() });
    if (result?.kind === 'done' && result.confirmation) {
      forgetBookingAttachment();
      onBooked(result.confirmation);
    } else if (result?.kind === 'invalid') {
      setErrors(result.errors);
      setRefusals((count) => count + 1);
    }
  }

  const field = (name: BookingFieldName) => ({
    id: `booking-${name}`,
    name,
    label: texts.form.labels[name],
    value: values[name],
    errors: errors[name],
    onValueChange: (value: string) => setField(name, value),
  });
  const consentError = errors.consent?.join(' ');

  return (
    <form
      method="post"
      ref={formRef}
      noValidate
      aria-labelledby="booking-step-heading"
      className="mt-6 space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void submit(chosen);
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadField {...field('fullName')} required autoComplete="name" maxLength={LEAD_LIMITS.name} />
        <LeadField {...field('email')} required type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
      </div>
      <p id="booking-contact-hint" className="text-sm text-slate-700">
        {texts.details.contactHint}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadField {...field('phoneNumber')} optionalLabel={texts.form.optional} type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
        <LeadField {...field('whatsappNumber')} optionalLabel={texts.form.optional} type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
      </div>
      <LeadField {...field('topic')} optionalLabel={texts.form.optional} hint={texts.details.topicHint} rows={4} maxLength={2000} />
      <div>
        <div className="flex items-start gap-3">
          <input
            id="booking-consent"
            type="checkbox"
            checked={values.consent}
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'booking-consent-error' : undefined}
            onChange={(event) => setField('consent', event.target.checked)}
            className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
          />
          <label htmlFor="booking-consent" className="text-sm text-slate-800">
            {texts.details.consentBefore}
            <Link href={texts.hrefs.privacy} className={`font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}>
              {texts.details.consentLink}
            </Link>
            {texts.details.consentAfter}
          </label>
        </div>
        {consentError && (
          <p id="booking-consent-error" className="mt-1 text-sm text-red-700">
            {consentError}
          </p>
        )}
      </div>
      <HoneypotField id="booking-website" value={website} onChange={setWebsite} label={texts.form.honeypot} />

      <TimeFormEnd mode="book" sender={sender} zone={zone} onChoose={onChoose} send={submit} texts={texts} />
    </form>
  );
}
