import { z } from 'zod';
import { LEAD_LIMITS } from './lead-constants';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/pathnames';
import { isPhoneNumber } from '@/lib/fields/phone';
import { isSingleLine } from '@/lib/fields/single-line';
import { EMAIL_PATTERN } from '@/lib/fields/email';
import { opportunityAnswersSchema } from './opportunity-check';

export { LEAD_LIMITS, LEAD_MESSAGES, STATUS_MESSAGE_MS } from './lead-constants';

// Leads from the contact form and the service enquiry dialog. Shared by the forms and the API.

// A message may hold line breaks and tabs, nothing else from the control range.
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// The texts of a lead's field errors, in the visitor's language (the Forms catalogue, read by
// leadFormMessages in lib/server/leads/lead-form-messages.ts). English gives SPEC's messages.
export type LeadField = 'fullName' | 'email' | 'phoneNumber' | 'message' | 'name' | 'contact' | 'city' | 'serviceName' | 'locale' | 'whatsappNumber' | 'topic';
export type LeadFormMessages = {
  required: (field: LeadField) => string;
  tooLong: (field: LeadField, max: number) => string;
  singleLine: (field: LeadField) => string;
  invalidEmail: string;
  // Every phone and WhatsApp number's (one text for every form: phoneField below).
  phone: string;
  messageCharacters: string;
  locale: string;
  // The booking form's own (lib/validation/booking.ts).
  oneContact: string;
  consent: string;
  slotTime: string;
  timeZone: string;
};

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

// A phone or WhatsApp number (lib/validation/phone.ts), on every public form that takes one: the
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

export const messageField = (texts: LeadFormMessages) =>
  z
    .string({ error: texts.required('message') })
    .trim()
    .min(1, texts.required('message'))
    .max(LEAD_LIMITS.message, texts.tooLong('message', LEAD_LIMITS.message))
    .refine((value) => !MESSAGE_CONTROL_CHARS.test(value), texts.messageCharacters);

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

// Fields every lead request may carry besides the visible ones.
export const leadMeta = (texts: LeadFormMessages) => ({
  // Client-generated id: a repeated submission with the same id stores nothing new.
  clientId: z.uuid('clientId must be a UUID').optional(),
  // Honeypot, hidden from people; bots fill it in.
  website: z.string().max(500).optional(),
  attribution: leadAttributionSchema,
  locale: localeField(texts),
});

export function contactLeadSchema(texts: LeadFormMessages) {
  return z.object({
    fullName: requiredLine(texts, 'fullName', LEAD_LIMITS.name),
    email: emailField(texts),
    phoneNumber: phoneField(texts, 'phoneNumber')
      .optional()
      .transform((value) => value || undefined),
    message: messageField(texts),
    ...leadMeta(texts),
  });
}

// A self-check's block (lib/leads/lead-attachment.ts). Item ids are checked against the checklist
// by the server; here only their shape.
const itemIds = z.array(z.string().trim().min(1).max(100)).max(200);
export const leadAttachmentSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('opportunity-check'), answers: opportunityAnswersSchema }),
  z.strictObject({ kind: z.literal('document-check'), checklist: z.string().trim().min(1).max(100), ticked: itemIds, unticked: itemIds }),
]);

// An optional one-line field: empty is left out.
const optionalLine = (texts: LeadFormMessages, field: LeadField, max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: texts.tooLong(field, max), abort: true })
    .refine(isSingleLine, { error: texts.singleLine(field) })
    .optional()
    .transform((value) => value || undefined);

// The services dialog's enquiry has SPEC's fields, all required. Sent from a self-check (the points
// check's "Have my result checked", a checklist's "Check my documents": `attachment` present) it
// needs only a name, an e-mail address and the message (issue 40): the contact number is optional
// and the city is not asked. The two checks run even when other fields fail (`when`), so an empty
// form lists every missing field at once, as SPEC's forms do.
export function serviceEnquirySchema(texts: LeadFormMessages) {
  // The check's options: the field's own "required" message, even when other fields failed (as
  // long as the body is an object and this field itself passed).
  const requiredUnlessSelfCheck = (field: 'contact' | 'city') => ({
    error: texts.required(field),
    path: [field],
    when: ({ value, issues }: z.core.ParsePayload) => typeof value === 'object' && value !== null && !issues.some((issue) => issue.path?.[0] === field),
  });
  return z
    .object({
      name: requiredLine(texts, 'name', LEAD_LIMITS.name),
      contact: phoneField(texts, 'contact')
        .optional()
        .transform((value) => value || undefined),
      email: emailField(texts),
      city: optionalLine(texts, 'city', LEAD_LIMITS.city),
      message: messageField(texts),
      serviceName: requiredLine(texts, 'serviceName', LEAD_LIMITS.service),
      attachment: leadAttachmentSchema.optional(),
      ...leadMeta(texts),
    })
    .refine((value) => value.attachment !== undefined || Boolean(value.contact), requiredUnlessSelfCheck('contact'))
    .refine((value) => value.attachment !== undefined || Boolean(value.city), requiredUnlessSelfCheck('city'));
}

export type ContactLeadInput = z.input<ReturnType<typeof contactLeadSchema>>;
export type ServiceEnquiryInput = z.input<ReturnType<typeof serviceEnquirySchema>>;
export type LeadAttribution = NonNullable<z.infer<typeof leadAttributionSchema>>;
