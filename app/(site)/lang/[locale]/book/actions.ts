'use server';

import { createTranslator } from 'next-intl';
import { z } from 'zod';
import { redirect } from 'next/navigation';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { ALTERNATIVE_FIELD, BOOKING_FORM_FIELDS, CHANGE_FORM_FIELDS, type BookingFormResult } from '@/lib/booking/booking-form';
import { bookingTexts, limitBookingsFrom } from '@/lib/server/booking/booking-request';
import { bookAsVisitor, cancelAsVisitor, moveAsVisitor, type VisitorBookingAnswer } from '@/lib/server/booking/visitor-changes';
import { publicFormAction, type PublicFormTexts } from '@/lib/server/public-action';
import { bookingRequestSchema, cancelRequestSchema, rescheduleRequestSchema } from '@/lib/booking/booking-request';

// The booking pages' forms (issue 29, on the public action wrapper since issue 41): book a time,
// move a booking and cancel it by a mail's link. With scripts the picker calls them without a
// reload; without scripts the browser posts the form and the page comes back with the answer. The
// public booking API (app/api/v1/booking/…) does the same for outside clients, from the same
// functions (lib/server/booking/visitor-changes.ts).

async function formTexts(locale: Locale): Promise<PublicFormTexts> {
  const messages = await loadSiteMessages(locale);
  const booking = createTranslator({ locale, messages, namespace: 'Booking' });
  const status = createTranslator({ locale, messages, namespace: 'Forms.status' });
  return { sent: booking('confirmed.mail'), failed: booking('details.invalid'), unavailable: status('unavailable'), tooMany: status('tooMany') };
}

// A form's entries as the API's body has them: the free time pressed instead of the hidden one, the
// consent checkbox's "on" as true.
function fromForm(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { [ALTERNATIVE_FIELD]: alternative, ...entries } = value as Record<string, unknown>;
  return { ...entries, ...(alternative ? { start: alternative } : {}), ...('consent' in entries ? { consent: entries.consent === 'on' } : {}) };
}

async function formSchema<S extends z.ZodType>(locale: Locale, schema: (fields: Awaited<ReturnType<typeof bookingTexts>>['fields']) => S) {
  return z.preprocess(fromForm, schema((await bookingTexts(locale)).fields));
}

// What the form shows for the answer: done is a success with the booking, anything else a refusal
// in the answer's own words.
function formOutcome(answer: VisitorBookingAnswer): { result: BookingFormResult } | { refused: string; result?: BookingFormResult } {
  switch (answer.kind) {
    case 'done':
      return { result: { kind: 'done', confirmation: answer.confirmation } };
    case 'taken':
      return { refused: answer.message, result: { kind: 'taken', alternatives: answer.alternatives } };
    case 'link':
    case 'too-late':
      return { refused: answer.message, result: { kind: answer.kind } };
    default:
      return { refused: answer.message };
  }
}

// The booking form: the chosen type and time come as hidden fields, the self-check's result (if
// the visitor came from one) and the attribution as JSON.
export const bookConsultationAction = publicFormAction({
  fields: BOOKING_FORM_FIELDS,
  jsonFields: ['attribution', 'attachment'],
  schema: (locale) => formSchema(locale, bookingRequestSchema),
  texts: formTexts,
  limit: limitBookingsFrom,
  run: async (input, { locale }) => formOutcome(await bookAsVisitor(input, await bookingTexts(locale))),
});

// Done by a link, the visitor goes to the link's page of the change made (it shows the booking as
// the link left it): the page they were on would now say the link is used, with scripts (the
// change refreshes the page) as without them (the post's answer is that page).
function changeMade(answer: VisitorBookingAnswer, page: '/book/reschedule' | '/book/cancel', token: string, locale: Locale) {
  if (answer.kind === 'done') redirect(`${localizeHref(page, locale)}?${new URLSearchParams({ token, done: '1' })}`);
  return formOutcome(answer);
}

// Moving a booking by the link's token (a hidden field) to the time chosen.
export const rescheduleBookingAction = publicFormAction({
  fields: CHANGE_FORM_FIELDS,
  schema: (locale) => formSchema(locale, rescheduleRequestSchema),
  texts: formTexts,
  limit: limitBookingsFrom,
  run: async (input, { locale }) => changeMade(await moveAsVisitor(input, await bookingTexts(locale)), '/book/reschedule', input.token, locale),
});

// Cancelling a booking by the link's token (a hidden field).
export const cancelBookingAction = publicFormAction({
  fields: CHANGE_FORM_FIELDS,
  schema: (locale) => formSchema(locale, () => cancelRequestSchema),
  texts: formTexts,
  limit: limitBookingsFrom,
  run: async (input, { locale }) => changeMade(await cancelAsVisitor(input, await bookingTexts(locale)), '/book/cancel', input.token, locale),
});
