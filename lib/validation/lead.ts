import { z } from 'zod';
import { LEAD_LIMITS } from './lead-constants';
import { singleLine } from './single-line';
import { EMAIL_PATTERN } from './user';

export { LEAD_LIMITS, LEAD_MESSAGES, STATUS_MESSAGE_MS } from './lead-constants';

// Leads from the contact form and the service enquiry dialog. Shared by the forms and the API.

// A message may hold line breaks and tabs, nothing else from the control range.
const MESSAGE_CONTROL_CHARS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

// A required one-line field.
function requiredLine(label: string, max: number) {
  return singleLine(
    z
      .string({ error: `${label} is required` })
      .trim()
      .min(1, `${label} is required`)
      .max(max, `${label} must be at most ${max} characters`),
    label,
  );
}

const email = requiredLine('Email', LEAD_LIMITS.email).refine(
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
  fullName: requiredLine('Full name', LEAD_LIMITS.name),
  email,
  phoneNumber: singleLine(z.string().trim().max(LEAD_LIMITS.phone, `Phone number must be at most ${LEAD_LIMITS.phone} characters`), 'Phone number')
    .optional()
    .transform((value) => value || undefined),
  message,
  ...leadMeta,
});

export const serviceEnquirySchema = z.object({
  name: requiredLine('Name', LEAD_LIMITS.name),
  contact: requiredLine('Contact number', LEAD_LIMITS.phone),
  email,
  city: requiredLine('City or location', LEAD_LIMITS.city),
  message,
  serviceName: requiredLine('Service name', LEAD_LIMITS.service),
  ...leadMeta,
});

export type ContactLeadInput = z.input<typeof contactLeadSchema>;
export type ServiceEnquiryInput = z.input<typeof serviceEnquirySchema>;
export type LeadAttribution = NonNullable<z.infer<typeof leadAttributionSchema>>;
