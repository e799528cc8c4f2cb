import 'server-only';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import { loadSiteMessages } from '@/lib/server/texts/site-messages';
import { leadFormMessages, type LeadFormMessages } from '@/lib/leads/form-messages';
import { leadLocale } from '@/lib/leads/lead-locale';
import { getEnv } from '@/lib/server/env';
import { ApiError, fieldErrors, readJson } from '@/lib/server/http';
import { clientAddress } from '@/lib/server/client-address';
import { hitRateLimit, limitByAddress } from '@/lib/server/rate-limit';

// The edge of the public booking routes (app/api/v1/booking/…) and the booking pages' actions:
// their rate limits, the routes' bodies checked with the field errors in the page's language, and
// the answers' texts (visitor-changes.ts answers).

// Bookings, moves and cancellations per minute per client address: as many as lead submissions.
export async function limitBookingsFrom(address: string): Promise<void> {
  await hitRateLimit({ name: 'booking', limit: getEnv().LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 }, address);
}

export async function limitBookingRequests(request: Request): Promise<void> {
  await limitBookingsFrom(clientAddress(request.headers, getEnv().TRUSTED_PROXY_COUNT));
}

// Free-time look-ups per minute per client address: a visitor browses a few months (one look-up
// each) per booking, so twelve look-ups for each booking the lead limit allows.
export async function limitSlotLookups(request: Request): Promise<void> {
  await limitByAddress(request, { name: 'booking-slots', limit: 12 * getEnv().LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
}

function bodyLocale(body: unknown): Locale {
  return leadLocale(body && typeof body === 'object' ? (body as { locale?: unknown }).locale : undefined);
}

export type BookingTexts = { locale: Locale; fields: LeadFormMessages; answer: (key: BookingAnswer, values?: Record<string, number>) => string };
export type BookingAnswer =
  | 'slotTaken'
  | 'unknownType'
  | 'linkInvalid'
  | 'linkExpired'
  | 'linkUsed'
  | 'changeNotice'
  | 'notChangeable'
  | 'bookingLimit'
  | 'bookingLimitNotMailed';

// The texts of a booking route's answers in `locale` (the Forms catalogue).
export async function bookingTexts(locale: Locale): Promise<BookingTexts> {
  const messages = await loadSiteMessages(locale);
  const t = createTranslator({ locale, messages, namespace: 'Forms.bookingAnswers' });
  return { locale, fields: leadFormMessages(locale, messages), answer: (key, values) => t(key, values) };
}

// A booking route's JSON body checked by `schema` built with the texts of the language the body
// names (400 `{ success: false, message, errors }` otherwise), with those texts for the answer.
export async function readBookingBody<S extends z.ZodType>(
  request: Request,
  schema: (fields: LeadFormMessages) => S,
): Promise<{ data: z.infer<S>; texts: BookingTexts }> {
  const body = await readJson(request, z.unknown());
  const texts = await bookingTexts(bodyLocale(body));
  const parsed = schema(texts.fields).safeParse(body);
  if (!parsed.success) throw new ApiError(400, 'Validation failed', fieldErrors(parsed.error));
  return { data: parsed.data, texts };
}
