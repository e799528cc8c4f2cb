import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as book } from '@/app/api/v1/booking/route';
import { Booking } from '@/models/booking';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';

// The visitor's time zone as a booking stores it (issue 40, item 11): Chrome and Node report some
// places by old names ("Asia/Calcutta", "Asia/Saigon"); the booking keeps IANA's current id, and
// anything that is no zone is still refused in the page's language.

let typeId = '';
const day = dayAhead(3);

beforeAll(async () => {
  typeId = await createType({ durationMinutes: 30, intervalMinutes: 30 });
  await createAdviser([typeId], 'Zoe Zone');
});

beforeEach(clearBookings);

describe('POST /api/v1/booking: the time zone', () => {
  it('stores the current id of a zone named by an old name or a link', async () => {
    const cases = [
      ['Asia/Calcutta', 'Asia/Kolkata', '09:00'],
      ['Asia/Saigon', 'Asia/Ho_Chi_Minh', '10:00'],
      ['US/Eastern', 'America/New_York', '11:00'],
      ['Europe/Kiev', 'Europe/Kyiv', '12:00'],
      ['Asia/Kolkata', 'Asia/Kolkata', '13:00'],
    ] as const;
    for (const [sent, stored, time] of cases) {
      const answer = await postJson(book, bookingBody(typeId, berlinAt(day, time), { timeZone: sent, email: `zone-${time.slice(0, 2)}@example.org` }));
      expect(answer.status, sent).toBe(201);
      expect(answer.body.data.timeZone, sent).toBe(stored);
      const booking = await Booking.findById(answer.body.data.bookingId).lean();
      expect(booking?.timeZone, sent).toBe(stored);
    }
  });

  it('refuses what is no zone, in English and German', async () => {
    for (const [locale, message] of [
      ['en', 'Please choose a time zone'],
      ['de', 'Bitte wählen Sie eine Zeitzone.'],
    ] as const) {
      for (const timeZone of ['Mars/Olympus', 'Asia/Kolkata\nBCC: x', '']) {
        const answer = await postJson(book, bookingBody(typeId, berlinAt(day, '14:00'), { timeZone, locale }));
        expect(answer.status, `${locale} ${JSON.stringify(timeZone)}`).toBe(400);
        expect(answer.body.errors.timeZone).toEqual([message]);
      }
    }
    expect(await Booking.countDocuments({})).toBe(0);
  });
});
