import { z } from 'zod';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/pathnames';
import { LINK_TOKEN_PATTERN } from '@/lib/newsletter/newsletter';
import { EMAIL_PATTERN } from './user';
import { singleLine } from './single-line';

// The public newsletter routes' bodies (issue 30). English messages: the box shows its own.

const token = z.string().regex(LINK_TOKEN_PATTERN, 'Token is not valid');
const locale = z.enum(PUBLISHED_LOCALES as [Locale, ...Locale[]], { error: `Locale must be one of: ${PUBLISHED_LOCALES.join(', ')}` });

// POST /api/v1/newsletter/subscribe. `website` is a honeypot: people leave it empty.
export const subscribeRequestSchema = z.strictObject({
  email: singleLine(z.string().trim().toLowerCase().min(1, 'Email is required').max(254, 'Email must be at most 254 characters'), 'Email').refine(
    (value) => EMAIL_PATTERN.test(value),
    'Please enter a valid email address',
  ),
  consent: z.literal(true, { error: 'Please agree to receive the newsletter' }),
  locale,
  // The page the box was on: a path of this site, no query or fragment.
  page: singleLine(z.string().max(300, 'Page must be at most 300 characters'), 'Page').refine((value) => /^\/(?!\/)[^?#\s]*$/.test(value), 'Page must be a path of this site'),
  website: z.string().max(200).optional().default(''),
});
export type SubscribeRequest = z.infer<typeof subscribeRequestSchema>;

// POST /api/v1/newsletter/confirm: the confirmation link's token, and the page's language.
export const confirmRequestSchema = z.strictObject({ token, locale: locale.optional() });

// POST /api/v1/newsletter/unsubscribe?token=…: the token from the link's query.
export const unsubscribeQuerySchema = z.object({ token });
