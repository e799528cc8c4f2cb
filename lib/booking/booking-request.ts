import { z } from 'zod';
import { canonicalZone } from '@/lib/time/zone-ids';
import type { LeadFormMessages } from '@/lib/leads/form-messages';
import { leadAttachmentSchema } from '@/lib/leads/lead-attachment';
import { emailField, leadMeta, phoneField, requiredLine } from '@/lib/leads/lead-fields';
import { LEAD_LIMITS } from '@/lib/leads/lead-forms';

// The public booking requests (issue 29; booking.ts names their fields). Field errors
// come in the page's language, as the lead forms' do (lib/leads/form-messages.ts).

// Names Intl knows: "Europe/Berlin", "America/Sao_Paulo", "UTC", and old names and links
// ("Asia/Calcutta", "US/Eastern"), which a booking stores by IANA's current id (lib/time/zone-ids.ts).
export function isTimeZone(value: string): boolean {
  return canonicalZone(value) !== null;
}

const optionalNumber = (texts: LeadFormMessages, field: 'phoneNumber' | 'whatsappNumber') =>
  phoneField(texts, field)
    .optional()
    .transform((value) => value || '');

const instant = (texts: LeadFormMessages) => z.iso.datetime({ offset: true, error: texts.slotTime }).transform((value) => new Date(value));
const timeZone = (texts: LeadFormMessages) =>
  z
    .string({ error: texts.timeZone })
    .trim()
    // One message for one mistake: an empty or overlong name is not looked up as well.
    .min(1, { error: texts.timeZone, abort: true })
    .max(64, { error: texts.timeZone, abort: true })
    .refine(isTimeZone, texts.timeZone)
    .transform((value) => canonicalZone(value) ?? value);
const reason = z.string().trim().max(1000).optional().transform((value) => value ?? '');
const token = z.string().trim().min(10).max(2000);

export function bookingRequestSchema(texts: LeadFormMessages) {
  return z
    .object({
      typeId: z.string().trim().min(1).max(64),
      start: instant(texts),
      fullName: requiredLine(texts, 'fullName', LEAD_LIMITS.name),
      email: emailField(texts),
      phoneNumber: optionalNumber(texts, 'phoneNumber'),
      whatsappNumber: optionalNumber(texts, 'whatsappNumber'),
      topic: z.string().trim().max(2000, texts.tooLong('topic', 2000)).optional().transform((value) => value ?? ''),
      consent: z.literal(true, { error: texts.consent }),
      timeZone: timeZone(texts),
      attachment: leadAttachmentSchema.optional(),
      ...leadMeta(texts),
    })
    .superRefine((value, context) => {
      if (!value.phoneNumber && !value.whatsappNumber) context.addIssue({ code: 'custom', path: ['phoneNumber'], message: texts.oneContact });
    });
}

export type ParsedBookingRequest = z.infer<ReturnType<typeof bookingRequestSchema>>;

export function rescheduleRequestSchema(texts: LeadFormMessages) {
  return z.object({ token, start: instant(texts), reason });
}

export const cancelRequestSchema = z.object({ token, reason });

// The free times asked for: a type and Berlin days, at most about a month and a half at once.
export const slotsQuerySchema = z
  .object({
    type: z.string().trim().min(1).max(64),
    from: z.iso.date(),
    to: z.iso.date(),
    // A reschedule link's token (the move page): the booking's own time counts as free, and a type
    // no longer offered still shows its times to the bookings already made.
    token: z.string().trim().min(10).max(2000).optional(),
  })
  .refine((value) => value.from <= value.to, { message: 'from must not be after to', path: ['to'] })
  .refine((value) => (Date.parse(value.to) - Date.parse(value.from)) / 86_400_000 <= 45, { message: 'At most 45 days at once', path: ['to'] });
