import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { eraseSubject } from '@/app/(admin)/admin/data-protection/actions';
import { deleteSubscriber, unsubscribeSubscriber } from '@/app/(admin)/admin/newsletter/subscribers/actions';
import * as dataSubjectExportRoute from '@/app/api/v1/data-protection/subject/export/route';
import * as subscriberExportRoute from '@/app/api/v1/newsletter/subscribers/export/route';
import type { DataSubjectExport } from '@/lib/data-subject/dto';
import { issueMailGroup } from '@/lib/newsletter/newsletter-issue';
import { SUBSCRIBER_PAGE_SIZE, subscriberListQuerySchema } from '@/lib/newsletter/subscribers';
import { dataSubjectSummary } from '@/lib/server/data-subject/collect';
import { connectDb } from '@/lib/server/db';
import { newsletterMailGroup } from '@/lib/server/newsletter/confirmation-mail';
import { listSubscribers, subscriberProof } from '@/lib/server/newsletter/subscriber-records';
import { createUnsubscribeLink } from '@/lib/server/newsletter/unsubscribe-links';
import { AuditEntry } from '@/models/audit-entry';
import { NewsletterSubscriber } from '@/models/newsletter-subscriber';
import { NewsletterUnsubscribeLink } from '@/models/newsletter-unsubscribe-link';
import { OutboxMessage } from '@/models/outbox-message';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { SUBSCRIBER_CONSENT, subscriberDocument } from './support/newsletter-subscriber';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The subscribers' records in the back office (issue 30): the list with its filters and pages, a
// consent proof with the issues mailed, the formula-safe CSV export, unsubscribing and deleting on
// request (audited), and the data-subject tool's find, export and erasure. Who may call each route
// and action is in the role matrices (tests/role-matrix.int.test.ts, tests/action-matrix/newsletter.ts).

const CONSENT = SUBSCRIBER_CONSENT;
const MINUTE = 60_000;
let adminToken = '';
let admin: Record<string, string>;

beforeAll(async () => {
  await connectDb();
  adminToken = await tokenFor(await createUser({ email: 'records-admin@example.com', password: 'long enough password', name: 'Rita Records' }));
  admin = authHeaders(adminToken);
});

beforeEach(async () => {
  await Promise.all([NewsletterSubscriber.deleteMany({}), NewsletterUnsubscribeLink.deleteMany({}), OutboxMessage.deleteMany({}), AuditEntry.deleteMany({})]);
});

async function subscriber(email: string, fields: Record<string, unknown> = {}): Promise<string> {
  return (await NewsletterSubscriber.collection.insertOne(subscriberDocument(email, fields))).insertedId.toString();
}

// An issue's message to a subscriber, as the sending engine queues it (lib/newsletter/newsletter-issue.ts),
// with its own unsubscribe link (lib/server/newsletter/unsubscribe-links.ts).
async function issueMail(issueId: string, subscriberId: string, to: string, sentAt: Date | null) {
  await createUnsubscribeLink(subscriberId, issueId);
  await OutboxMessage.create({
    key: `${issueMailGroup(issueId)}:${subscriberId}`,
    kind: subscriberId,
    to,
    subject: `Issue ${issueId}`,
    text: 'The news',
    ...(sentAt ? { state: 'sent', sentAt } : {}),
  });
}

const list = (raw: Record<string, string>) => listSubscribers(subscriberListQuerySchema.parse(raw));

describe('the subscriber list', () => {
  it('pages newest first by reading one row past the page, with counts per status', async () => {
    const start = new Date('2026-10-01T08:00:00Z').getTime();
    for (let n = 0; n < SUBSCRIBER_PAGE_SIZE + 5; n += 1) await subscriber(`reader-${String(n).padStart(2, '0')}@example.com`, { subscribedAt: new Date(start + n * MINUTE) });
    await subscriber('pending@example.de', { status: 'pending', locale: 'de', subscribedAt: new Date(start - MINUTE) });
    await subscriber('gone@example.com', { status: 'unsubscribed', unsubscribedAt: new Date(), unsubscribedHow: 'one-click', subscribedAt: new Date(start - 2 * MINUTE) });

    const first = await list({});
    expect(first.rows).toHaveLength(SUBSCRIBER_PAGE_SIZE);
    expect(first.hasNextPage).toBe(true);
    expect(first.rows[0]!.email).toBe(`reader-${SUBSCRIBER_PAGE_SIZE + 4}@example.com`);
    expect(first.counts).toEqual({ pending: 1, confirmed: SUBSCRIBER_PAGE_SIZE + 5, unsubscribed: 1 });

    const second = await list({ page: '2' });
    expect(second.hasNextPage).toBe(false);
    expect(second.rows.map((row) => row.email)).toEqual(['reader-04@example.com', 'reader-03@example.com', 'reader-02@example.com', 'reader-01@example.com', 'reader-00@example.com', 'pending@example.de', 'gone@example.com']);
    expect(second.rows.at(-1)).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'one-click' });
    expect((await list({ page: '3' })).rows).toEqual([]);
  });

  it('filters by status, language and the address or its beginning, in any letter case', async () => {
    await subscriber('anna@example.com');
    await subscriber('anna.b@example.de', { locale: 'de', status: 'pending' });
    await subscriber('annabel@example.com', { status: 'unsubscribed', unsubscribedAt: new Date(), unsubscribedHow: 'link' });
    await subscriber('annaxb@example.com');

    expect((await list({ status: 'pending' })).rows.map((row) => row.email)).toEqual(['anna.b@example.de']);
    const german = await list({ locale: 'de' });
    expect(german.rows.map((row) => row.email)).toEqual(['anna.b@example.de']);
    expect(german.counts).toEqual({ pending: 1, confirmed: 0, unsubscribed: 0 });
    expect((await list({ email: 'ANNA@example.com' })).rows.map((row) => row.email)).toEqual(['anna@example.com']);
    // A prefix; the dot is a dot, not "any character" (annaxb does not match).
    expect((await list({ email: 'anna.' })).rows.map((row) => row.email)).toEqual(['anna.b@example.de']);
    expect((await list({ email: 'annab', status: 'unsubscribed' })).rows.map((row) => row.email)).toEqual(['annabel@example.com']);
    expect((await list({ email: 'anna', status: '', locale: '' })).rows).toHaveLength(4);
  });

  it('refuses a filter that is not one', () => {
    expect(subscriberListQuerySchema.safeParse({ status: 'bounced' }).success).toBe(false);
    expect(subscriberListQuerySchema.safeParse({ locale: 'fr' }).success).toBe(false);
    expect(subscriberListQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(subscriberListQuerySchema.safeParse({ email: 'x'.repeat(255) }).success).toBe(false);
  });
});

describe('the consent proof', () => {
  it('holds the wording, times, addresses, browser and the issues mailed to them, and nobody else’s', async () => {
    const id = await subscriber('proof@example.com', { status: 'unsubscribed', unsubscribedAt: new Date('2026-11-25T18:00:00Z'), unsubscribedHow: 'mail' });
    const other = await subscriber('other@example.com');
    await issueMail('issue1', id, 'proof@example.com', new Date('2026-11-22T10:00:00Z'));
    await issueMail('issue2', id, 'proof@example.com', null);
    await issueMail('issue1', other, 'other@example.com', new Date('2026-11-22T10:00:00Z'));

    expect(await subscriberProof(id)).toEqual({
      id,
      email: 'proof@example.com',
      locale: 'en',
      status: 'unsubscribed',
      consent: { text: CONSENT, version: '2026-11-26', privacyPolicyVersion: null },
      subscribedAt: '2026-11-20T09:05:17.000Z',
      subscribedIp: '203.0.113.7',
      subscribedPage: '/blog/study-in-germany',
      userAgent: 'Mozilla/5.0 Test',
      confirmedAt: '2026-11-20T09:12:00.000Z',
      confirmationIp: '203.0.113.8',
      unsubscribedAt: '2026-11-25T18:00:00.000Z',
      unsubscribedHow: 'mail',
      issues: [
        { subject: 'Issue issue1', state: 'sent', sentAt: '2026-11-22T10:00:00.000Z', contentRemoved: false },
        { subject: 'Issue issue2', state: 'pending', sentAt: null, contentRemoved: false },
      ],
    });
    expect(await subscriberProof('0123456789abcdef01234567')).toBeNull();
    expect(await subscriberProof('not-an-id')).toBeNull();
  });
});

describe('the CSV export', () => {
  const exportUrl = (query = '') => `http://localhost/api/v1/newsletter/subscribers/export${query}`;

  it('writes the filtered subscribers with their proof, neutralises formulas, and is audited', async () => {
    await subscriber('+tag@example.com', { subscribedPage: '=HYPERLINK("http://evil.test","x")', subscribedIp: '@SUM(1)' });
    await subscriber('-minus@example.com', { subscribedPage: '/kontakt', unsubscribedAt: null });
    await subscriber('waiting@example.com', { status: 'pending' });

    const response = await subscriberExportRoute.GET(new Request(exportUrl('?status=confirmed'), { headers: admin }), {});
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="newsletter-subscribers-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,status,locale,subscribedAt,subscribedIp,subscribedPage,consentVersion,confirmedAt,confirmationIp,unsubscribedAt,unsubscribedHow');
    expect(lines).toHaveLength(3);
    const tagged = lines.find((line) => line.includes('tag@'))!;
    expect(tagged).toBe(`'+tag@example.com,confirmed,en,2026-11-20T10:05:17+01:00,'@SUM(1),"'=HYPERLINK(""http://evil.test"",""x"")",2026-11-26,2026-11-20T10:12:00+01:00,203.0.113.8,,`);
    expect(lines.some((line) => line.startsWith("'-minus@example.com,confirmed,"))).toBe(true);
    expect(lines.some((line) => line.includes('waiting@'))).toBe(false);

    const entry = await AuditEntry.findOne({ action: 'newsletter-subscribers-exported' }).lean();
    expect(entry).toMatchObject({ actorEmail: 'records-admin@example.com', details: '2 rows; filter: status=confirmed' });
  });

  it('refuses a filter it does not know, with the error shape', async () => {
    for (const query of ['?status=bounced', '?page=2', '?everything=1']) {
      const response = await subscriberExportRoute.GET(new Request(exportUrl(query), { headers: admin }), {});
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({ success: false });
    }
    expect(await AuditEntry.countDocuments({ action: 'newsletter-subscribers-exported' })).toBe(0);
  });
});

describe('on request', () => {
  it('unsubscribes with the way the person asked, once, and audits it', async () => {
    const id = await subscriber('leaving@example.com');
    actAs(adminToken);
    expect(await unsubscribeSubscriber(id, { how: 'nope' as 'mail' })).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { how: ['Choose how the person asked'] } });
    expect(dataOf(await unsubscribeSubscriber(id, { how: 'mail' }))).toEqual({ changed: true });
    const stored = (await NewsletterSubscriber.findById(id).lean())!;
    expect(stored).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'mail' });
    expect(await AuditEntry.findOne({ action: 'newsletter-subscriber-unsubscribed' }).lean()).toMatchObject({ target: 'leaving@example.com', details: 'by mail on request' });

    // A second request keeps the first withdrawal as its record.
    expect(dataOf(await unsubscribeSubscriber(id, { how: 'staff' }))).toEqual({ changed: false });
    expect((await NewsletterSubscriber.findById(id).lean())!).toMatchObject({ unsubscribedHow: 'mail', unsubscribedAt: stored.unsubscribedAt });
    expect(await AuditEntry.countDocuments({ action: 'newsletter-subscriber-unsubscribed' })).toBe(1);
    expect(await unsubscribeSubscriber('0123456789abcdef01234567', { how: 'staff' })).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('deletes the subscriber with their confirmation mail, issue mail and unsubscribe links, leaves everyone else alone, and audits it masked', async () => {
    const id = await subscriber('delete.me@example.com');
    const other = await subscriber('stays@example.com');
    await OutboxMessage.create({ key: `${newsletterMailGroup(id)}:confirm-1`, kind: 'confirm-1', to: 'delete.me@example.com', subject: 'Confirm', text: 'Click' });
    await issueMail('issue1', id, 'delete.me@example.com', new Date());
    await issueMail('issue2', id, 'delete.me@example.com', null);
    await issueMail('issue1', other, 'stays@example.com', new Date());

    actAs(adminToken);
    dataOf(await deleteSubscriber(id));
    expect(await NewsletterSubscriber.exists({ _id: id })).toBeNull();
    expect(await OutboxMessage.find({}).distinct('to')).toEqual(['stays@example.com']);
    expect(await NewsletterUnsubscribeLink.find({}).distinct('subscriberId')).toEqual([other]);
    expect(await NewsletterSubscriber.exists({ _id: other })).not.toBeNull();
    expect(await AuditEntry.findOne({ action: 'newsletter-subscriber-deleted' }).lean()).toMatchObject({ target: 'd•••@example.com', details: '3 e-mails removed with it' });
    expect(await deleteSubscriber(id)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await deleteSubscriber('not-an-id')).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('the data-subject tool', () => {
  it('finds the subscription, exports it with its proof, and erases it with its mail', async () => {
    const id = await subscriber('subject.person@example.com', { locale: 'de' });
    await OutboxMessage.create({ key: `${newsletterMailGroup(id)}:confirm-1`, kind: 'confirm-1', to: 'subject.person@example.com', subject: 'Bestätigen', text: 'Klicken' });
    await issueMail('issue1', id, 'subject.person@example.com', new Date('2026-11-22T10:00:00Z'));

    expect(await dataSubjectSummary('Subject.Person@example.com')).toMatchObject({
      newsletter: { id, status: 'confirmed', subscribedAt: '2026-11-20T09:05:17.000Z' },
      emails: 2,
    });
    const response = await dataSubjectExportRoute.GET(new Request(`http://localhost/api/v1/data-protection/subject/export?email=subject.person%40example.com`, { headers: admin }), {});
    const data = (await response.json()) as DataSubjectExport;
    expect(data.newsletter).toMatchObject({ email: 'subject.person@example.com', locale: 'de', consent: { text: CONSENT, version: '2026-11-26' }, subscribedIp: '203.0.113.7', confirmationIp: '203.0.113.8' });
    expect(data.newsletter!.issues).toEqual([{ subject: 'Issue issue1', state: 'sent', sentAt: '2026-11-22T10:00:00.000Z', contentRemoved: false }]);

    actAs(adminToken);
    expect(dataOf(await eraseSubject({ email: 'subject.person@example.com' }))).toEqual({ enquiries: 0, events: 0, bookings: 0, emails: 2, newsletterSubscriptions: 1 });
    // Nothing in any collection still holds the address (the audit log names it masked).
    const db = mongoose.connection.db!;
    for (const { name } of await db.listCollections().toArray()) {
      const documents = JSON.stringify(await db.collection(name).find({}).toArray()).toLowerCase();
      expect(documents.includes('subject.person@example.com'), name).toBe(false);
    }
    expect(await dataSubjectSummary('subject.person@example.com')).toMatchObject({ newsletter: null, emails: 0 });
    expect(await NewsletterUnsubscribeLink.countDocuments({ subscriberId: id })).toBe(0);
  });
});
