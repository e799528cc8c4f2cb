import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST as postBooking } from '@/app/api/v1/booking/route';
import { claimBookingMail } from '@/lib/server/booking/booking-limits';
import { cancelBooking } from '@/lib/server/booking/changes';
import { readBookingToken } from '@/lib/server/booking/tokens';
import { freeSlotsForType } from '@/lib/server/booking/slots-for-type';
import { leadTimeline } from '@/lib/server/enquiries/workspace';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { Enquiry } from '@/models/enquiry';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { SingleUse } from '@/models/single-use';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';
import { decodeParamValue, strictLine } from './support/ical-content-line';
import { mimePart, startSmtpForOutbox, stopSmtpForOutbox, type ReceivedMail, type TestSmtp } from './support/smtp';

// Issue 40: booking mail that strangers can aim. One e-mail address holds at most 2 upcoming
// bookings (a third answers 409 and the address gets its bookings' links instead), at most 3
// booking mails a day go to one address (past that the booking stands, no mail goes, and the lead's
// timeline says why), and the invitation's ATTENDEE line stays one person whatever the name says.
// Against the real embedded FerretDB and a real SMTP server.

const LIMIT_EN =
  'This e-mail address already has 2 upcoming consultations, the most one address can book. We have e-mailed it the links to reschedule or cancel them.';
const LIMIT_EN_NOT_MAILED =
  'This e-mail address already has 2 upcoming consultations, the most one address can book. The links to reschedule or cancel them are in their confirmation e-mails.';
const LIMIT_DE =
  'Für diese E-Mail-Adresse sind bereits 2 anstehende Beratungstermine gebucht, mehr sind pro Adresse nicht möglich. Die Links zum Verschieben oder Absagen haben wir an diese Adresse geschickt.';

let smtp: TestSmtp;
let typeId = '';
const day = dayAhead(3);

beforeAll(async () => {
  smtp = await startSmtpForOutbox();
  await clearBookings();
  typeId = await createType({ durationMinutes: 20, intervalMinutes: 20 });
  await createAdviser([typeId], 'Anna Adviser');
});

afterAll(async () => {
  await stopSmtpForOutbox(smtp);
});

beforeEach(async () => {
  await settleDetachedTasks();
  await clearBookings();
  await Promise.all([OutboxMessage.deleteMany({}), OutboxClaim.deleteMany({}), SingleUse.deleteMany({})]);
  smtp.received.length = 0;
});

const book = (email: string, time: string, fields: Record<string, unknown> = {}) =>
  postJson(postBooking, bookingBody(typeId, berlinAt(day, time), { email, clientId: randomUUID(), ...fields }));
const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
const textOf = (mail: ReceivedMail) => mimePart(mail, 'text/plain')?.body ?? mail.body;
const offered = async () => (await freeSlotsForType(typeId, day, day)).map((slot) => slot.toISOString());
// The tokens of the links in a mail's text: Reschedule/Cancel (or Verschieben/Absagen) lines.
const tokensIn = (text: string) => [...text.matchAll(/\/(?:book\/(?:reschedule|cancel)|de\/termin\/(?:verschieben|absagen))\?token=(\S+)$/gm)].map((match) => match[1]!);

describe('at most 2 upcoming bookings per e-mail address', () => {
  it('a third answers 409 with a clear message, books nothing, and the address gets a mail with the links of the two it has', async () => {
    const email = 'holder@example.org';
    const first = await book(email, '10:00');
    const second = await book(email, '11:00');
    expect([first.status, second.status]).toEqual([201, 201]);
    await settleDetachedTasks();
    expect(mailTo(email)).toHaveLength(2);
    smtp.received.length = 0;

    // The same address in other letters is the same address.
    const third = await book('Holder@Example.org', '12:00');
    expect(third.status).toBe(409);
    expect(third.body).toEqual({ success: false, message: LIMIT_EN, code: 'booking-limit' });
    expect(await Booking.countDocuments({ email })).toBe(2);
    expect(await offered()).toContain(berlinAt(day, '12:00').toISOString());
    const holds = new Set((await BookingClaim.find({}).lean()).map((claim) => claim.bookingId.split(':')[0]));
    expect([...holds].sort()).toEqual([first.body.data.bookingId, second.body.data.bookingId].sort());

    await settleDetachedTasks();
    const [links] = mailTo(email);
    expect(mailTo(email)).toHaveLength(1);
    expect(links!.header('subject')).toMatch(/^Your upcoming consultations – /);
    const text = textOf(links!);
    expect(text).toContain('One e-mail address can hold at most 2 upcoming consultations');
    // Both bookings, each with its own working links, and no invitation.
    const booked = await Promise.all(tokensIn(text).map(async (token, index) => readBookingToken(token, index % 2 ? 'cancel' : 'reschedule')));
    expect(booked).toHaveLength(4);
    expect(booked.map((check) => (check.ok ? check.bookingId : check.reason))).toEqual([
      first.body.data.bookingId,
      first.body.data.bookingId,
      second.body.data.bookingId,
      second.body.data.bookingId,
    ]);
    expect(mimePart(links!, 'text/calendar')).toBeUndefined();
    // Nothing the visitor typed in it.
    expect(text).not.toContain('Priya');
  });

  it('answers in the page’s language, and mails the links in it', async () => {
    const email = 'lena@example.org';
    for (const time of ['09:00', '09:20']) expect((await book(email, time, { locale: 'de' })).status).toBe(201);
    await settleDetachedTasks();
    smtp.received.length = 0;
    const third = await book(email, '09:40', { locale: 'de' });
    expect(third).toMatchObject({ status: 409, body: { success: false, message: LIMIT_DE, code: 'booking-limit' } });
    await settleDetachedTasks();
    const [links] = mailTo(email);
    expect(links!.header('subject')).toMatch(/^Ihre anstehenden Beratungstermine – /);
    expect(tokensIn(textOf(links!))).toHaveLength(4);
  });

  it('counts only bookings still to come and confirmed: a cancelled one or one that has passed leaves room', async () => {
    const email = 'returning@example.org';
    const first = await book(email, '10:00');
    const second = await book(email, '10:40');
    expect(await cancelBooking(first.body.data.bookingId, { kind: 'visitor' })).toEqual({ ok: true });
    expect((await book(email, '11:20')).status).toBe(201);
    // The second one has taken place (as if the days had gone by).
    await Booking.updateOne({ _id: second.body.data.bookingId }, { $set: { start: new Date(Date.now() - 60 * 60_000) } });
    expect((await book(email, '12:00')).status).toBe(201);
    expect((await book(email, '12:40')).status).toBe(409);
    expect(await Booking.countDocuments({ email, status: 'confirmed' })).toBe(3);
  });

  it('six requests at once for one address: never more than 2 booked, the others 409 with no time held', async () => {
    const email = 'burst@example.org';
    const times = ['13:00', '13:20', '13:40', '14:00', '14:20', '14:40'];
    const answers = await Promise.all(times.map((time) => book(email, time)));
    const booked = answers.filter((answer) => answer.status === 201);
    expect(booked.length).toBeLessThanOrEqual(2);
    for (const answer of answers.filter((candidate) => candidate.status !== 201)) expect([answer.status, answer.body.code]).toEqual([409, 'booking-limit']);
    expect(await Booking.countDocuments({ email })).toBe(booked.length);
    const held = new Set((await BookingClaim.find({}).lean()).map((claim) => claim.bookingId.split(':')[0]));
    expect([...held].sort()).toEqual(booked.map((answer) => answer.body.data.bookingId).sort());
    // Whatever the burst left, a later request books up to the limit and no further.
    for (const time of ['15:00', '15:20']) await book(email, time);
    expect(await Booking.countDocuments({ email, status: 'confirmed' })).toBe(2);
  });
});

describe('at most 3 booking mails a day to one address', () => {
  it('past 3, the booking stands but no mail goes to the visitor, and the lead’s timeline says why', async () => {
    const email = 'target@example.org';
    // Three bookings, each cancelled by its link (the cancellations are mailed, and not counted).
    for (const time of ['09:00', '09:40', '10:20']) {
      const answer = await book(email, time);
      expect(answer.status).toBe(201);
      expect(await cancelBooking(answer.body.data.bookingId, { kind: 'visitor' })).toEqual({ ok: true });
    }
    await settleDetachedTasks();
    const subjects = () => mailTo(email).map((mail) => mail.header('subject') ?? '');
    expect(subjects().filter((subject) => subject.startsWith('Your consultation is booked'))).toHaveLength(3);
    expect(subjects().filter((subject) => subject.startsWith('Your consultation is cancelled'))).toHaveLength(3);
    smtp.received.length = 0;

    const fourth = await book(email, '11:00');
    expect(fourth.status).toBe(201);
    await settleDetachedTasks();
    expect(mailTo(email)).toHaveLength(0);
    // The adviser is told as always.
    expect(smtp.received.map((mail) => mail.header('subject'))).toEqual([expect.stringMatching(/^New booking: First consultation, /)]);
    const id = fourth.body.data.bookingId as string;
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^booking:${id}:(visitor|reminder)-`) })).toBe(0);
    const booking = await Booking.findById(id).lean();
    expect(booking?.status).toBe('confirmed');
    const enquiry = await Enquiry.findById(booking?.enquiryId).lean();
    const timeline = await leadTimeline(String(booking?.enquiryId), enquiry!.submittedAt!.toISOString());
    expect(timeline.filter((entry) => entry.kind === 'booking-mail-withheld')).toEqual([
      expect.objectContaining({ kind: 'booking-mail-withheld', mailKind: 'visitor-booked-0', typeName: 'First consultation' }),
    ]);
  });

  it('the links mail counts too: once the day’s 3 are sent, a refused booking gets no mail, and the lead says so', async () => {
    const email = 'third-time@example.org';
    const first = await book(email, '09:00');
    await book(email, '09:40');
    expect((await book(email, '10:20')).body.message).toBe(LIMIT_EN);
    await settleDetachedTasks();
    expect(mailTo(email)).toHaveLength(3);
    smtp.received.length = 0;

    const fourth = await book(email, '11:00');
    expect(fourth).toMatchObject({ status: 409, body: { message: LIMIT_EN_NOT_MAILED, code: 'booking-limit' } });
    await settleDetachedTasks();
    expect(mailTo(email)).toHaveLength(0);
    const booking = await Booking.findById(first.body.data.bookingId).lean();
    const enquiry = await Enquiry.findById(booking?.enquiryId).lean();
    const timeline = await leadTimeline(String(booking?.enquiryId), enquiry!.submittedAt!.toISOString());
    expect(timeline.filter((entry) => entry.kind === 'booking-mail-withheld')).toEqual([expect.objectContaining({ mailKind: 'links' })]);
  });

  it('is counted per address and Berlin day by unique claims: of 8 at once, exactly 3 get one; the next day has 3 again', async () => {
    const now = new Date();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimBookingMail('Burst@Example.org ', now)));
    expect(claims.filter(Boolean)).toHaveLength(3);
    expect(await claimBookingMail('burst@example.org', now)).toBeNull();
    expect(await claimBookingMail('other@example.org', now)).not.toBeNull();
    const tomorrow = new Date(now.getTime() + 24 * 60 * 60_000);
    expect(await claimBookingMail('burst@example.org', tomorrow)).not.toBeNull();
  });
});

describe('the invitation', () => {
  it('a name with quotes stays one attendee: ATTENDEE and ORGANIZER read strictly, with no parameter of the name’s making', async () => {
    const email = 'quoted@example.org';
    const name = 'Eve";ROLE=CHAIR;RSVP=TRUE:';
    expect((await book(email, '16:00', { fullName: name })).status).toBe(201);
    await settleDetachedTasks();
    const [mail] = mailTo(email);
    const calendar = mimePart(mail!, 'text/calendar')!.body;
    const attendee = strictLine(calendar, 'ATTENDEE');
    expect(attendee.params.map((param) => param.name).sort()).toEqual(['CN', 'PARTSTAT', 'ROLE']);
    expect(attendee.params.find((param) => param.name === 'ROLE')?.values).toEqual(['REQ-PARTICIPANT']);
    expect(attendee.params.find((param) => param.name === 'CN')?.values.map(decodeParamValue)).toEqual([name]);
    expect(attendee.value).toBe(`MAILTO:${email}`);
    const organizer = strictLine(calendar, 'ORGANIZER');
    expect(organizer.params.map((param) => param.name)).toEqual(['CN']);
  });
});
