import 'server-only';
import mongoose from 'mongoose';
import type { ConsultationTypeRecord } from '@/lib/booking/consultation-type';
import { addDays, berlinDay } from '@/lib/time/berlin';
import type { ParsedBookingRequest } from '@/lib/booking/booking-request';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { selfCheckBlocks } from '@/lib/server/leads/self-check';
import { Booking } from '@/models/booking';
import { deliverBookingMailAfterResponse, queueBookingMail, queueUpcomingLinksMail } from './booking-mail';
import { UPCOMING_PER_ADDRESS, upcomingBookings } from './booking-limits';
import { enquiryForBooking, recordBookingEvent } from './booking-lead';
import { consultationTypeById } from './catalog';
import { claimTime, releaseClaims } from './claims';
import { holdId } from './holds';
import { slotsByAdviser, unionOfSlots } from './slots-for-type';

export type BookOutcome =
  | { ok: true; bookingId: string; enquiryId: string; start: Date; end: Date }
  // `taken`: the slot is no longer free (or was never offered); `alternatives` are free starts.
  | { ok: false; reason: 'taken'; alternatives: Date[] }
  // `limit`: the address already holds its upcoming bookings (booking-limits.ts); `linksMailed`:
  // whether it was sent their links.
  | { ok: false; reason: 'limit'; linksMailed: boolean }
  | { ok: false; reason: 'unknown-type' };

const MINUTE = 60_000;
// How many other times a refused request is offered, and how far ahead they are looked for.
const ALTERNATIVES = 6;
const ALTERNATIVES_WITHIN_DAYS = 31;

// The meeting and the adviser's time it blocks with the type's buffers.
export function meetingTimes(type: ConsultationTypeRecord, start: Date) {
  const end = new Date(start.getTime() + type.durationMinutes * MINUTE);
  return {
    start,
    end,
    blockStart: new Date(start.getTime() - type.bufferBeforeMinutes * MINUTE),
    blockEnd: new Date(end.getTime() + type.bufferAfterMinutes * MINUTE),
    day: berlinDay(start),
  };
}

// Free starts to offer instead of a refused one: the next ones from the requested day on (today
// when that is past), ignoring one booking's own time for a move.
export async function alternativeStarts(type: ConsultationTypeRecord, requested: Date, now: Date, ignoreBookingId?: string): Promise<Date[]> {
  const today = berlinDay(now);
  const requestedDay = berlinDay(requested);
  const fromDay = requestedDay > today ? requestedDay : today;
  const perAdviser = await slotsByAdviser(type, fromDay, addDays(fromDay, ALTERNATIVES_WITHIN_DAYS), now, { ignoreBookingId });
  return unionOfSlots(perAdviser).slice(0, ALTERNATIVES);
}

type Booked = Extract<BookOutcome, { ok: true }>;

async function earlierSubmission(clientId: string | undefined): Promise<Booked | null> {
  if (!clientId) return null;
  const row = await Booking.findOne({ clientId })
    .select('enquiryId start end')
    .lean<{ _id: { toString(): string }; enquiryId: unknown; start: Date; end: Date }>();
  return row ? { ok: true, bookingId: row._id.toString(), enquiryId: String(row.enquiryId ?? ''), start: row.start, end: row.end } : null;
}

// A booking over the address's limit is refused, and the address is sent the links of the
// bookings it has (a mail that never fails the answer).
async function overLimit(request: ParsedBookingRequest, now: Date): Promise<Extract<BookOutcome, { reason: 'limit' }>> {
  let linksMailed = false;
  try {
    linksMailed = await queueUpcomingLinksMail(request.email, request.locale, now);
  } catch (error) {
    console.error('[booking] could not queue the mail with an address’s booking links:', error);
  }
  return { ok: false, reason: 'limit', linksMailed };
}

// Whether the address holds more upcoming bookings than it may, this booking included.
async function overUpcomingLimit(email: string, now: Date, including: number): Promise<boolean> {
  return (await upcomingBookings(email, now)).length + including > UPCOMING_PER_ADDRESS;
}

// Books a consultation: the start must be one the type offers now (a crafted start is refused as
// taken); the adviser free then with the fewest bookings that day (then by id) gets it, their
// time claimed under the hold `<bookingId>:0` before the booking is written. The booking then
// creates or joins the visitor's enquiry with a lead event, and its mails are queued. A repeat of
// the same submission (same clientId) answers the first booking.
//
// One address holds at most UPCOMING_PER_ADDRESS upcoming bookings (issue 40). Checked before any
// time is claimed, and again once this booking is written: a request that then counts more than
// the limit (its own booking included) deletes its booking and releases its time. Of requests for
// one address at the same moment, the one whose booking is written last counts every booking
// written before it, so never more than the limit stay; a burst may refuse one more than needed
// (as the rate limits count, lib/server/rate-limit.ts). Only single-document inserts, a count and
// deletes of our own documents: correct on FerretDB, which has no transactions and no atomic
// conditional update, as on MongoDB.
export async function bookConsultation(request: ParsedBookingRequest, options: { now?: Date } = {}): Promise<BookOutcome> {
  const now = options.now ?? new Date();
  const type = await consultationTypeById(request.typeId);
  if (!type || !type.active) return { ok: false, reason: 'unknown-type' };
  await connectDb();
  await Booking.init();
  const earlier = await earlierSubmission(request.clientId);
  if (earlier) return earlier;
  // Before anything is claimed: an unknown checklist or item refuses the whole booking (400).
  const blocks = await selfCheckBlocks(request.attachment, now);
  if (await overUpcomingLimit(request.email, now, 1)) return overLimit(request, now);

  const times = meetingTimes(type, request.start);
  const candidates = (await slotsByAdviser(type, times.day, times.day, now))
    .filter(({ slots }) => slots.some((slot) => slot.getTime() === times.start.getTime()))
    .sort((a, b) => (a.bookedPerDay[times.day] ?? 0) - (b.bookedPerDay[times.day] ?? 0) || a.adviser.userId.localeCompare(b.adviser.userId));

  const bookingId = new mongoose.Types.ObjectId();
  const hold = holdId(bookingId.toString(), 0);
  for (const { adviser } of candidates) {
    if (!(await claimTime(adviser.userId, hold, times.blockStart, times.blockEnd))) continue;
    try {
      await Booking.create({
        _id: bookingId,
        typeId: type.id,
        typeName: type.name.en,
        durationMinutes: type.durationMinutes,
        channel: type.channel,
        adviserId: adviser.userId,
        adviserName: adviser.name,
        ...times,
        status: 'confirmed',
        sequence: 0,
        uid: `${bookingId.toString()}@${new URL(getEnv().SITE_URL).host}`,
        fullName: request.fullName,
        email: request.email,
        phoneNumber: request.phoneNumber,
        whatsappNumber: request.whatsappNumber,
        topic: request.topic,
        timeZone: request.timeZone,
        locale: request.locale,
        ...(request.clientId ? { clientId: request.clientId } : {}),
      });
    } catch (error) {
      await releaseClaims(hold);
      // The same submission, sent twice at once: the other one booked it.
      if (isDuplicateKeyError(error)) {
        const first = await earlierSubmission(request.clientId);
        if (first) return first;
      }
      throw error;
    }
    try {
      // The limit again, this booking counted among the address's (see above).
      if (!(await overUpcomingLimit(request.email, now, 0))) return await leadAndMail(bookingId.toString(), request, type, blocks, now);
    } catch (error) {
      // Without its lead the booking is not taken: the time goes back, the visitor may try again.
      await Booking.deleteOne({ _id: bookingId });
      await releaseClaims(hold);
      throw error;
    }
    // Over the limit: this booking goes again, and the time with it.
    await Booking.deleteOne({ _id: bookingId });
    await releaseClaims(hold);
    return overLimit(request, now);
  }
  // The same submission, sent twice at once, lost the race for the time to itself.
  const first = await earlierSubmission(request.clientId);
  if (first) return first;
  return { ok: false, reason: 'taken', alternatives: await alternativeStarts(type, request.start, now) };
}

async function leadAndMail(
  bookingId: string,
  request: ParsedBookingRequest,
  type: ConsultationTypeRecord,
  blocks: Awaited<ReturnType<typeof selfCheckBlocks>>,
  now: Date,
): Promise<Booked> {
  const enquiryId = await enquiryForBooking(request, type, blocks, now);
  await Booking.updateOne({ _id: bookingId }, { $set: { enquiryId: new mongoose.Types.ObjectId(enquiryId) } });
  const times = meetingTimes(type, request.start);
  await recordBookingEvent({ _id: bookingId, enquiryId, start: times.start, typeName: type.name.en }, 'booking-booked', null, request.topic);
  try {
    await queueBookingMail(bookingId, 'booked');
    deliverBookingMailAfterResponse(bookingId);
  } catch (error) {
    // The booking stands; failing now would only make the visitor book again.
    console.error(`[booking] could not queue the mail of booking ${bookingId}:`, error);
  }
  return { ok: true, bookingId, enquiryId, start: times.start, end: times.end };
}
