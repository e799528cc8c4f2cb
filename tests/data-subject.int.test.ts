import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postContact } from '@/app/api/v1/email/contact/route';
import { POST as postEnquiry } from '@/app/api/v1/email/enquiry/route';
import { eraseSubject } from '@/app/(admin)/admin/data-protection/actions';
import * as exportRoute from '@/app/api/v1/data-protection/subject/export/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { dataSubjectSummary } from '@/lib/server/data-subject/collect';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import type { DataSubjectExport } from '@/lib/data-subject/dto';
import { dataSubjectSchema } from '@/lib/data-subject/schema';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { LeadEvent } from '@/models/lead-event';
import { OutboxMessage } from '@/models/outbox-message';
import { RateLimitHit } from '@/models/rate-limit-hit';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The data-subject tool: everything held about one address, exported completely, and erased so
// that nothing in the database still holds it. The data-protection page looks an address up on the
// server (its search parameter, read as `summary` does here); erasing is its Server Action.

const ADDRESS = 'sam.person@example.com';
let adminToken = '';
let admin: Record<string, string>;
let lastAddress = 0;

beforeAll(async () => {
  await connectDb();
  adminToken = await tokenFor(await createUser({ email: 'dsr-admin@example.com', password: 'long enough password', name: 'Dora Admin' }));
  admin = authHeaders(adminToken);
});

beforeEach(async () => {
  await settleDetachedTasks();
  await Promise.all([Enquiry.deleteMany({}), LeadEvent.deleteMany({}), OutboxMessage.deleteMany({}), AuditEntry.deleteMany({}), RateLimitHit.deleteMany({})]);
});

async function submit(route: typeof postContact, body: object): Promise<void> {
  const headers = { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: `198.51.100.${++lastAddress}` };
  const response = await route(new Request('http://localhost/api/v1/email/x', { method: 'POST', headers, body: JSON.stringify(body) }), {});
  expect(response.status).toBe(201);
}

// Sam sends two leads (typing the address in capitals once), staff note and answer them; Kim sends
// one. Sam's address also appears on mail outside their enquiries' groups.
async function seed() {
  await submit(postContact, { fullName: 'Sam Person', email: 'Sam.Person@Example.com', phoneNumber: '+49 151 1111111', message: 'Secret plans of Sam', attribution: { pagePath: '/contact', utmSource: 'sam-campaign' } });
  await submit(postEnquiry, { name: 'Sam Person', contact: '+49 151 1111111', email: ADDRESS, city: 'Samtown', message: 'Second question of Sam', serviceName: 'Student Visa Advisory', locale: 'de' });
  await submit(postContact, { fullName: 'Kim Other', email: 'kim@example.com', message: 'Kim asks something' });
  await settleDetachedTasks();
  const sams = await Enquiry.find({ email: ADDRESS }).sort({ submittedAt: 1 }).lean();
  expect(sams).toHaveLength(2);
  const kim = (await Enquiry.findOne({ email: 'kim@example.com' }).lean())!;
  for (const enquiry of [...sams, kim]) {
    const who = enquiry.fullName;
    await LeadEvent.create({ enquiryId: enquiry._id, kind: 'note', text: `Note on ${who}`, actorName: 'Dora Admin' });
    await LeadEvent.create({ enquiryId: enquiry._id, kind: 'reply', text: `Dear ${who}, here is our answer`, subject: `Re: ${who}`, mailKind: 'reply:1' });
    await OutboxMessage.create({ key: `enquiry:${enquiry._id.toString()}:reply:1`, kind: 'reply:1', to: enquiry.email, subject: `Re: ${who}`, text: `Dear ${who}, here is our answer` });
  }
  await LeadEvent.create({ enquiryId: sams[0]!._id, kind: 'status', status: 'replied', actorName: 'Dora Admin' });
  await OutboxMessage.create({ key: 'newsletter:2026-11:sam', kind: 'sam', to: 'SAM.PERSON@example.com', subject: 'News for Sam', text: 'Hello Sam' });
  await OutboxMessage.create({ key: 'forwarded:1:copy', kind: 'copy', to: 'inbox@firm.test', replyTo: ADDRESS, subject: 'Forwarded from Sam', text: 'Sam wrote again' });
  return { sams: sams.map((row) => row._id.toString()), kim: kim._id.toString() };
}

const url = (path: string, email?: string) => `http://localhost/api/v1/data-protection/${path}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}`;

// As the page reads ?email=.
const summary = async (email: string) => dataSubjectSummary(dataSubjectSchema.parse({ email }).email);

async function download(email: string) {
  const response = await exportRoute.GET(new Request(url('subject/export', email), { headers: admin }), {});
  return { response, data: (await response.json()) as DataSubjectExport };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
const erase = (input: any) => (actAs(adminToken), eraseSubject(input as { email: string }));

// Sam's outbox messages, found independently of the code under test.
async function samMessages() {
  const sams = await Enquiry.find({ email: ADDRESS }).select('_id').lean();
  const rows = await OutboxMessage.find({}).lean();
  const groups = sams.map((row) => `enquiry:${row._id.toString()}:`);
  return rows.filter((row) => groups.some((group) => row.key.startsWith(group)) || row.to.toLowerCase() === ADDRESS || row.replyTo?.toLowerCase() === ADDRESS);
}

describe('data-subject lookup and export', () => {
  it('counts what is held, in any letter case of the address', async () => {
    const { sams } = await seed();
    const held = await summary('  SAM.Person@example.COM ');
    expect(held).toMatchObject({ email: ADDRESS, events: 5, notesAndReplies: 4, emails: (await samMessages()).length, staffAccount: false, auditEntries: 0 });
    expect(held.enquiries.map((enquiry) => enquiry._id)).toEqual(sams);
    expect(held.enquiries.map((enquiry) => enquiry.events)).toEqual([3, 2]);
  });

  it('exports every enquiry with its attribution, every event with its text and every e-mail, and nothing of anyone else', async () => {
    const { sams } = await seed();
    const { response, data } = await download(ADDRESS);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('no-store');

    const stored = await Enquiry.find({ email: ADDRESS }).sort({ submittedAt: 1 }).lean();
    expect(data.enquiries.map((enquiry) => enquiry._id)).toEqual(sams);
    for (const [index, row] of stored.entries()) {
      expect(data.enquiries[index]).toMatchObject({ fullName: row.fullName, email: row.email, message: row.message, phoneNumber: row.phoneNumber ?? null, city: row.city ?? null, status: row.status, source: row.source });
      const events = await LeadEvent.find({ enquiryId: row._id }).sort({ at: 1 }).lean();
      expect(data.enquiries[index]!.events.map((event) => [event.kind, event.text])).toEqual(events.map((event) => [event.kind, event.text ?? null]));
    }
    expect(data.enquiries[0]!.attribution).toMatchObject({ pagePath: '/contact', utmSource: 'sam-campaign' });
    // The language of the page each lead came from, which its mails to the person used.
    expect(data.enquiries.map((enquiry) => enquiry.locale)).toEqual(['en', 'de']);
    expect(data.enquiries[1]).toMatchObject({ serviceName: 'Student Visa Advisory', city: 'Samtown' });

    const messages = await samMessages();
    expect(data.emails.map((mail) => mail.key).sort()).toEqual(messages.map((mail) => mail.key).sort());
    // The lead's notification (Reply-To Sam), acknowledgement (to Sam) and reply, for each enquiry, and the two others.
    expect(data.emails.map((mail) => mail.kind).sort()).toEqual(['acknowledgement', 'acknowledgement', 'copy', 'notification', 'notification', 'reply:1', 'reply:1', 'sam']);
    expect(data.emails.find((mail) => mail.kind === 'notification')!.text).toContain('Secret plans of Sam');

    const text = JSON.stringify(data);
    expect(text).not.toContain('Kim');
    expect(text).not.toContain('kim@example.com');

    const entry = await AuditEntry.findOne({ action: 'data-subject-exported' }).lean();
    expect(entry).toMatchObject({ actorEmail: 'dsr-admin@example.com', target: 's•••@example.com', details: '2 enquiries, 8 e-mails' });
  });

  it('answers an address with nothing held with empty lists', async () => {
    await seed();
    expect(await summary('nobody@example.com')).toMatchObject({ enquiries: [], events: 0, emails: 0 });
    expect((await download('nobody@example.com')).data).toMatchObject({ enquiries: [], emails: [] });
  });

  it('refuses a missing or malformed address and unknown parameters', async () => {
    const missing = await exportRoute.GET(new Request(url('subject/export'), { headers: admin }), {});
    expect(missing.status).toBe(400);
    expect(((await missing.json()) as { errors: Record<string, string[]> }).errors.email).toEqual(['Enter the e-mail address']);
    expect(dataSubjectSchema.safeParse({ email: 'not an address' }).success).toBe(false);
    expect((await exportRoute.GET(new Request(`${url('subject/export', ADDRESS)}&all=1`, { headers: admin }), {})).status).toBe(400);
    expect((await exportRoute.GET(new Request(url('subject/export', 'x'), { headers: admin }), {})).status).toBe(400);
    expect(await erase({})).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { email: ['Enter the e-mail address'] } });
    expect(await erase({ email: ADDRESS, everything: true })).toMatchObject({ ok: false, code: 'invalid' });
  });
});

describe('erasure', () => {
  it('leaves nothing that holds the address, the name or the texts, and leaves everyone else alone', async () => {
    const { sams, kim } = await seed();
    const before = { kimEvents: await LeadEvent.countDocuments({ enquiryId: kim }), kimMail: await OutboxMessage.countDocuments({ key: new RegExp(`^enquiry:${kim}:`) }) };
    expect(dataOf(await erase({ email: 'Sam.Person@example.com' }))).toEqual({ enquiries: 2, events: 5, bookings: 0, emails: 8, newsletterSubscriptions: 0 });

    expect(await Enquiry.countDocuments({ _id: mongoose.trusted({ $in: sams }) })).toBe(0);
    expect(await LeadEvent.countDocuments({ enquiryId: mongoose.trusted({ $in: sams }) })).toBe(0);
    expect(await samMessages()).toEqual([]);

    // Every document of every collection, searched for the address, the name and the texts. The
    // acknowledgement limit keeps a SHA-256 hash of the address for a day: not the address itself.
    const db = mongoose.connection.db!;
    for (const { name } of await db.listCollections().toArray()) {
      const documents = JSON.stringify(await db.collection(name).find({}).toArray()).toLowerCase();
      for (const needle of [ADDRESS, 'sam person', 'secret plans', 'samtown', 'sam-campaign', 'note on sam', 'dear sam']) {
        expect(documents.includes(needle), `${name} still holds "${needle}"`).toBe(false);
      }
    }
    expect(await RateLimitHit.countDocuments({ key: /^acknowledgement:/ })).toBeGreaterThan(0);

    // Kim's lead is as it was.
    expect(await Enquiry.exists({ _id: kim })).not.toBeNull();
    expect(await LeadEvent.countDocuments({ enquiryId: kim })).toBe(before.kimEvents);
    expect(await OutboxMessage.countDocuments({ key: new RegExp(`^enquiry:${kim}:`) })).toBe(before.kimMail);

    // Recorded without the address; a second request finds nothing.
    const entry = await AuditEntry.findOne({ action: 'data-subject-erased' }).lean();
    expect(entry).toMatchObject({ target: 's•••@example.com', details: '2 enquiries, 5 lead events, 0 bookings, 8 e-mails, 0 newsletter subscriptions' });
    expect(dataOf(await erase({ email: ADDRESS }))).toEqual({ enquiries: 0, events: 0, bookings: 0, emails: 0, newsletterSubscriptions: 0 });
    expect(await summary(ADDRESS)).toMatchObject({ enquiries: [], emails: 0, events: 0 });
  });

  it('says when the address is also a staff account, which it leaves to the Staff page', async () => {
    await createUser({ email: 'staff.member@example.com', password: 'long enough password', role: 'editor' });
    expect((await summary('staff.member@example.com')).staffAccount).toBe(true);
    dataOf(await erase({ email: 'staff.member@example.com' }));
    expect((await summary('staff.member@example.com')).staffAccount).toBe(true);
  });
});
