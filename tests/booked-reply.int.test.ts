import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookedReplyFor } from '@/lib/server/replies/booked-reply';
import { connectDb } from '@/lib/server/db';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { Enquiry } from '@/models/enquiry';
import { createType } from './support/booking';
import { createUser } from './support/auth';
import { storeBooking } from './support/stored-booking';

// The reply to a booked lead (issue 40, item 10): the lead's page reads the lead's next coming
// booking (lib/server/replies/booked-reply.ts) and its composer starts from the template for booked
// leads with it; a lead whose bookings are past or cancelled starts from the service's usual one.
// The composer's choice in the browser is e2e/booked-reply.spec.ts's.

const NOW = new Date('2026-11-25T12:00:00Z');
let adviserId = '';
let typeId = '';

async function lead(locale: 'en' | 'de' = 'en'): Promise<string> {
  const enquiry = await new Enquiry({ source: 'booking', fullName: 'Priya Sharma', email: `${new mongoose.Types.ObjectId()}@example.com`, message: 'Booked', locale, mailQueued: true }).save();
  return enquiry._id.toString();
}

async function booked(enquiryId: string, start: string, fields: { status?: 'confirmed' | 'cancelled' | 'done' | 'no-show'; locale?: string; timeZone?: string } = {}) {
  const id = await storeBooking({ adviserId, start: new Date(start), enquiryId, status: fields.status });
  await Booking.updateOne({ _id: id }, { $set: { typeId, timeZone: fields.timeZone ?? 'Asia/Kolkata', locale: fields.locale ?? 'en' } });
  return id;
}

beforeAll(async () => {
  await connectDb();
  adviserId = await createUser({ email: 'booked-reply-adviser@example.com', password: 'long enough password', name: 'Ada Adviser', role: 'adviser' });
  typeId = await createType({ name: { en: 'First consultation', de: 'Erstberatung' }, channel: 'video', videoUrl: 'https://meet.example.org/room' });
});

beforeEach(async () => {
  await Promise.all([Booking.deleteMany({}), BookingClaim.deleteMany({}), Enquiry.deleteMany({})]);
});

describe('the booked reply of a lead', () => {
  it('comes from the lead’s next coming booking, in both languages, starting in the booking’s', async () => {
    const id = await lead('en');
    await booked(id, '2026-12-07T09:00:00Z', { locale: 'de' });
    await booked(id, '2026-11-30T09:00:00Z', { locale: 'de' });
    const reply = await bookedReplyFor(id, NOW);
    expect(reply?.language).toBe('de');
    expect(reply?.values.en).toMatchObject({
      consultation: 'First consultation',
      channel: 'How: video call. At the time, join by this link: https://meet.example.org/room',
    });
    expect(reply?.values.en.yourTime).toContain('Monday, 30 November 2026, 14:30');
    expect(reply?.values.en.berlinTime).toContain('Monday, 30 November 2026, 10:00');
    expect(reply?.values.de.consultation).toBe('Erstberatung');
    expect(reply?.values.de.yourTime).toContain('Montag, 30. November 2026, 14:30');
  });

  it('is none for a lead whose bookings are past, done, missed or cancelled, or who has none', async () => {
    const id = await lead();
    await booked(id, '2026-11-20T09:00:00Z');
    await booked(id, '2026-11-21T09:00:00Z', { status: 'done' });
    await booked(id, '2026-11-22T09:00:00Z', { status: 'no-show' });
    await booked(id, '2026-12-01T09:00:00Z', { status: 'cancelled' });
    expect(await bookedReplyFor(id, NOW)).toBeNull();
    expect(await bookedReplyFor(await lead(), NOW)).toBeNull();
    expect(await bookedReplyFor('not-an-id', NOW)).toBeNull();
  });

  it('skips a cancelled booking for the next one that stands', async () => {
    const id = await lead();
    await booked(id, '2026-11-27T09:00:00Z', { status: 'cancelled' });
    await booked(id, '2026-12-02T09:00:00Z');
    expect((await bookedReplyFor(id, NOW))?.values.en.yourTime).toContain('Wednesday, 2 December 2026, 14:30');
  });
});
