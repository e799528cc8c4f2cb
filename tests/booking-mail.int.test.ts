import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { bookingMailGroup, dropPendingReminders, queueBookingMail } from '@/lib/server/booking/booking-mail';
import { readBookingToken } from '@/lib/server/booking/tokens';
import { deliverDueMessages } from '@/lib/server/mail/deliver';
import { removeSentMessageContent } from '@/lib/server/mail/content-removal';
import { berlinDay } from '@/lib/time/berlin';
import { Booking } from '@/models/booking';
import { ConsultationType } from '@/models/consultation-type';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';
import { SingleUse } from '@/models/single-use';
import { User } from '@/models/user';
import { POST as postBooking } from '@/app/api/v1/booking/route';
import { cancelBooking, moveBooking } from '@/lib/server/booking/changes';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { createUser } from './support/auth';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';
import { mimePart, startSmtpForOutbox, stopSmtpForOutbox, type ReceivedMail, type TestSmtp } from './support/smtp';

const VISITOR = 'priya@example.test';
const ADVISER = 'anna.adviser@firm.test';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
let smtp: TestSmtp;
let adviserId: string;
let typeId: string;

beforeAll(async () => {
  smtp = await startSmtpForOutbox();
  await connectDb();
  await User.deleteMany({});
  adviserId = await createUser({ email: ADVISER, password: 'a long test password', name: 'Anna Adviser', role: 'admin' });
  const type = await ConsultationType.create({
    slug: 'first-consultation',
    name: { en: 'First consultation', de: 'Erstberatung' },
    durationMinutes: 30,
    channel: 'video',
    videoUrl: 'https://meet.example.test/room',
  });
  typeId = type._id.toString();
});

afterAll(async () => {
  await stopSmtpForOutbox(smtp);
});

beforeEach(async () => {
  // SingleUse holds the per-address claims on booking mails of the day (issue 40): every test
  // here mails the same visitor, each as on a day of its own.
  await Promise.all([OutboxMessage.deleteMany({}), OutboxClaim.deleteMany({}), Booking.deleteMany({}), SingleUse.deleteMany({})]);
  smtp.received.length = 0;
});

// A booking as the engine stores it, three days ahead on a whole hour.
async function book(fields: { start?: Date; locale?: 'en' | 'de' } = {}): Promise<{ id: string; start: Date; uid: string }> {
  const start = fields.start ?? new Date(Math.ceil((Date.now() + 3 * 24 * HOUR) / HOUR) * HOUR);
  const end = new Date(start.getTime() + 30 * MINUTE);
  const booking = await Booking.create({
    typeId,
    typeName: 'First consultation',
    durationMinutes: 30,
    channel: 'video',
    adviserId,
    adviserName: 'Anna Adviser',
    start,
    end,
    blockStart: start,
    blockEnd: new Date(end.getTime() + 10 * MINUTE),
    day: berlinDay(start),
    uid: `${new mongoose.Types.ObjectId().toString()}@firm.test`,
    fullName: 'Priya Sharma',
    email: VISITOR,
    phoneNumber: '+91 98765 43210',
    topic: 'Student visa',
    timeZone: 'Asia/Kolkata',
    locale: fields.locale ?? 'en',
    enquiryId: new mongoose.Types.ObjectId(),
  });
  return { id: booking._id.toString(), start, uid: booking.uid };
}

// The engine's cancellation and move, as far as the mail sees them: the booking's new state.
async function cancel(id: string) {
  await Booking.updateOne({ _id: id }, { $set: { status: 'cancelled', cancelledAt: new Date(), cancelledBy: 'visitor', reason: 'Another date suits me', sequence: 1 } });
}
async function move(id: string, start: Date) {
  await Booking.updateOne({ _id: id }, { $set: { start, end: new Date(start.getTime() + 30 * MINUTE), day: berlinDay(start), sequence: 1 } });
}

const mailTo = (address: string) => smtp.received.filter((mail) => mail.envelopeTo.includes(address));
const only = (mails: ReceivedMail[]) => {
  expect(mails).toHaveLength(1);
  return mails[0] as ReceivedMail;
};
// The invitation's content lines, long lines unfolded.
const calendarOf = (mail: ReceivedMail) => {
  const part = mimePart(mail, 'text/calendar');
  expect(part).toBeDefined();
  return { contentType: part!.contentType, lines: part!.body.replace(/\r?\n[ \t]/g, '').split(/\r?\n/) };
};
// The text of a mail with an invitation (multipart), or of one without (a reminder).
const textOf = (mail: ReceivedMail) => mimePart(mail, 'text/plain')?.body ?? mail.body;
const reminderKinds = async (id: string) =>
  (await OutboxMessage.find({ key: new RegExp(`^${bookingMailGroup(id)}:reminder-`) }).lean()).map((message) => message.kind).sort();

describe('booking mail through a real SMTP server', () => {
  it('booked: the visitor and the adviser each get the mail with a METHOD:REQUEST invitation, the booking’s UID and SEQUENCE:0', async () => {
    const { id, uid } = await book();
    await queueBookingMail(id, 'booked');
    expect(await deliverDueMessages({ group: bookingMailGroup(id) })).toMatchObject({ sent: 2, failed: 0 });

    const visitor = only(mailTo(VISITOR));
    const invitation = calendarOf(visitor);
    expect(invitation.contentType).toMatch(/method=REQUEST/i);
    expect(invitation.lines).toContain('METHOD:REQUEST');
    expect(invitation.lines).toContain(`UID:${uid}`);
    expect(invitation.lines).toContain('SEQUENCE:0');
    expect(invitation.lines).toContain('STATUS:CONFIRMED');
    // The same invitation attached as a file, for mail programs that show no calendar part.
    expect(mimePart(visitor, 'application/ics; name=invitation.ics')?.body).toContain(`UID:${uid}`);
    const text = textOf(visitor);
    // Separate links, each with the engine's signed token for its action on this booking.
    for (const action of ['reschedule', 'cancel'] as const) {
      const token = new RegExp(`^${action === 'reschedule' ? 'Reschedule' : 'Cancel'}: https?://[^/]+/book/${action}\\?token=(\\S+)$`, 'm').exec(text)?.[1];
      expect(token, action).toBeDefined();
      expect(await readBookingToken(token!, action)).toMatchObject({ ok: true, bookingId: id });
    }
    expect(text).toMatch(/Your time: .+ \(Asia\/Kolkata\)/);
    expect(text).toMatch(/Berlin time: .+ \(Europe\/Berlin\)/);

    const adviser = only(mailTo(ADVISER));
    expect(adviser.header('subject')).toMatch(/^New booking: First consultation, /);
    expect(calendarOf(adviser).lines).toContain(`UID:${uid}`);
    expect(textOf(adviser)).toContain('/admin/enquiries/');
  });

  it('in the booking’s language: a German booking’s mail is German, the adviser’s stays English', async () => {
    const { id } = await book({ locale: 'de' });
    await queueBookingMail(id, 'booked');
    await deliverDueMessages({ group: bookingMailGroup(id) });
    const visitor = only(mailTo(VISITOR));
    expect(visitor.header('subject')).toMatch(/^Ihr Beratungstermin ist gebucht – /);
    expect(textOf(visitor)).toContain('Beratung: Erstberatung');
    expect(textOf(visitor)).toMatch(/^Termin verschieben: \S+\/de\/termin\/verschieben\?token=\S+$/m);
    expect(only(mailTo(ADVISER)).header('subject')).toMatch(/^New booking: First consultation, /);
  });

  it('queues each message once, however often the engine asks', async () => {
    const { id } = await book();
    await queueBookingMail(id, 'booked');
    await queueBookingMail(id, 'booked');
    const kinds = (await OutboxMessage.find({}).lean()).map((message) => message.kind).sort();
    expect(kinds).toEqual(['adviser-booked-0', 'reminder-1440-0', 'reminder-60-0', 'visitor-booked-0']);
  });

  it('reminders are due 24 hours and 1 hour before the start, and delivered only then', async () => {
    const { id, start } = await book();
    await queueBookingMail(id, 'booked');
    await deliverDueMessages();
    smtp.received.length = 0;

    const at = (ms: number) => new Date(start.getTime() - ms);
    expect(await deliverDueMessages({ now: at(24 * HOUR + MINUTE) })).toMatchObject({ sent: 0 });
    expect(await deliverDueMessages({ now: at(24 * HOUR) })).toMatchObject({ sent: 1 });
    const first = only(mailTo(VISITOR));
    expect(first.header('subject')).toMatch(/^Reminder: your consultation on .+ \(Asia\/Kolkata\)/);
    expect(textOf(first)).toMatch(/^Cancel: \S+\/book\/cancel\?token=\S+$/m);
    expect(mimePart(first, 'text/calendar')).toBeUndefined();

    expect(await deliverDueMessages({ now: at(HOUR + MINUTE) })).toMatchObject({ sent: 0 });
    expect(await deliverDueMessages({ now: at(HOUR) })).toMatchObject({ sent: 1 });
    expect(mailTo(VISITOR)).toHaveLength(2);
    expect(mailTo(ADVISER)).toHaveLength(0);
  });

  it('leaves out a reminder whose time has already passed', async () => {
    const { id } = await book({ start: new Date(Math.ceil((Date.now() + 5 * HOUR) / HOUR) * HOUR) });
    await queueBookingMail(id, 'booked');
    expect(await reminderKinds(id)).toEqual(['reminder-60-0']);
  });

  it('cancelled: METHOD:CANCEL with the raised SEQUENCE and the same UID, no links, and no reminder afterwards', async () => {
    const { id, start, uid } = await book();
    await queueBookingMail(id, 'booked');
    await deliverDueMessages();
    smtp.received.length = 0;

    await cancel(id);
    await dropPendingReminders(id);
    await queueBookingMail(id, 'cancelled');
    expect(await reminderKinds(id)).toEqual([]);
    await deliverDueMessages();

    const visitor = only(mailTo(VISITOR));
    const invitation = calendarOf(visitor);
    expect(invitation.contentType).toMatch(/method=CANCEL/i);
    expect(invitation.lines).toContain('METHOD:CANCEL');
    expect(invitation.lines).toContain('STATUS:CANCELLED');
    expect(invitation.lines).toContain('SEQUENCE:1');
    expect(invitation.lines).toContain(`UID:${uid}`);
    expect(textOf(visitor)).not.toContain('token=');
    const adviser = only(mailTo(ADVISER));
    expect(textOf(adviser)).toContain('cancelled by the visitor');
    expect(textOf(adviser)).toMatch(/Reason: +Another date suits me/);

    smtp.received.length = 0;
    for (const before of [24 * HOUR, HOUR, 0]) await deliverDueMessages({ now: new Date(start.getTime() - before) });
    expect(smtp.received).toHaveLength(0);
  });

  it('a reminder left behind is never sent for a cancelled booking: the deliverer drops it', async () => {
    const { id, start } = await book();
    await queueBookingMail(id, 'booked');
    await deliverDueMessages();
    smtp.received.length = 0;
    // The cancellation without dropPendingReminders (a crash in between).
    await cancel(id);
    expect(await deliverDueMessages({ now: new Date(start.getTime() - HOUR) })).toMatchObject({ sent: 0, skipped: 2 });
    expect(smtp.received).toHaveLength(0);
    expect(await reminderKinds(id)).toEqual([]);
  });

  it('a reminder whose time was missed (no sweep until the meeting began) is not sent late', async () => {
    const { id, start } = await book();
    await queueBookingMail(id, 'booked');
    await deliverDueMessages();
    smtp.received.length = 0;
    expect(await deliverDueMessages({ now: new Date(start.getTime() + MINUTE) })).toMatchObject({ sent: 0, skipped: 2 });
    expect(smtp.received).toHaveLength(0);
    expect(await reminderKinds(id)).toEqual([]);
  });

  it('moved: the old reminders are never sent, the new ones at the new time', async () => {
    const { id, start } = await book();
    await queueBookingMail(id, 'booked');
    await deliverDueMessages();
    smtp.received.length = 0;

    const later = new Date(start.getTime() + 2 * 24 * HOUR);
    await move(id, later);
    // The old reminders are left in the outbox on purpose: the check at delivery must stop them.
    await queueBookingMail(id, 'moved');
    expect(await reminderKinds(id)).toEqual(['reminder-1440-0', 'reminder-1440-1', 'reminder-60-0', 'reminder-60-1']);
    await deliverDueMessages();
    const moved = only(mailTo(VISITOR));
    expect(moved.header('subject')).toMatch(/^Your consultation has a new time/);
    expect(calendarOf(moved).lines).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:1']));
    smtp.received.length = 0;

    await deliverDueMessages({ now: new Date(start.getTime() - HOUR) });
    expect(smtp.received).toHaveLength(0);
    expect(await reminderKinds(id)).toEqual(['reminder-1440-1', 'reminder-60-1']);
    await deliverDueMessages({ now: new Date(later.getTime() - 24 * HOUR) });
    expect(only(mailTo(VISITOR)).header('subject')).toMatch(/^Reminder: /);
  });

  it('dropPendingReminders removes only the booking’s reminders still waiting', async () => {
    const { id } = await book();
    const other = await book();
    await queueBookingMail(id, 'booked');
    await queueBookingMail(other.id, 'booked');
    await dropPendingReminders(id);
    expect(await reminderKinds(id)).toEqual([]);
    expect(await reminderKinds(other.id)).toEqual(['reminder-1440-0', 'reminder-60-0']);
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^${bookingMailGroup(id)}:(visitor|adviser)-booked-0$`) })).toBe(2);
  });

  it('the retention’s content removal drops a sent invitation with the text', async () => {
    const { id } = await book();
    await queueBookingMail(id, 'booked');
    await deliverDueMessages({ group: bookingMailGroup(id) });
    expect(await OutboxMessage.countDocuments({ 'calendar.content': /BEGIN:VCALENDAR/ })).toBe(2);
    expect(await removeSentMessageContent(new Date(Date.now() + MINUTE))).toBe(2);
    const emptied = await OutboxMessage.find({ state: 'sent' }).lean();
    expect(emptied.map((message) => [message.text, message.calendar?.content])).toEqual([
      ['', undefined],
      ['', undefined],
    ]);
  });
});

describe('through the booking engine', () => {
  it('booked by the route, moved by staff, cancelled by the visitor: each change’s invitation with the next SEQUENCE, and no reminder of an old time', async () => {
    await clearBookings();
    const engineType = await createType({ durationMinutes: 60, intervalMinutes: 20 });
    await createAdviser([engineType], 'Anna Adviser');
    const day = dayAhead(3);
    const answer = await postJson(postBooking, bookingBody(engineType, berlinAt(day, '10:00'), { email: VISITOR }));
    expect(answer.status).toBe(201);
    const id: string = answer.body.data.bookingId;
    // The route sends the mail once its response has gone out.
    await settleDetachedTasks();
    const booked = only(mailTo(VISITOR));
    expect(calendarOf(booked).lines).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:0']));
    const uid = calendarOf(booked).lines.find((line) => line.startsWith('UID:'));
    smtp.received.length = 0;

    const staff = { kind: 'staff' as const, actorId: 'staff-1', actorName: 'Sam Staff' };
    expect(await moveBooking(id, berlinAt(day, '14:00'), staff, 'The adviser is ill in the morning')).toMatchObject({ ok: true });
    await settleDetachedTasks();
    const moved = only(mailTo(VISITOR));
    expect(calendarOf(moved).lines).toEqual(expect.arrayContaining(['METHOD:REQUEST', 'SEQUENCE:1', uid]));
    expect(textOf(moved)).toMatch(/Berlin time: .+, 14:00 \(Europe\/Berlin\)/);
    expect(await reminderKinds(id)).toEqual(['reminder-1440-1', 'reminder-60-1']);
    smtp.received.length = 0;

    expect(await cancelBooking(id, { kind: 'visitor' }, 'Plans changed')).toEqual({ ok: true });
    await settleDetachedTasks();
    const cancelled = only(mailTo(VISITOR));
    expect(calendarOf(cancelled).lines).toEqual(expect.arrayContaining(['METHOD:CANCEL', 'STATUS:CANCELLED', 'SEQUENCE:2', uid]));
    expect(await reminderKinds(id)).toEqual([]);
    smtp.received.length = 0;
    for (const time of ['10:00', '14:00']) {
      const start = berlinAt(day, time);
      for (const before of [24 * HOUR, HOUR]) await deliverDueMessages({ now: new Date(start.getTime() - before) });
    }
    expect(smtp.received).toHaveLength(0);
  });
});

describe('without SMTP_URL (development, e2e)', () => {
  it('writes the invitation into the .eml files of the mail folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-mail-'));
    vi.stubEnv('SMTP_URL', '');
    vi.stubEnv('MAIL_DIR', dir);
    // Fresh modules read the changed environment; the database connection is shared.
    vi.resetModules();
    const fresh = { ...(await import('@/lib/server/booking/booking-mail')), ...(await import('@/lib/server/mail/deliver')) };
    const log = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const { id, uid } = await book();
      await fresh.queueBookingMail(id, 'booked');
      expect(await fresh.deliverDueMessages({ group: fresh.bookingMailGroup(id) })).toMatchObject({ sent: 2 });
      const files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
      expect(files).toHaveLength(2);
      for (const name of files) {
        const eml = readFileSync(path.join(dir, name), 'utf8');
        expect(eml).toContain('Content-Type: text/calendar; charset=utf-8; method=REQUEST');
        expect(eml).toContain('Content-Disposition: attachment; filename=invitation.ics');
        const calendar = mimePart({ raw: eml.replace(/\r?\n/g, '\r\n') }, 'text/calendar');
        expect(calendar?.body).toContain(`UID:${uid}`);
      }
      expect(smtp.received).toHaveLength(0);
    } finally {
      log.mockRestore();
      vi.unstubAllEnvs();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
