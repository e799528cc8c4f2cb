import { z } from 'zod';
import { LINK_TOKEN_PATTERN } from './newsletter';
import { EMAIL_PATTERN } from '@/lib/fields/email';
import { isSingleLine } from '@/lib/fields/single-line';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// What the newsletter's public forms send (issue 30): the subscription box's fields, and the link
// token the one-click unsubscribe route reads from its query.

const token = z.string().regex(LINK_TOKEN_PATTERN, 'Token is not valid');
const locale = z.enum(PUBLISHED_LOCALES as [Locale, ...Locale[]], { error: `Locale must be one of: ${PUBLISHED_LOCALES.join(', ')}` });

// An address as the newsletter keeps it: trimmed, lower case, one line, of the usual form.
// The box says one thing for an empty, overlong or malformed address.
// One line (a line break would reach a mail's headers) and of the usual form; one message for
// any fault, in the page's language.
function subscriberEmail(invalid: string) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .min(1, { error: invalid, abort: true })
    .max(254, { error: invalid, abort: true })
    .refine((value) => isSingleLine(value) && EMAIL_PATTERN.test(value), invalid);
}

// The subscription box's form (its Server Action): the ticked box as a form posts it ("on"), the
// messages the box's own, in the page's language. `website` is a honeypot: people leave it empty.
// `page` is not a field: the action takes the page the form was sent from (its Referer).
export function subscribeFormSchema(messages: { emailInvalid: string; consentRequired: string }) {
  return z.object({
    email: subscriberEmail(messages.emailInvalid),
    consent: z.literal('on', { error: messages.consentRequired }).transform((): true => true),
    locale,
    website: z.string().max(200).optional().default(''),
  });
}

// What a subscription is made from: the box's checked fields and the path of its page.
export type SubscribeRequest = z.output<ReturnType<typeof subscribeFormSchema>> & { page: string };

// POST /api/v1/newsletter/unsubscribe?token=…: the token from the link's query.
export const unsubscribeQuerySchema = z.object({ token });
