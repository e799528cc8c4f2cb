import { z } from 'zod';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/pathnames';
import { LINK_TOKEN_PATTERN } from '@/lib/newsletter/newsletter';
import { EMAIL_PATTERN } from './user';
import { singleLine } from './single-line';

// The public newsletter routes' bodies (issue 30). English messages: the box shows its own.

const token = z.string().regex(LINK_TOKEN_PATTERN, 'Token is not valid');
const locale = z.enum(PUBLISHED_LOCALES as [Locale, ...Locale[]], { error: `Locale must be one of: ${PUBLISHED_LOCALES.join(', ')}` });

// An address as the newsletter keeps it: trimmed, lower case, one line, of the usual form.
function subscriberEmail(messages: { required: string; tooLong: string; invalid: string }) {
  return singleLine(z.string().trim().toLowerCase().min(1, messages.required).max(254, messages.tooLong), 'Email').refine(
    (value) => EMAIL_PATTERN.test(value),
    messages.invalid,
  );
}

// The page the box was on: a path of this site, no query or fragment.
const page = singleLine(z.string().max(300, 'Page must be at most 300 characters'), 'Page').refine((value) => /^\/(?!\/)[^?#\s]*$/.test(value), 'Page must be a path of this site');

// POST /api/v1/newsletter/subscribe. `website` is a honeypot: people leave it empty.
export const subscribeRequestSchema = z.strictObject({
  email: subscriberEmail({ required: 'Email is required', tooLong: 'Email must be at most 254 characters', invalid: 'Please enter a valid email address' }),
  consent: z.literal(true, { error: 'Please agree to receive the newsletter' }),
  locale,
  page,
  website: z.string().max(200).optional().default(''),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

// The subscription box's form (its Server Action): the ticked box as a form posts it ("on"), the
// messages the box's own, in the page's language. `page` is not a field: the action takes the
// page the form was sent from (its Referer).
export function subscribeFormSchema(messages: { emailInvalid: string; consentRequired: string }) {
  return z.object({
    email: subscriberEmail({ required: messages.emailInvalid, tooLong: messages.emailInvalid, invalid: messages.emailInvalid }),
    consent: z.literal('on', { error: messages.consentRequired }).transform((): true => true),
    locale,
    website: z.string().max(200).optional().default(''),
  });
}

// POST /api/v1/newsletter/confirm: the confirmation link's token, and the page's language.
export const confirmRequestSchema = z.strictObject({ token, locale: locale.optional() });

// POST /api/v1/newsletter/unsubscribe?token=…: the token from the link's query.
export const unsubscribeQuerySchema = z.object({ token });
