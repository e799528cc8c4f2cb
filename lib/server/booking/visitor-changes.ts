import 'server-only';
import { NextResponse } from 'next/server';
import { BOOKING_LIMIT_CODE, BOOKING_LIMITS, type BookingConfirmation, type BookingLimitBody, type SlotTakenBody } from '@/lib/booking/booking';
import type { ParsedBookingRequest } from '@/lib/booking/booking-request';
import { bookConsultation } from './book';
import type { BookingTexts } from './booking-request';
import { cancelBooking, moveBooking } from './changes';
import { bookingSummary, toConfirmation } from './read';
import { readBookingToken, returnBookingToken, spendBookingToken, type BookingLinkAction } from './tokens';

// What a visitor's booking, move or cancellation came to, in the page's language. Both edges
// answer from it: the booking pages' Server Actions (app/(site)/lang/[locale]/book/actions.ts) as
// the form's state, and the public booking API (app/api/v1/booking/…) with its statuses
// (visitorAnswerResponse), so the two never tell a visitor different things.
export type VisitorBookingAnswer =
  // Booked, moved or cancelled: the booking as it is now.
  | { kind: 'done'; confirmation: BookingConfirmation }
  // The time is not (or no longer) free; these are (the link stays usable for a move).
  | { kind: 'taken'; message: string; alternatives: string[] }
  // The address already holds its upcoming bookings; the message says whether it was sent their links.
  | { kind: 'limit'; message: string }
  | { kind: 'unknown-type'; message: string }
  // A link that is not ours (403), expired or used (410), or a booking no longer confirmed (409).
  | { kind: 'link'; status: 403 | 409 | 410; message: string }
  // Inside the type's change notice: the page offers phone and WhatsApp.
  | { kind: 'too-late'; message: string };

async function done(bookingId: string): Promise<VisitorBookingAnswer> {
  const summary = await bookingSummary(bookingId);
  if (!summary) throw new Error(`booking ${bookingId} vanished after a change`);
  return { kind: 'done', confirmation: toConfirmation(summary) };
}

function taken(texts: BookingTexts, alternatives: readonly Date[]): VisitorBookingAnswer {
  return { kind: 'taken', message: texts.answer('slotTaken'), alternatives: alternatives.map((slot) => slot.toISOString()) };
}

export async function bookAsVisitor(data: ParsedBookingRequest, texts: BookingTexts): Promise<VisitorBookingAnswer> {
  const outcome = await bookConsultation(data);
  if (outcome.ok) return done(outcome.bookingId);
  if (outcome.reason === 'unknown-type') return { kind: 'unknown-type', message: texts.answer('unknownType') };
  if (outcome.reason === 'limit') {
    return { kind: 'limit', message: texts.answer(outcome.linksMailed ? 'bookingLimit' : 'bookingLimitNotMailed', { max: BOOKING_LIMITS.upcomingPerAddress }) };
  }
  return taken(texts, outcome.alternatives);
}

export async function moveAsVisitor(data: { token: string; start: Date; reason: string }, texts: BookingTexts): Promise<VisitorBookingAnswer> {
  return byLink(data.token, 'reschedule', texts, async (bookingId) => {
    const outcome = await moveBooking(bookingId, data.start, { kind: 'visitor' }, data.reason);
    if (outcome.ok) return { changed: true, answer: await done(bookingId) };
    const answer = outcome.reason === 'taken' ? taken(texts, outcome.alternatives) : notChangeable(texts);
    return { changed: false, answer };
  });
}

export async function cancelAsVisitor(data: { token: string; reason: string }, texts: BookingTexts): Promise<VisitorBookingAnswer> {
  return byLink(data.token, 'cancel', texts, async (bookingId) => {
    const outcome = await cancelBooking(bookingId, { kind: 'visitor' }, data.reason);
    return outcome.ok ? { changed: true, answer: await done(bookingId) } : { changed: false, answer: notChangeable(texts) };
  });
}

function notChangeable(texts: BookingTexts): VisitorBookingAnswer {
  return { kind: 'link', status: 409, message: texts.answer('notChangeable') };
}

const REFUSED_LINK = {
  invalid: { status: 403, answer: 'linkInvalid' },
  expired: { status: 410, answer: 'linkExpired' },
  used: { status: 410, answer: 'linkUsed' },
} as const;

// Acts on the booking a link's token names, and only on it (the booking comes from the token,
// never from the form): the token is checked for `action` and spent, then `change` runs. A change
// that does not happen gives the token back, so the link can be used again.
async function byLink(
  token: string,
  action: BookingLinkAction,
  texts: BookingTexts,
  change: (bookingId: string) => Promise<{ changed: boolean; answer: VisitorBookingAnswer }>,
  now = new Date(),
): Promise<VisitorBookingAnswer> {
  const check = await readBookingToken(token, action, now);
  if (!check.ok) return { kind: 'link', status: REFUSED_LINK[check.reason].status, message: texts.answer(REFUSED_LINK[check.reason].answer) };
  const summary = await bookingSummary(check.bookingId);
  if (!summary) return { kind: 'link', status: 410, message: texts.answer('linkInvalid') };
  if (summary.status !== 'confirmed') return notChangeable(texts);
  if (now.getTime() > Date.parse(summary.changeableUntil)) return { kind: 'too-late', message: texts.answer('changeNotice') };
  if (!(await spendBookingToken(check))) return { kind: 'link', status: 410, message: texts.answer('linkUsed') };
  let result: { changed: boolean; answer: VisitorBookingAnswer };
  try {
    result = await change(check.bookingId);
  } catch (error) {
    await returnBookingToken(check);
    throw error;
  }
  if (!result.changed) await returnBookingToken(check);
  return result.answer;
}

// The public booking API's answer: 201 (a booking) or 200 (a move or cancellation) with the
// confirmation; 409 with alternatives, or with `code: 'booking-limit'`; 404 for a type that cannot
// be booked; 403 / 409 / 410 for a link; 422 inside the change notice.
export function visitorAnswerResponse(answer: VisitorBookingAnswer, doneStatus: 200 | 201): NextResponse {
  switch (answer.kind) {
    case 'done':
      return NextResponse.json({ success: true, data: answer.confirmation }, { status: doneStatus });
    case 'taken':
      return NextResponse.json({ success: false, message: answer.message, alternatives: answer.alternatives } satisfies SlotTakenBody, { status: 409 });
    case 'limit':
      return NextResponse.json({ success: false, message: answer.message, code: BOOKING_LIMIT_CODE } satisfies BookingLimitBody, { status: 409 });
    case 'unknown-type':
      return NextResponse.json({ success: false, message: answer.message }, { status: 404 });
    case 'link':
      return NextResponse.json({ success: false, message: answer.message }, { status: answer.status });
    case 'too-late':
      return NextResponse.json({ success: false, message: answer.message }, { status: 422 });
  }
}
