import { randomUUID } from 'node:crypto';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as book } from '@/app/api/v1/booking/route';
import { GET as slotsRoute } from '@/app/api/v1/booking/slots/route';
import { claimTime } from '@/lib/server/booking/claims';
import { holdId, sweepBookingClaims } from '@/lib/server/booking/holds';
import { freeSlotsForType } from '@/lib/server/booking/slots-for-type';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, getJson, postJson } from './support/booking';

// Booking a consultation through the public API (issue 29): the time must be one offered now, no
// time is ever given twice, and a booking is a lead.

let hourType = '';
let shortType = '';
let adviserId = '';
const day = dayAhead(3);

beforeAll(async () => {
  hourType = await createType({ durationMinutes: 60, intervalMinutes: 20 });
  shortType = await createType({ durationMinutes: 20, intervalMinutes: 20 });
  adviserId = await createAdviser([hourType, shortType], 'Anna Adviser');
});

beforeEach(clearBookings);

const offered = async (typeId: string) => (await freeSlotsForType(typeId, day, day)).map((slot) => slot.toISOString());

describe('GET /api/v1/booking/slots', () => {
  it('answers the free starts of the days asked, never cached', async () => {
    const answer = await getJson(slotsRoute, `type=${hourType}&from=${day}&to=${day}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.body.data).toMatchObject({ typeId: hourType, from: day, to: day });
    // 09:00 to 16:00 every 20 minutes: a 60-minute meeting fits up to 16:00.
    expect(answer.body.data.slots[0]).toBe(berlinAt(day, '09:00').toISOString());
    expect(answer.body.data.slots.at(-1)).toBe(berlinAt(day, '16:00').toISOString());
    expect(answer.body.data.slots).toHaveLength(22);
  });

  it('refuses a bad query (400) and an unknown type (404)', async () => {
    expect((await getJson(slotsRoute, `type=${hourType}&from=${day}`)).status).toBe(400);
    expect((await getJson(slotsRoute, `type=${hourType}&from=${day}&to=${dayAhead(60)}`)).status).toBe(400);
    const unknown = await getJson(slotsRoute, `type=64b7f0c2a1b2c3d4e5f60718&from=${day}&to=${day}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false });
  });
});

describe('POST /api/v1/booking', () => {
  it('books an offered time: 201 with the confirmation, the booking, its lead and its event', async () => {
    const start = berlinAt(day, '10:00');
    const answer = await postJson(book, bookingBody(hourType, start));
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      success: true,
      data: {
        bookingId: expect.any(String),
        start: start.toISOString(),
        end: berlinAt(day, '11:00').toISOString(),
        timeZone: 'Asia/Kolkata',
        typeName: 'First consultation',
        channel: 'video',
        locale: 'en',
      },
    });
    const booking = await Booking.findById(answer.body.data.bookingId).lean();
    expect(booking).toMatchObject({ adviserId, adviserName: 'Anna Adviser', status: 'confirmed', sequence: 0, day, typeName: 'First consultation' });
    expect(booking?.uid).toBe(`${answer.body.data.bookingId}@localhost:3000`);
    expect(await BookingClaim.countDocuments({ bookingId: holdId(answer.body.data.bookingId, 0) })).toBe(12);
    const enquiry = await Enquiry.findById(booking?.enquiryId).lean();
    expect(enquiry).toMatchObject({ source: 'booking', email: 'priya@example.org', message: 'Opportunity Card for a software developer', mailQueued: true, locale: 'en' });
    // The booking, then the lead's move to Consultation booked (issue 47; tests/pipeline.int.test.ts).
    const events = await LeadEvent.find({ enquiryId: booking?.enquiryId }).sort({ at: 1, _id: 1 }).lean();
    expect(events.map((event) => event.kind)).toEqual(['booking-booked', 'stage']);
    expect(events).toEqual([expect.objectContaining({ kind: 'booking-booked', bookingId: answer.body.data.bookingId, typeName: 'First consultation', text: 'Opportunity Card for a software developer' }), expect.objectContaining({ kind: 'stage' })]);
    expect(events[0]?.bookingStart?.toISOString()).toBe(start.toISOString());
    // The time is no longer offered.
    expect(await offered(hourType)).not.toContain(start.toISOString());
  });

  // Twenty requests through FerretDB's scans on two shared cores: 15-27 s measured while builds ran
  // beside it. The 60 s bound catches a hang; it times nothing.
  it('20 visitors at once for one time: exactly one 201 and nineteen 409 with alternatives', async () => {
    const start = berlinAt(day, '13:00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => postJson(book, bookingBody(hourType, start, { email: `visitor${index}@example.org`, clientId: randomUUID() }))),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(19);
    for (const answer of refused) {
      expect(answer.body).toMatchObject({ success: false, message: 'This time is no longer free. Please choose another one.' });
      expect(answer.body.alternatives.length).toBeGreaterThan(0);
      expect(answer.body.alternatives.length).toBeLessThanOrEqual(6);
      expect(answer.body.alternatives).not.toContain(start.toISOString());
    }
    expect(await Booking.countDocuments({})).toBe(1);
    expect(new Set((await BookingClaim.find({}).lean()).map((claim) => claim.bookingId)).size).toBe(1);
  }, 60_000);

  it('a 60-minute booking at 10:00 blocks a 20-minute request at 10:40 with the same adviser, not one at 11:00', async () => {
    expect((await postJson(book, bookingBody(hourType, berlinAt(day, '10:00')))).status).toBe(201);
    expect(await offered(shortType)).not.toContain(berlinAt(day, '10:40').toISOString());
    expect(await offered(shortType)).toContain(berlinAt(day, '11:00').toISOString());
    const refused = await postJson(book, bookingBody(shortType, berlinAt(day, '10:40'), { email: 'second@example.org' }));
    expect(refused.status).toBe(409);
    expect(refused.body.alternatives[0]).toBe(berlinAt(day, '09:00').toISOString());
    expect((await postJson(book, bookingBody(shortType, berlinAt(day, '11:00'), { email: 'second@example.org' }))).status).toBe(201);
  });

  it('refuses a crafted time that was never offered (409), off the grid or outside the hours', async () => {
    for (const time of ['10:07', '07:00', '16:40']) {
      const answer = await postJson(book, bookingBody(hourType, berlinAt(day, time)));
      expect(answer.status, time).toBe(409);
      expect(answer.body.alternatives.length, time).toBe(6);
    }
    // Inside the minimum notice (12 hours): refused too.
    expect((await postJson(book, bookingBody(hourType, new Date(Date.now() + 60 * 60_000)))).status).toBe(409);
    expect(await Booking.countDocuments({})).toBe(0);
    expect(await BookingClaim.countDocuments({})).toBe(0);
  });

  it('a repeat of the same submission (same clientId) books once and answers the same booking', async () => {
    const body = bookingBody(hourType, berlinAt(day, '14:00'), { clientId: randomUUID() });
    const first = await postJson(book, body);
    expect(first.status).toBe(201);
    const again = await postJson(book, body);
    expect(again.status).toBe(201);
    expect(again.body.data.bookingId).toBe(first.body.data.bookingId);
    expect(await Booking.countDocuments({})).toBe(1);
    expect(await Enquiry.countDocuments({})).toBe(1);
    expect(await LeadEvent.countDocuments({ kind: 'booking-booked' })).toBe(1);
    // Sent twice at the same moment: still one booking (the twin that loses the race for the time
    // answers the first booking if it is already written, else 409).
    const twin = bookingBody(hourType, berlinAt(day, '15:00'), { clientId: randomUUID() });
    const answers = await Promise.all([postJson(book, twin), postJson(book, twin)]);
    expect(answers.filter((answer) => answer.status === 201).length).toBeGreaterThanOrEqual(1);
    expect(new Set(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.data.bookingId)).size).toBe(1);
    expect(await Booking.countDocuments({})).toBe(2);
    expect(await Enquiry.countDocuments({})).toBe(1);
  });

  it('joins the open enquiry of the same address, and starts one otherwise', async () => {
    const open = await new Enquiry({ fullName: 'Priya Sharma', email: 'priya@example.org', message: 'A question about visas', source: 'service', mailQueued: true }).save();
    await new Enquiry({ fullName: 'Priya Sharma', email: 'priya@example.org', message: 'An old closed one', status: 'closed', mailQueued: true }).save();
    const joined = await postJson(book, bookingBody(hourType, berlinAt(day, '09:00'), { email: 'Priya@Example.org' }));
    expect(joined.status).toBe(201);
    expect((await Booking.findById(joined.body.data.bookingId).lean())?.enquiryId?.toString()).toBe(open._id.toString());
    expect(await LeadEvent.countDocuments({ enquiryId: open._id, kind: 'booking-booked' })).toBe(1);

    await Enquiry.updateOne({ _id: open._id.toString() }, { $set: { status: 'closed' } });
    const fresh = await postJson(book, bookingBody(hourType, berlinAt(day, '11:00'), { topic: '' }));
    const booking = await Booking.findById(fresh.body.data.bookingId).lean();
    expect(booking?.enquiryId?.toString()).not.toBe(open._id.toString());
    const created = await Enquiry.findById(booking?.enquiryId).lean();
    expect(created).toMatchObject({ source: 'booking', phoneNumber: '+91 98765 43210', mailQueued: true });
    expect(created?.message).toMatch(/^Consultation booked: First consultation, /);
    expect(await LeadEvent.countDocuments({ enquiryId: created?._id, kind: 'booking-booked' })).toBe(1);
  });

  it('answers 400 with field errors in the page’s language, and 404 for an unknown type', async () => {
    const answer = await postJson(book, bookingBody(hourType, berlinAt(day, '10:00'), { locale: 'de', phoneNumber: '', consent: false, timeZone: 'Mars/Olympus', email: 'nope' }));
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      success: false,
      errors: {
        consent: ['Bitte stimmen Sie der Verwendung Ihrer Angaben zu.'],
        timeZone: ['Bitte wählen Sie eine Zeitzone.'],
        email: ['Bitte geben Sie eine gültige E-Mail-Adresse ein.'],
      },
    });
    const noContact = await postJson(book, bookingBody(hourType, berlinAt(day, '10:00'), { locale: 'de', phoneNumber: '' }));
    expect(noContact).toMatchObject({ status: 400, body: { errors: { phoneNumber: ['Bitte geben Sie eine Telefon- oder WhatsApp-Nummer an.'] } } });
    const unknown = await postJson(book, bookingBody('64b7f0c2a1b2c3d4e5f60718', berlinAt(day, '10:00'), { locale: 'de' }));
    expect(unknown).toMatchObject({ status: 404, body: { success: false, message: 'Diese Beratung kann nicht gebucht werden.' } });
    expect(await Booking.countDocuments({})).toBe(0);
  });

  it('a filled honeypot is told it booked and nothing is stored', async () => {
    const answer = await postJson(book, bookingBody(hourType, berlinAt(day, '10:00'), { website: 'http://spam.example' }));
    expect(answer).toMatchObject({ status: 201, body: { success: true, data: null } });
    expect(await Booking.countDocuments({})).toBe(0);
    expect(await Enquiry.countDocuments({})).toBe(0);
  });
});

describe('the claim sweep', () => {
  it('frees a time claimed by a process that died before writing its booking, and the time is offered again', async () => {
    const start = berlinAt(day, '15:00');
    const hold = holdId('64b7f0c2a1b2c3d4e5f60719', 0);
    expect(await claimTime(adviserId, hold, start, berlinAt(day, '16:00'))).toBe(true);
    expect(await offered(hourType)).toContain(start.toISOString());
    expect((await postJson(book, bookingBody(hourType, start))).status).toBe(409);
    // Too recent: the booking may still be on its way.
    expect(await sweepBookingClaims()).toBe(0);
    expect(await sweepBookingClaims(new Date(Date.now() + 3 * 60_000))).toBe(12);
    expect((await postJson(book, bookingBody(hourType, start))).status).toBe(201);
    // A live booking's claims stay.
    expect(await sweepBookingClaims(new Date(Date.now() + 3 * 60_000))).toBe(0);
    expect(await BookingClaim.countDocuments({})).toBe(12);
  });
});
