import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { POST as book } from '@/app/api/v1/booking/route';
import { POST as cancelRoute } from '@/app/api/v1/booking/cancel/route';
import { POST as rescheduleRoute } from '@/app/api/v1/booking/reschedule/route';
import { GET as slotsRoute } from '@/app/api/v1/booking/slots/route';
import { cancelBooking, markBookingOutcome, moveBooking } from '@/lib/server/booking/changes';
import { claimTime } from '@/lib/server/booking/claims';
import { holdId, sweepBookingClaims } from '@/lib/server/booking/holds';
import { freeSlotsForType } from '@/lib/server/booking/slots-for-type';
import { bookingLinks, readBookingToken, signBookingToken } from '@/lib/server/booking/tokens';
import { AdviserHours } from '@/models/adviser-hours';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { ConsultationType } from '@/models/consultation-type';
import { LeadEvent } from '@/models/lead-event';
import { secretKey } from './support/auth';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, getJson, postJson } from './support/booking';

// Moving and cancelling a booking (issue 29): by the visitor's single-use links, or by staff. The
// new time is claimed before the old one is released; a link acts only on the booking it names.

let typeId = '';
let strictType = '';
let adviserId = '';
let otherAdviser = '';
const day = dayAhead(3);
const staff = { kind: 'staff' as const, actorId: 'staff-1', actorName: 'Sam Staff' };

beforeAll(async () => {
  typeId = await createType({ durationMinutes: 60, intervalMinutes: 20 });
  // Changes by link only up to ten days before the start.
  strictType = await createType({ durationMinutes: 60, intervalMinutes: 20, changeNoticeMinutes: 10 * 24 * 60 });
  adviserId = await createAdviser([typeId, strictType], 'Anna Adviser');
  otherAdviser = await createAdviser([], 'Ben Busy');
});

beforeEach(clearBookings);

async function bookAt(time: string, fields: Record<string, unknown> = {}, type = typeId): Promise<string> {
  const answer = await postJson(book, bookingBody(type, berlinAt(day, time), fields));
  expect(answer.status).toBe(201);
  return answer.body.data.bookingId;
}

const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;
const offered = async () => (await freeSlotsForType(typeId, day, day)).map((slot) => slot.toISOString());
const holders = async () => [...new Set((await BookingClaim.find({}).lean()).map((claim) => claim.bookingId))];

describe('the free times a reschedule link sees', () => {
  it('include the booking’s own time and a type no longer offered; another link is refused', async () => {
    const id = await bookAt('10:00');
    const links = await bookingLinks(id);
    const ten = berlinAt(day, '10:00').toISOString();
    const plain = await getJson(slotsRoute, `type=${typeId}&from=${day}&to=${day}`);
    expect(plain.status).toBe(200);
    expect(plain.body.data.slots).not.toContain(ten);
    const moving = await getJson(slotsRoute, `type=${typeId}&from=${day}&to=${day}&token=${tokenOf(links.reschedule)}`);
    expect(moving.status).toBe(200);
    expect(moving.body.data.slots).toContain(ten);
    // A cancel link is not a reschedule link.
    expect((await getJson(slotsRoute, `type=${typeId}&from=${day}&to=${day}&token=${tokenOf(links.cancel)}`)).status).toBe(403);
    await ConsultationType.updateOne({ _id: typeId }, { $set: { active: false } });
    try {
      expect((await getJson(slotsRoute, `type=${typeId}&from=${day}&to=${day}`)).status).toBe(404);
      const inactive = await getJson(slotsRoute, `type=${typeId}&from=${day}&to=${day}&token=${tokenOf(links.reschedule)}`);
      expect(inactive.status).toBe(200);
      expect(inactive.body.data.slots).toContain(ten);
    } finally {
      await ConsultationType.updateOne({ _id: typeId }, { $set: { active: true } });
    }
  });
});

describe('the visitor’s links', () => {
  it('are absolute addresses in the booking’s language with tokens for their own action', async () => {
    const id = await bookAt('10:00', { locale: 'de' });
    const links = await bookingLinks(id);
    expect(links.reschedule).toMatch(/^http:\/\/localhost:3000\/de\/termin\/verschieben\?token=[\w.-]+$/);
    expect(links.cancel).toMatch(/^http:\/\/localhost:3000\/de\/termin\/absagen\?token=[\w.-]+$/);
    expect(await readBookingToken(tokenOf(links.cancel), 'cancel')).toMatchObject({ ok: true, bookingId: id });
    expect(await readBookingToken(tokenOf(links.cancel), 'reschedule')).toEqual({ ok: false, reason: 'invalid' });
    // They expire at the meeting's start.
    expect(await readBookingToken(tokenOf(links.cancel), 'cancel', new Date(berlinAt(day, '10:00').getTime() + 1000))).toEqual({ ok: false, reason: 'expired' });
    const english = await bookingLinks(await bookAt('14:00'));
    expect(english.cancel).toMatch(/^http:\/\/localhost:3000\/book\/cancel\?token=/);
  });

  it('cancel: the booking is cancelled, its time free again, the lead’s timeline says why; the link works once', async () => {
    const id = await bookAt('10:00');
    const { cancel } = await bookingLinks(id);
    const answer = await postJson(cancelRoute, { token: tokenOf(cancel), reason: 'I found a job offer' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ success: true, data: { bookingId: id, start: berlinAt(day, '10:00').toISOString() } });
    const booking = await Booking.findById(id).lean();
    expect(booking).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', reason: 'I found a job offer', sequence: 1 });
    expect(await BookingClaim.countDocuments({})).toBe(0);
    expect(await offered()).toContain(berlinAt(day, '10:00').toISOString());
    expect(await LeadEvent.findOne({ enquiryId: booking?.enquiryId, kind: 'booking-cancelled' }).lean()).toMatchObject({ bookingId: id, text: 'I found a job offer', actorName: '' });
    const again = await postJson(cancelRoute, { token: tokenOf(cancel) });
    expect(again).toMatchObject({ status: 410, body: { success: false, message: 'This link has already been used.' } });
  });

  it('reschedule: the new time is taken, the old one freed; the old link is used, the other link names the moved booking', async () => {
    const id = await bookAt('10:00');
    const links = await bookingLinks(id);
    const answer = await postJson(rescheduleRoute, { token: tokenOf(links.reschedule), start: berlinAt(day, '14:00').toISOString(), reason: 'A meeting at work' });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ bookingId: id, start: berlinAt(day, '14:00').toISOString(), end: berlinAt(day, '15:00').toISOString() });
    expect(await Booking.findById(id).lean()).toMatchObject({ sequence: 1, day, adviserId, reason: 'A meeting at work', status: 'confirmed' });
    expect(await holders()).toEqual([holdId(id, 1)]);
    expect(await offered()).toContain(berlinAt(day, '10:00').toISOString());
    expect(await offered()).not.toContain(berlinAt(day, '14:00').toISOString());
    const event = await LeadEvent.findOne({ kind: 'booking-moved' }).lean();
    expect(event).toMatchObject({ bookingId: id, text: 'A meeting at work' });
    expect(event?.bookingStart?.toISOString()).toBe(berlinAt(day, '14:00').toISOString());
    expect((await postJson(rescheduleRoute, { token: tokenOf(links.reschedule), start: berlinAt(day, '15:00').toISOString() })).status).toBe(410);
    // The cancel link of the first mail still acts on the same, moved booking.
    expect((await postJson(cancelRoute, { token: tokenOf(links.cancel) })).status).toBe(200);
    expect(await Booking.findById(id).lean()).toMatchObject({ status: 'cancelled', sequence: 2 });
    expect(await BookingClaim.countDocuments({})).toBe(0);
  });

  it('a time taken meanwhile answers 409 with alternatives, and the link stays usable', async () => {
    const id = await bookAt('10:00');
    await bookAt('14:00', { email: 'other@example.org' });
    const { reschedule } = await bookingLinks(id);
    const refused = await postJson(rescheduleRoute, { token: tokenOf(reschedule), start: berlinAt(day, '14:00').toISOString() });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: 'This time is no longer free. Please choose another one.' });
    expect(refused.body.alternatives).toHaveLength(6);
    // The booking's own time counts as free for its move.
    expect(refused.body.alternatives).toContain(berlinAt(day, '10:00').toISOString());
    expect((await Booking.findById(id).lean())?.sequence).toBe(0);
    expect((await postJson(rescheduleRoute, { token: tokenOf(reschedule), start: berlinAt(day, '12:00').toISOString() })).status).toBe(200);
  });

  it('refuses a tampered, foreign, wrongly signed, expired or mistaken token, and never acts on another booking', async () => {
    const mine = await bookAt('10:00');
    const theirs = await bookAt('14:00', { email: 'other@example.org' });
    const token = tokenOf((await bookingLinks(mine)).cancel);
    // The payload changed to name another booking: the signature no longer matches.
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const tampered = [header, Buffer.from(JSON.stringify({ ...claims, sub: theirs })).toString('base64url'), signature].join('.');
    expect(await postJson(cancelRoute, { token: tampered })).toMatchObject({ status: 403, body: { success: false, message: 'This link is not valid.' } });
    // Signed with the session key instead of the links' own.
    const sessionSigned = await new SignJWT({ act: 'cancel' }).setProtectedHeader({ alg: 'HS256' }).setAudience('booking-link').setSubject(theirs).setJti('x-1').setExpirationTime('1h').sign(secretKey);
    expect((await postJson(cancelRoute, { token: sessionSigned })).status).toBe(403);
    // A cancel token on the reschedule route.
    expect((await postJson(rescheduleRoute, { token, start: berlinAt(day, '12:00').toISOString() })).status).toBe(403);
    // Expired: its time was the meeting's start.
    const expired = await signBookingToken(theirs, 'cancel', new Date(Date.now() - 1000));
    expect(await postJson(cancelRoute, { token: expired, locale: 'de' })).toMatchObject({ status: 410, body: { message: 'Dieser Link ist abgelaufen.' } });
    expect(await Booking.countDocuments({ status: 'confirmed' })).toBe(2);
    // The untouched token still cancels its own booking, and only that one.
    expect((await postJson(cancelRoute, { token })).status).toBe(200);
    expect((await Booking.findById(mine).lean())?.status).toBe('cancelled');
    expect((await Booking.findById(theirs).lean())?.status).toBe('confirmed');
  });

  it('inside the change notice the link answers 422 and changes nothing', async () => {
    const id = await bookAt('10:00', {}, strictType);
    const links = await bookingLinks(id);
    const answer = await postJson(cancelRoute, { token: tokenOf(links.cancel) });
    expect(answer).toMatchObject({ status: 422, body: { success: false, message: expect.stringMatching(/call us or write to us on WhatsApp/) } });
    expect((await postJson(rescheduleRoute, { token: tokenOf(links.reschedule), start: berlinAt(day, '14:00').toISOString() })).status).toBe(422);
    expect((await Booking.findById(id).lean())?.status).toBe('confirmed');
  });
});

describe('staff changes', () => {
  it('a move claims the new time before releasing the old: an overlapping move keeps the shared cells', async () => {
    const id = await bookAt('10:00');
    const outcome = await moveBooking(id, berlinAt(day, '10:20'), staff, 'Adviser asked');
    expect(outcome).toEqual({ ok: true, start: berlinAt(day, '10:20'), end: berlinAt(day, '11:20') });
    const claims = await BookingClaim.find({}).sort({ _id: 1 }).lean();
    expect(claims).toHaveLength(12);
    expect(new Set(claims.map((claim) => claim.bookingId))).toEqual(new Set([holdId(id, 1)]));
    expect(claims[0]?._id).toBe(`${adviserId}:${berlinAt(day, '10:20').toISOString().slice(0, 16)}Z`);
    expect(await offered()).toContain(berlinAt(day, '09:00').toISOString());
    expect(await offered()).not.toContain(berlinAt(day, '09:40').toISOString());
    expect(await LeadEvent.findOne({ kind: 'booking-moved' }).lean()).toMatchObject({ actorId: 'staff-1', actorName: 'Sam Staff', text: 'Adviser asked' });
  });

  it('the sweep releases a hold the booking has moved on from, and keeps its current one', async () => {
    const id = await bookAt('10:00');
    expect((await moveBooking(id, berlinAt(day, '12:00'), staff)).ok).toBe(true);
    // As if the move had died before releasing its old time.
    expect(await claimTime(adviserId, holdId(id, 0), berlinAt(day, '10:00'), berlinAt(day, '11:00'))).toBe(true);
    expect(await sweepBookingClaims(new Date(Date.now() + 3 * 60_000))).toBe(12);
    expect(await holders()).toEqual([holdId(id, 1)]);
  });

  it('a booking of a type no longer offered can still be moved', async () => {
    const id = await bookAt('10:00');
    await ConsultationType.updateOne({ _id: typeId }, { $set: { active: false } });
    try {
      expect(await freeSlotsForType(typeId, day, day)).toEqual([]);
      expect(await freeSlotsForType(typeId, day, day, new Date(), { ignoreBookingId: id })).toContainEqual(berlinAt(day, '12:00'));
      expect((await moveBooking(id, berlinAt(day, '12:00'), staff)).ok).toBe(true);
    } finally {
      await ConsultationType.updateOne({ _id: typeId }, { $set: { active: true } });
    }
  });

  it('a move to a time never offered is refused and changes nothing', async () => {
    const id = await bookAt('10:00');
    const outcome = await moveBooking(id, berlinAt(day, '10:07'), staff);
    expect(outcome).toMatchObject({ ok: false, reason: 'taken' });
    expect(await Booking.findById(id).lean()).toMatchObject({ sequence: 0, start: berlinAt(day, '10:00') });
    expect(await holders()).toEqual([holdId(id, 0)]);
    // The failed attempt left the booking changeable.
    expect((await moveBooking(id, berlinAt(day, '12:00'), staff)).ok).toBe(true);
  });

  it('cancel by staff, then nothing more changes it; done and no-show keep the time claimed', async () => {
    const cancelled = await bookAt('10:00');
    expect(await cancelBooking(cancelled, staff, 'Adviser ill')).toEqual({ ok: true });
    expect(await Booking.findById(cancelled).lean()).toMatchObject({ status: 'cancelled', cancelledBy: 'staff' });
    expect(await cancelBooking(cancelled, staff)).toEqual({ ok: false, reason: 'not-changeable' });
    expect(await moveBooking(cancelled, berlinAt(day, '12:00'), staff)).toEqual({ ok: false, reason: 'not-changeable' });
    expect(await markBookingOutcome(cancelled, 'done', staff)).toEqual({ ok: false, reason: 'not-changeable' });

    const done = await bookAt('14:00');
    expect(await markBookingOutcome(done, 'no-show', staff)).toEqual({ ok: true });
    expect(await Booking.findById(done).lean()).toMatchObject({ status: 'no-show', outcomeAt: expect.any(Date) });
    expect(await LeadEvent.findOne({ kind: 'booking-no-show' }).lean()).toMatchObject({ bookingId: done, actorName: 'Sam Staff' });
    expect(await holders()).toEqual([holdId(done, 0)]);
    expect(await cancelBooking('64b7f0c2a1b2c3d4e5f60718', staff)).toEqual({ ok: false, reason: 'not-found' });
  });

  it('a move goes to another adviser when the same one is busy then', async () => {
    const id = await bookAt('10:00');
    const blocker = await bookAt('14:00', { email: 'other@example.org' });
    // Ben starts taking the type; Anna has both bookings.
    await AdviserHours.updateOne({ _id: otherAdviser }, { $set: { typeIds: [typeId] } });
    const outcome = await moveBooking(id, berlinAt(day, '14:00'), staff);
    expect(outcome.ok).toBe(true);
    expect(await Booking.findById(id).lean()).toMatchObject({ adviserId: otherAdviser, adviserName: 'Ben Busy', sequence: 1 });
    expect((await holders()).sort()).toEqual([holdId(blocker, 0), holdId(id, 1)].sort());
    expect(await BookingClaim.countDocuments({ _id: new RegExp(`^${otherAdviser}:`) })).toBe(12);
    await AdviserHours.updateOne({ _id: otherAdviser }, { $set: { typeIds: [] } });
  });
});
