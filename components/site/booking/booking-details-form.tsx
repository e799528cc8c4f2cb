'use client';

import { useSyncExternalStore } from 'react';
import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { HoneypotField } from '@/components/site/honeypot-field';
import { LeadField } from '@/components/site/lead-field';
import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';
import type { BookingConfirmation, Channel } from '@/lib/booking/booking';
import { bookingAttachmentText, forgetBookingAttachment } from '@/lib/booking/booking-api';
import { BOOKING_FORM_FIELDS, type BookingFormResult } from '@/lib/booking/booking-form';
import { LEAD_LIMITS } from '@/lib/leads/lead-forms';
import { TimeFormEnd } from './alternatives';
import { ConfirmedStep } from './booking-confirmed';
import type { BookingFieldName, BookingTexts } from './booking-texts';

type Field = (typeof BOOKING_FORM_FIELDS)[number];
export type Standalone = { typeName: string; channel: Channel; chosenTime: React.ReactNode };

type Props = {
  // The page's bound bookConsultationAction (app/(site)/lang/[locale]/book/actions.ts).
  action: PublicFormAction<BookingFormResult>;
  typeId: string;
  chosen: string;
  zone: string;
  // In the picker: booked, the picker shows the confirmation.
  onBooked?: (confirmation: BookingConfirmation) => void;
  // On the steps as pages (no picker): the form has its own heading and the chosen time above it,
  // and shows the confirmation in their place once booked.
  standalone?: Standalone;
  texts: BookingTexts;
};

// The stored attachment is read once; nothing changes it while the form is shown.
const subscribe = () => () => undefined;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// The form's own checks, in the page's language, before anything is sent; the server checks again.
function check(values: Record<Field, string>, texts: BookingTexts['form']['checks']): Partial<Record<Field, string[]>> {
  const errors: Partial<Record<Field, string[]>> = {};
  if (!values.fullName.trim()) errors.fullName = [texts.fullName];
  if (!values.email.trim()) errors.email = [texts.email];
  else if (!EMAIL.test(values.email.trim())) errors.email = [texts.invalidEmail];
  if (!values.phoneNumber.trim() && !values.whatsappNumber.trim()) errors.phoneNumber = [texts.oneContact];
  if (values.consent !== 'on') errors.consent = [texts.consent];
  return errors;
}

// The visitor's details for the chosen time, posted to the booking's Server Action with the type,
// the time and the zone as hidden fields: with scripts without a reload, without them as a plain
// form. A failure keeps everything typed; a time taken meanwhile offers the free times instead.
export function BookingDetailsForm({ action, typeId, chosen, zone, onBooked, standalone, texts }: Props) {
  const { state, formRef, formAction, onSubmit, valueOf, errorsOf, markEdited, busy, answeredByPage } = usePublicForm({
    action,
    fields: BOOKING_FORM_FIELDS,
    check: (values) => check(values, texts.form.checks),
    onSent: (_sent, answer) => {
      if (answer.result?.kind !== 'done') return;
      forgetBookingAttachment();
      onBooked?.(answer.result.confirmation);
    },
    failedText: texts.details.failed,
  });
  // A self-check's result, kept in the browser by the check's "Book a consultation" link.
  const attachment = useSyncExternalStore(subscribe, bookingAttachmentText, () => '');

  const booked = state.outcome === 'sent' && state.result?.kind === 'done' ? state.result.confirmation : null;
  if (standalone && booked) return <ConfirmedStep heading={texts.confirmed.heading} confirmation={booked} standalone={standalone} texts={texts} />;

  const field = (name: BookingFieldName) => ({
    id: `booking-${name}`,
    name,
    label: texts.form.labels[name],
    defaultValue: valueOf(name),
    errors: errorsOf(name),
    onValueChange: () => markEdited(name),
  });
  const consentError = errorsOf('consent')?.join(' ');

  const form = (
    <form action={formAction} ref={formRef} noValidate onSubmit={onSubmit} aria-labelledby="booking-step-heading" className="mt-6 space-y-5">
      <input type="hidden" name="typeId" value={typeId} />
      <input type="hidden" name="start" value={chosen} />
      <input type="hidden" name="timeZone" value={zone} />
      {attachment && <input type="hidden" name="attachment" value={attachment} />}
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
            name="consent"
            type="checkbox"
            defaultChecked={valueOf('consent') === 'on'}
            required
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? 'booking-consent-error' : undefined}
            onChange={() => markEdited('consent')}
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
      <HoneypotField id="booking-website" label={texts.form.honeypot} />
      {/* After a post without scripts the page comes back at its top: the answer's place is focused. */}
      <div tabIndex={-1} autoFocus={answeredByPage} className="space-y-5 outline-none">
        <TimeFormEnd mode="book" state={state} busy={busy} zone={zone} texts={texts} />
      </div>
    </form>
  );
  if (!standalone) return form;
  return (
    <>
      <h2 id="booking-step-heading" className="text-2xl font-bold text-slate-900">
        {texts.details.heading}
      </h2>
      {standalone.chosenTime}
      {form}
    </>
  );
}
