import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseSubject } from '@/app/(admin)/admin/data-protection/actions';
import { dataSubjectExport, dataSubjectSummary } from '@/lib/server/data-subject/collect';
import { connectDb } from '@/lib/server/db';
import { anonymiseLead, eraseLead } from '@/lib/server/leads/lead-erasure';
import { queueMessage } from '@/lib/server/mail/outbox';
import { ANONYMISED_LEAD } from '@/lib/retention/anonymised';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { OutboxMessage } from '@/models/outbox-message';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { storeBooking } from './support/stored-booking';
import { POST as postBooking } from '@/app/api/v1/booking/route';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { berlinAt, bookingBody, createAdviser, createType, dayAhead, postJson } from './support/booking';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// A booking's personal data leaves with its lead (the retention job's anonymising and erasing,
// deleting a lead) and with the person's address (the data-subject tool): the booking or its
// visitor fields, its time claims, and its outbox mail, reminders still waiting included.

const VISITOR = 'vera.visitor@example.com';
let adminToken = '';

beforeAll(async () => {
  await connectDb();
  adminToken = await tokenFor(await createUser({ email: 'erasure-admin@example.com', password: 'long enough password', name: 'Eva Admin' }));
});

beforeEach(async () => {
  await Promise.all([Booking.deleteMany({}), BookingClaim.deleteMany({}), Enquiry.deleteMany({}), LeadEvent.deleteMany({}), OutboxMessage.deleteMany({})]);
});

async function leadWithBooking(start: Date, email = VISITOR) {
  const enquiry = await Enquiry.create({ fullName: 'Vera Visitor', email, phoneNumber: '+49 151 2222222', message: 'A consultation', source: 'booking' });
  const enquiryId = enquiry._id.toString();
  const bookingId = await storeBooking({ adviserId: 'adviser-1', start, enquiryId, email, fullName: 'Vera Visitor' });
  await LeadEvent.create({ enquiryId: enquiry._id, kind: 'booking-booked', bookingId, bookingStart: start, typeName: 'First consultation', text: 'My plans' });
  // The booking's mail as the mail part queues it: confirmation, notification, a reminder waiting.
  for (const kind of ['visitor-booked-0', 'adviser-booked-0', 'reminder-1440-0']) {
    await queueMessage({ group: `booking:${bookingId}`, kind, to: kind.startsWith('adviser') ? 'adviser@example.com' : email, subject: 'Your consultation', text: 'Vera Visitor, 10:00' });
  }
  return { enquiryId, bookingId };
}

const bookingMail = (bookingId: string) => OutboxMessage.countDocuments({ key: new RegExp(`^booking:${bookingId}:`) });
const claimsOf = (bookingId: string) => BookingClaim.countDocuments({ bookingId: `${bookingId}:0` });

describe('a lead’s bookings go with the lead', () => {
  it('erasing the lead deletes its bookings with their time claims, mail and events', async () => {
    const { enquiryId, bookingId } = await leadWithBooking(new Date('2099-03-02T09:00:00Z'));
    const other = await leadWithBooking(new Date('2099-03-02T11:00:00Z'), 'other@example.com');
    expect(await claimsOf(bookingId)).toBe(8);
    expect(await bookingMail(bookingId)).toBe(3);

    expect(await eraseLead(enquiryId)).toBe(true);
    expect(await Booking.exists({ _id: bookingId })).toBeNull();
    expect(await claimsOf(bookingId)).toBe(0);
    expect(await bookingMail(bookingId)).toBe(0);
    expect(await LeadEvent.countDocuments({ enquiryId })).toBe(0);
    // Someone else's booking stays whole.
    expect(await Booking.exists({ _id: other.bookingId })).not.toBeNull();
    expect(await claimsOf(other.bookingId)).toBe(8);
    expect(await bookingMail(other.bookingId)).toBe(3);
  });

  it('anonymising the lead replaces the visitor’s data in its bookings and removes their mail; a past booking’s claims go, a coming one keeps its time', async () => {
    const past = await leadWithBooking(new Date('2020-03-02T09:00:00Z'));
    const coming = await storeBooking({ adviserId: 'adviser-1', start: new Date('2099-03-03T09:00:00Z'), enquiryId: past.enquiryId, email: VISITOR });

    expect(await anonymiseLead(past.enquiryId)).toBe(true);
    for (const id of [past.bookingId, coming]) {
      const booking = (await Booking.findById(id).lean())!;
      expect(booking).toMatchObject({ fullName: ANONYMISED_LEAD.fullName, email: ANONYMISED_LEAD.email, phoneNumber: '', whatsappNumber: '', topic: '', timeZone: 'Europe/Berlin' });
      expect(booking.anonymisedAt).toBeInstanceOf(Date);
      expect(JSON.stringify(booking)).not.toMatch(/Vera|vera|2222222|3333333|Berlin to study/);
    }
    expect(await bookingMail(past.bookingId)).toBe(0);
    expect(await claimsOf(past.bookingId)).toBe(0);
    expect(await claimsOf(coming)).toBe(8);
    expect((await LeadEvent.findOne({ bookingId: past.bookingId }).lean())?.text).toBeUndefined();
  });
});

describe('the data-subject tool finds and erases bookings by address', () => {
  it('lists them, exports them in full, and erases them with their claims and mail, joined to a lead or not', async () => {
    const { bookingId } = await leadWithBooking(new Date('2099-03-02T09:00:00Z'));
    // Booked with the address in capitals, joined to no lead (its lead erased on its own before).
    const loose = await storeBooking({ adviserId: 'adviser-2', start: new Date('2099-03-04T09:00:00Z'), email: VISITOR.toUpperCase(), status: 'done' });
    const someoneElse = await storeBooking({ adviserId: 'adviser-2', start: new Date('2099-03-05T09:00:00Z'), email: 'kim@example.com' });

    const summary = await dataSubjectSummary(VISITOR);
    expect(summary.bookings.map((booking) => booking._id)).toEqual([bookingId, loose]);
    expect(summary.bookings[1]).toMatchObject({ typeName: 'First consultation', status: 'done' });
    expect(summary.emails).toBe(3);
    const exported = await dataSubjectExport(VISITOR);
    expect(exported.bookings[0]).toMatchObject({ id: bookingId, enquiryId: expect.any(String), fullName: 'Vera Visitor', phoneNumber: '+49 151 2222222', whatsappNumber: '+49 151 3333333', topic: 'Moving to Berlin to study', timeZone: 'Asia/Kolkata', locale: 'en', status: 'confirmed' });
    expect(exported.emails.map((mail) => mail.kind).sort()).toEqual(['adviser-booked-0', 'reminder-1440-0', 'visitor-booked-0']);

    actAs(adminToken);
    expect(dataOf(await eraseSubject({ email: VISITOR }))).toEqual({ enquiries: 1, events: 1, bookings: 2, emails: 3, newsletterSubscriptions: 0 });
    expect(await Booking.countDocuments({ _id: mongoose.trusted({ $in: [bookingId, loose] }) })).toBe(0);
    expect(await claimsOf(bookingId)).toBe(0);
    expect(await claimsOf(loose)).toBe(0);
    expect(await bookingMail(bookingId)).toBe(0);
    expect(await dataSubjectSummary(VISITOR)).toMatchObject({ enquiries: [], bookings: [], emails: 0 });
    expect(await Booking.exists({ _id: someoneElse })).not.toBeNull();
    expect(await claimsOf(someoneElse)).toBe(8);
  });
});

describe('with the real booking engine and its mail', () => {
  it('erasing the lead of a booking made through the public route leaves no booking, claim or booking mail', async () => {
    const typeId = await createType();
    await createAdviser([typeId], 'Anna Adviser');
    const day = dayAhead(3);
    const response = await postJson(postBooking, bookingBody(typeId, berlinAt(day, '10:00'), { email: VISITOR }));
    expect(response.status).toBe(201);
    await settleDetachedTasks();
    const bookingId = response.body.data.bookingId as string;
    const booking = (await Booking.findById(bookingId).lean())!;
    expect(await BookingClaim.countDocuments({ bookingId: `${bookingId}:0` })).toBeGreaterThan(0);
    expect(await bookingMail(bookingId)).toBeGreaterThan(0);

    expect(await eraseLead(booking.enquiryId!.toString())).toBe(true);
    expect(await Booking.exists({ _id: bookingId })).toBeNull();
    expect(await BookingClaim.countDocuments({ bookingId: `${bookingId}:0` })).toBe(0);
    expect(await bookingMail(bookingId)).toBe(0);
    expect(await LeadEvent.countDocuments({ bookingId })).toBe(0);
  });
});
