import { z } from 'zod';
import { EMAIL_PATTERN } from '@/lib/fields/email';
import { isPhoneNumber } from '@/lib/fields/phone';
import { isSingleLine } from '@/lib/fields/single-line';
import type { LeadField, LeadFormMessages } from './form-messages';
import { LEAD_LIMITS } from './lead-forms';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The field rules the public lead forms share (the enquiry's two forms, lib/enquiries/enquiry.ts,
// and the booking's, lib/booking/booking-request.ts), their messages in the page's language
// (lib/leads/form-messages.ts).

// A required one-line field.
export function requiredLine(texts: LeadFormMessages, field: LeadField, max: number) {
  const schema = z
    .string({ error: texts.required(field) })
    .trim()
    .min(1, texts.required(field))
    .max(max, texts.tooLong(field, max));
  return schema.refine(isSingleLine, { error: texts.singleLine(field) });
}

export const emailField = (texts: LeadFormMessages) =>
  requiredLine(texts, 'email', LEAD_LIMITS.email).refine((value) => EMAIL_PATTERN.test(value), texts.invalidEmail);

// A phone or WhatsApp number (lib/fields/phone.ts), on every public form that takes one: the
// contact form's and the booking's (optional, empty allowed) and the service enquiry's contact
// (required unless a self-check is attached). One check after the other, so a number gets one message.
export function phoneField(texts: LeadFormMessages, field: 'phoneNumber' | 'contact' | 'whatsappNumber') {
  return z
    .string({ error: texts.required(field) })
    .trim()
    .max(LEAD_LIMITS.phone, { error: texts.tooLong(field, LEAD_LIMITS.phone), abort: true })
    .refine(isSingleLine, { error: texts.singleLine(field), abort: true })
    .refine((value) => value === '' || isPhoneNumber(value), { error: texts.phone });
}

// The language of the page the form was sent from; without one, English (SPEC's clients send none).
const localeField = (texts: LeadFormMessages) =>
  z.enum(PUBLISHED_LOCALES as readonly [Locale, ...Locale[]], { error: texts.locale }).default(DEFAULT_LOCALE);

// Where the visitor came from: capped and cleaned, never trusted for anything but reporting.
const shortText = (max: number) =>
  z
    .string()
    .transform((value) => value.replace(/[\u0000-\u001F\u007F]/g, '').trim().slice(0, max))
    .optional()
    .catch(undefined);

export const leadAttributionSchema = z
  .object({
    pagePath: shortText(300),
    referrer: shortText(500),
    landingPage: shortText(300),
    utmSource: shortText(100),
    utmMedium: shortText(100),
    utmCampaign: shortText(100),
    utmTerm: shortText(100),
    utmContent: shortText(100),
  })
  .optional()
  .catch(undefined);

export type LeadAttribution = NonNullable<z.infer<typeof leadAttributionSchema>>;

// Fields every lead request may carry besides the visible ones.
export const leadMeta = (texts: LeadFormMessages) => ({
  // Client-generated id: a repeated submission with the same id stores nothing new.
  clientId: z.uuid('clientId must be a UUID').optional(),
  // Honeypot, hidden from people; bots fill it in.
  website: z.string().max(500).optional(),
  attribution: leadAttributionSchema,
  locale: localeField(texts),
});
