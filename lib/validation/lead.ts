import { z } from 'zod';
import { LEAD_LIMITS } from './lead-constants';
import { EMAIL_PATTERN } from './user';

export { LEAD_LIMITS, LEAD_MESSAGES, STATUS_MESSAGE_MS } from './lead-constants';

// Leads from the contact form and the service enquiry dialog. Shared by the forms and the API.

// Control characters (other than tab) never belong in a single-line field: they could end a mail header.
const CONTROL_CHARS = /[\u0000-\u0008\u000A-\u001F\u007F]/;
// A message may hold line breaks and tabs, nothing else from the control range.
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;


function singleLine(label: string, max: number) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .refine((value) => !CONTROL_CHARS.test(value), `${label} must be a single line of text`);
}

const email = singleLine('Email', LEAD_LIMITS.email).refine(
  (value) => EMAIL_PATTERN.test(value),
  'Please enter a valid email address',
);

const message = z
  .string({ error: 'Message is required' })
  .trim()
  .min(1, 'Message is required')
  .max(LEAD_LIMITS.message, `Message must be at most ${LEAD_LIMITS.message} characters`)
  .refine((value) => !MESSAGE_CONTROL_CHARS.test(value), 'Message contains characters that are not allowed');

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
const leadMeta = {
  // Client-generated id: a repeated submission with the same id stores nothing new.
  clientId: z.uuid('clientId must be a UUID').optional(),
  // Honeypot, hidden from people; bots fill it in.
  website: z.string().max(500).optional(),
  attribution: leadAttributionSchema,
};

export const contactLeadSchema = z.object({
  fullName: singleLine('Full name', LEAD_LIMITS.name),
  email,
  phoneNumber: z
    .string()
    .trim()
    .max(LEAD_LIMITS.phone, `Phone number must be at most ${LEAD_LIMITS.phone} characters`)
    .refine((value) => !CONTROL_CHARS.test(value), 'Phone number must be a single line of text')
    .optional()
    .transform((value) => value || undefined),
  message,
  ...leadMeta,
});

export const serviceEnquirySchema = z.object({
  name: singleLine('Name', LEAD_LIMITS.name),
  contact: singleLine('Contact number', LEAD_LIMITS.phone),
  email,
  city: singleLine('City or location', LEAD_LIMITS.city),
  message,
  serviceName: singleLine('Service name', LEAD_LIMITS.service),
  ...leadMeta,
});

export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ServiceEnquiryInput = z.input<typeof serviceEnquirySchema>;
export type LeadAttribution = NonNullable<z.infer<typeof leadAttributionSchema>>;
