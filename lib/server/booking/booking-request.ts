import 'server-only';
import { NextResponse } from 'next/server';
import { createTranslator } from 'next-intl';
import { z } from 'zod';
import type { Locale } from '@/i18n/pathnames';
import { BOOKING_LIMIT_CODE, BOOKING_LIMITS, type BookingLimitBody, type SlotTakenBody } from '@/lib/booking/booking';
import { loadMessages } from '@/i18n/messages';
import { leadFormMessages } from '@/lib/leads/form-messages';
import { leadLocale } from '@/lib/leads/lead-locale';
import type { LeadFormMessages } from '@/lib/validation/lead';
import { getEnv } from '@/lib/server/env';
import { ApiError, fieldErrors, readJson } from '@/lib/server/http';
import { limitByAddress } from '@/lib/server/rate-limit';
import { bookingSummary, toConfirmation } from './read';
import { readBookingToken, returnBookingToken, spendBookingToken, type BookingLinkAction } from './tokens';

// The edge of the public booking routes (app/api/v1/booking/…): their rate limits, their bodies
// checked with the field errors in the page's language, and their answers' texts.

// Bookings, moves and cancellations per minute per client address: as many as lead submissions.
export async function limitBookingRequests(request: Request): Promise<void> {
  await limitByAddress(request, { name: 'booking', limit: getEnv().LEAD_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 });
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
  const messages = await loadMessages(locale);
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

const REFUSED_LINK: Record<'invalid' | 'expired' | 'used', { status: number; answer: BookingAnswer }> = {
  invalid: { status: 403, answer: 'linkInvalid' },
  expired: { status: 410, answer: 'linkExpired' },
  used: { status: 410, answer: 'linkUsed' },
};

// Acts on the booking a link's token names, and only on it (the booking comes from the token,
// never from the body): the token is checked for `action` and spent, then `change` runs. 403 for a
// token that is not ours, 410 for an expired or used one (or a booking no longer there), 409 for a
// booking no longer confirmed, 422 inside the type's change notice (the page offers phone and
// WhatsApp). A change that does not happen gives the token back, so the link can be used again.
export async function useBookingLink<T extends { ok: boolean }>(
  token: string,
  action: BookingLinkAction,
  texts: BookingTexts,
  change: (bookingId: string) => Promise<T>,
  now = new Date(),
): Promise<{ bookingId: string; outcome: T }> {
  const check = await readBookingToken(token, action, now);
  if (!check.ok) throw new ApiError(REFUSED_LINK[check.reason].status, texts.answer(REFUSED_LINK[check.reason].answer));
  const summary = await bookingSummary(check.bookingId);
  if (!summary) throw new ApiError(410, texts.answer('linkInvalid'));
  if (summary.status !== 'confirmed') throw new ApiError(409, texts.answer('notChangeable'));
  if (now.getTime() > Date.parse(summary.changeableUntil)) throw new ApiError(422, texts.answer('changeNotice'));
  if (!(await spendBookingToken(check))) throw new ApiError(410, texts.answer('linkUsed'));
  let outcome: T;
  try {
    outcome = await change(check.bookingId);
  } catch (error) {
    await returnBookingToken(check);
    throw error;
  }
  if (!outcome.ok) await returnBookingToken(check);
  return { bookingId: check.bookingId, outcome };
}

// 409: the time asked for is not free (or was never offered); these are.
export function slotTakenResponse(texts: BookingTexts, alternatives: readonly Date[]): NextResponse {
  const body: SlotTakenBody = { success: false, message: texts.answer('slotTaken'), alternatives: alternatives.map((slot) => slot.toISOString()) };
  return NextResponse.json(body, { status: 409 });
}

// 409: the address already holds its upcoming bookings (issue 40). The message says whether the
// address was sent their links; it names no booking (whoever typed the address may not own it).
export function bookingLimitResponse(texts: BookingTexts, linksMailed: boolean): NextResponse {
  const message = texts.answer(linksMailed ? 'bookingLimit' : 'bookingLimitNotMailed', { max: BOOKING_LIMITS.upcomingPerAddress });
  const body: BookingLimitBody = { success: false, message, code: BOOKING_LIMIT_CODE };
  return NextResponse.json(body, { status: 409 });
}

// The booking as it is now after a booking, move or cancellation: `{ success: true, data }`.
export async function confirmationResponse(bookingId: string, status: number): Promise<NextResponse> {
  const summary = await bookingSummary(bookingId);
  if (!summary) throw new Error(`booking ${bookingId} vanished after a change`);
  return NextResponse.json({ success: true, data: toConfirmation(summary) }, { status });
}
