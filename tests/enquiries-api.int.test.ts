import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/contact/enquiries/route';
import { GET as statsRoute } from '@/app/api/v1/contact/enquiries/stats/route';
import { GET as exportRoute } from '@/app/api/v1/contact/enquiries/export/route';
import { DELETE as deleteRoute, GET as detailRoute } from '@/app/api/v1/contact/enquiries/[id]/route';
import { PATCH as statusRoute } from '@/app/api/v1/contact/enquiries/[id]/status/route';
import { PATCH as readRoute } from '@/app/api/v1/contact/enquiries/[id]/read/route';
import { connectDb } from '@/lib/server/db';
import { enquiryCounts, exportEnquiries, listEnquiries } from '@/lib/server/enquiries/queries';
import type { EnquiryStatus } from '@/lib/enquiries/enquiry';
import { Enquiry } from '@/models/enquiry';
import { OutboxMessage } from '@/models/outbox-message';
import { authHeaders, createUser, tokenFor } from './support/auth';

// The guarded enquiry API (SPEC section 7) end to end: handlers called directly, real database.
type Context = { params: Promise<{ id: string }> };
type Route = (request: Request, context: Context) => Promise<Response>;
type Seed = { fullName: string; email?: string; message?: string; status?: EnquiryStatus; isRead?: boolean; minutesAgo?: number } & Record<string, unknown>;

let session: Record<string, string> = {};
const UNKNOWN_ID = '64b7f0c2a1b2c3d4e5f60718';
const BASE = 'http://localhost/api/v1/contact/enquiries';
const NOW = Date.parse('2025-05-01T12:00:00Z');

beforeAll(async () => {
  await connectDb();
  await Enquiry.init();
  session = authHeaders(await tokenFor(await createUser({ email: 'inbox@example.com', password: 'long enough password' })));
});

// Inserted through the driver so each submittedAt is exactly as given (timestamps would overwrite it).
async function seed(rows: Seed[]): Promise<string[]> {
  const docs = rows.map(({ minutesAgo = 0, ...row }) => ({
    _id: new mongoose.Types.ObjectId(),
    email: `${row.fullName.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.org`,
    message: `A question from ${row.fullName}`,
    status: 'new',
    isRead: false,
    source: 'contact',
    clientId: randomUUID(),
    submittedAt: new Date(NOW - minutesAgo * 60_000),
    updatedAt: new Date(NOW),
    ...row,
  }));
  await Enquiry.collection.insertMany(docs);
  return docs.map((doc) => doc._id.toString());
}

async function call(route: Route, path = '', init: { method?: string; headers?: Record<string, string>; body?: string; id?: string } = {}) {
  const id = init.id ?? '';
  const request = new Request(`${BASE}${path}`, { method: init.method ?? 'GET', headers: init.headers ?? session, body: init.body });
  const response = await route(request, { params: Promise.resolve({ id }) });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- bodies are checked field by field below
  const body: Record<string, any> = response.headers.get('content-type')?.startsWith('application/json') ? JSON.parse(text) : {};
  return { status: response.status, headers: response.headers, body, text };
}

const list = (query = '') => call(listRoute, `?${query}`);
const setStatus = (id: string, body: unknown, headers = session) =>
  call(statusRoute, `/${id}/status`, { method: 'PATCH', id, body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });
const markRead = (id: string, headers = session) => call(readRoute, `/${id}/read`, { method: 'PATCH', id, headers });
const remove = (id: string, headers = session) => call(deleteRoute, `/${id}`, { method: 'DELETE', id, headers });
const detail = (id: string, headers = session) => call(detailRoute, `/${id}`, { id, headers });

// Everything stored, in a stable order: compared before and after refused requests.
const snapshot = async () => JSON.stringify([await Enquiry.find().sort({ _id: 1 }).lean(), await OutboxMessage.find().sort({ _id: 1 }).lean()]);

// 25 enquiries: names, messages and times with ties, four statuses, and two texts that look like patterns.
const STATUSES: EnquiryStatus[] = ['new', 'new', 'read', 'replied', 'closed'];
const DATASET: Seed[] = Array.from({ length: 25 }, (_, i) => ({
  fullName: i % 6 === 0 ? 'Same Name' : `Person ${String.fromCharCode(90 - i)}${i}`,
  message: i === 3 ? 'Does (a+)+$ break your search?' : i === 4 ? 'Literal .* here' : `Message ${(i * 7) % 11} about visas`,
  status: STATUSES[i % 5],
  isRead: i % 5 >= 2,
  minutesAgo: i === 10 ? 9 : i,
}));
DATASET[7] = { ...DATASET[7]!, fullName: 'Jürgen Öztürk', email: 'JUERGEN@Example.org', message: 'Studienplatz, "Berlin"\nBitte melden' };
DATASET[8] = { ...DATASET[8]!, fullName: '=HYPERLINK("http://evil.example")', phoneNumber: '+49 30 1234', city: 'Köln' };

describe('GET /api/v1/contact/enquiries', () => {
  let ids: string[] = [];
  beforeAll(async () => {
    await Enquiry.deleteMany({});
    ids = await seed(DATASET);
  });

  it('answers the first page newest first, with pagination over the filter and stats over everything', async () => {
    const { status, body, headers } = await list();
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.success).toBe(true);
    expect(body.data.enquiries).toHaveLength(10);
    expect(body.data.pagination).toEqual({ currentPage: 1, totalPages: 3, totalEnquiries: 25, hasNextPage: true, hasPrevPage: false });
    expect(body.data.stats).toEqual({ total: 25, new: 10, read: 5, replied: 5, closed: 5 });
    expect(body.data.enquiries[0]).toEqual({
      _id: ids[0],
      fullName: 'Same Name',
      email: 'same.name@example.org',
      phoneNumber: null,
      message: 'Message 0 about visas',
      status: 'new',
      isRead: false,
      source: 'contact',
      serviceName: null,
      city: null,
      locale: 'en',
      submittedAt: new Date(NOW).toISOString(),
      assignedTo: null,
      followUpAt: null,
    });
    expect(body.data.enquiries[0]).not.toHaveProperty('clientId');
  });

  it('pages: limit 1, limit 5, the last partial page and a page beyond the last', async () => {
    expect((await list('limit=1')).body.data.pagination).toMatchObject({ totalPages: 25, hasNextPage: true });
    expect((await list('limit=5')).body.data.enquiries.map((e: { _id: string }) => e._id)).toEqual(ids.slice(0, 5));
    const last = await list('page=3');
    expect(last.body.data.enquiries).toHaveLength(5);
    expect(last.body.data.pagination).toEqual({ currentPage: 3, totalPages: 3, totalEnquiries: 25, hasNextPage: false, hasPrevPage: true });
    const beyond = await list('page=9');
    expect(beyond.status).toBe(200);
    expect(beyond.body.data.enquiries).toEqual([]);
    expect(beyond.body.data.pagination).toEqual({ currentPage: 9, totalPages: 3, totalEnquiries: 25, hasNextPage: false, hasPrevPage: true });
  });

  it.each(['limit=0', 'limit=1000', 'page=0', 'page=x', 'limit=-1', 'status=open', 'sortBy=__proto__', 'sortBy=createdAt', 'sortOrder=sideways', 'status[$ne]=x', 'status=new&status=read', `search=${'x'.repeat(201)}`])(
    'refuses %s with 400 and field errors',
    async (query) => {
      const { status, body, headers } = await list(query);
      expect(status).toBe(400);
      expect(body).toMatchObject({ success: false, message: 'Invalid query parameters' });
      expect(Object.keys(body.errors).length).toBeGreaterThan(0);
      expect(headers.get('cache-control')).toBe('no-store');
    },
  );

  it('filters by status; totals follow the filter, stats do not', async () => {
    const { body } = await list('status=replied&limit=100');
    expect(body.data.enquiries).toHaveLength(5);
    expect(body.data.enquiries.every((e: { status: string }) => e.status === 'replied')).toBe(true);
    expect(body.data.pagination).toMatchObject({ totalEnquiries: 5, totalPages: 1 });
    expect(body.data.stats.total).toBe(25);
  });

  it('searches name, e-mail and message case-insensitively, as literal text', async () => {
    const names = async (search: string, extra = '') =>
      (await list(`limit=100&search=${encodeURIComponent(search)}${extra}`)).body.data.enquiries.map((e: { fullName: string }) => e.fullName);
    expect(await names('jürgen ÖZTÜRK')).toEqual(['Jürgen Öztürk']);
    expect(await names('juergen@EXAMPLE')).toEqual(['Jürgen Öztürk']);
    expect(await names('  STUDIENPLATZ  ')).toEqual(['Jürgen Öztürk']);
    expect(await names('(a+)+$')).toEqual([DATASET[3]!.fullName]);
    expect(await names('.*')).toEqual([DATASET[4]!.fullName]);
    expect(await names('[')).toEqual([]);
    expect(await names('same name')).toHaveLength(5);
    const filtered = await list('search=same%20name&status=new&limit=2');
    expect(filtered.body.data.pagination).toMatchObject({ totalEnquiries: 2, totalPages: 1 });
  });

  type Row = { _id: string; fullName: string; message: string; status: string; submittedAt: string };
  it.each(['fullName', 'message', 'status', 'submittedAt'] as const)('sorts by %s both ways, ties by _id, pages never overlap', async (field) => {
    for (const order of ['asc', 'desc'] as const) {
      const seen: Row[] = [];
      for (let page = 1; page <= 4; page += 1) seen.push(...(await list(`sortBy=${field}&sortOrder=${order}&limit=7&page=${page}`)).body.data.enquiries);
      const sign = order === 'asc' ? 1 : -1;
      const expected = [...seen].sort((a, b) => sign * (a[field] === b[field] ? (a._id < b._id ? -1 : 1) : a[field] < b[field] ? -1 : 1));
      expect(new Set(seen.map((row) => row._id)).size).toBe(25);
      expect(seen.map((row) => row._id)).toEqual(expected.map((row) => row._id));
    }
  });
});

describe('GET /api/v1/contact/enquiries/stats', () => {
  it('counts in the database', async () => {
    await Enquiry.deleteMany({});
    await seed([
      { fullName: 'A', status: 'new' },
      { fullName: 'B', status: 'new', isRead: true },
      { fullName: 'C', status: 'read', isRead: true },
      { fullName: 'D', status: 'replied', isRead: false },
      { fullName: 'E', status: 'closed', isRead: true },
    ]);
    const { status, body, headers } = await call(statsRoute, '/stats');
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body).toEqual({
      success: true,
      data: { totalEnquiries: 5, newEnquiries: 2, unreadEnquiries: 2, readEnquiries: 1, repliedEnquiries: 1, closedEnquiries: 1 },
    });
  });
});

describe('changing an enquiry', () => {
  let ids: string[] = [];
  beforeEach(async () => {
    await Enquiry.deleteMany({});
    await OutboxMessage.deleteMany({});
    ids = await seed([
      { fullName: 'Fresh', status: 'new' },
      { fullName: 'Answered', status: 'replied', isRead: false },
    ]);
  });
  const stored = async (id: string) => Enquiry.findById(id).select('status isRead').lean();

  it('PATCH status sets any status; all but new also mark it read', async () => {
    const { status, body } = await setStatus(ids[0]!, { status: 'replied' });
    expect(status).toBe(200);
    expect(body).toMatchObject({ success: true, message: 'Status updated successfully', data: { _id: ids[0], status: 'replied', isRead: true } });
    expect(await stored(ids[0]!)).toMatchObject({ status: 'replied', isRead: true });
    expect((await setStatus(ids[0]!, { status: 'new' })).body.data).toMatchObject({ status: 'new', isRead: true });
    expect((await setStatus(ids[1]!, { status: 'closed' })).body.data).toMatchObject({ status: 'closed', isRead: true });
  });

  it('PATCH status refuses a bad status, a bad body, a bad id and an unknown id, changing nothing', async () => {
    const before = await snapshot();
    for (const body of [{ status: 'archived' }, { status: { $ne: 'new' } }, {}, { status: 'NEW' }]) {
      const result = await setStatus(ids[0]!, body);
      expect(result.status).toBe(400);
      expect(result.body.errors).toHaveProperty('status');
    }
    const notJson = await call(statusRoute, `/${ids[0]}/status`, { method: 'PATCH', id: ids[0], body: 'status=read', headers: { ...session, 'content-type': 'text/plain' } });
    expect(notJson.status).toBe(415);
    expect((await setStatus('not-an-id', { status: 'read' })).status).toBe(400);
    expect(await setStatus(UNKNOWN_ID, { status: 'read' })).toMatchObject({ status: 404, body: { success: false, message: 'Enquiry not found' } });
    expect(await snapshot()).toBe(before);
  });

  it('PATCH read marks it read and moves new to read, other statuses stay', async () => {
    const fresh = await markRead(ids[0]!);
    expect(fresh.status).toBe(200);
    expect(fresh.body).toMatchObject({ success: true, message: 'Marked as read', data: { status: 'read', isRead: true } });
    expect((await markRead(ids[1]!)).body.data).toMatchObject({ status: 'replied', isRead: true });
    expect(await stored(ids[1]!)).toMatchObject({ status: 'replied', isRead: true });
    expect((await markRead(ids[1]!)).status).toBe(200);
  });

  it('DELETE removes the enquiry and its queued e-mails', async () => {
    await OutboxMessage.create({ key: `enquiry:${ids[0]}:notification`, kind: 'notification', to: 'team@example.com', subject: 's', text: 't' });
    const { status, body } = await remove(ids[0]!);
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Enquiry deleted successfully' });
    expect(await Enquiry.countDocuments({ _id: ids[0] })).toBe(0);
    expect(await OutboxMessage.countDocuments({})).toBe(0);
    expect(await Enquiry.countDocuments({ _id: ids[1] })).toBe(1);
    expect(await remove(ids[0]!)).toMatchObject({ status: 404, body: { message: 'Enquiry not found' } });
  });
});

describe('GET /api/v1/contact/enquiries/{id}', () => {
  it('answers the enquiry with the delivery state of both e-mails', async () => {
    await Enquiry.deleteMany({});
    const [withMail, withoutMail] = await seed([{ fullName: 'Mailed' }, { fullName: 'Quiet' }]);
    const sentAt = new Date('2025-05-01T12:01:00Z');
    const retryAt = new Date('2025-05-01T12:10:00Z');
    await OutboxMessage.create([
      { key: `enquiry:${withMail}:notification`, kind: 'notification', to: 't@example.com', subject: 's', text: 't', state: 'sent', attempts: 1, sentAt },
      { key: `enquiry:${withMail}:acknowledgement`, kind: 'acknowledgement', to: 'l@example.org', subject: 's', text: 't', attempts: 2, lastError: '421 try later', nextAttemptAt: retryAt },
    ]);
    const { status, body, headers } = await detail(withMail!);
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('no-store');
    expect(body.data).toMatchObject({ _id: withMail, fullName: 'Mailed', status: 'new' });
    expect(body.data.delivery).toEqual({
      notification: { state: 'sent', attempts: 1, lastError: null, sentAt: sentAt.toISOString(), nextAttemptAt: null },
      acknowledgement: { state: 'pending', attempts: 2, lastError: '421 try later', sentAt: null, nextAttemptAt: retryAt.toISOString() },
    });
    expect((await detail(withoutMail!)).body.data.delivery).toEqual({ notification: null, acknowledgement: null });
    expect(await detail(UNKNOWN_ID)).toMatchObject({ status: 404, body: { success: false, message: 'Enquiry not found' } });
    expect((await detail('../stats')).status).toBe(400);
  });
});

describe('GET /api/v1/contact/enquiries/export', () => {
  it('streams the filtered list as CSV: BOM, header, RFC 4180 quoting, umlauts, formula escaping', async () => {
    await Enquiry.deleteMany({});
    await seed(DATASET);
    const { status, headers, text } = await call(exportRoute, '/export?sortBy=fullName&sortOrder=asc');
    expect(status).toBe(200);
    expect(headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(headers.get('content-disposition')).toMatch(/^attachment; filename="enquiries-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(headers.get('cache-control')).toBe('no-store');
    // Response.text() drops a leading BOM, so it is checked on the raw bytes of a second call.
    const bytes = new Uint8Array(await (await exportRoute(new Request(`${BASE}/export`, { headers: session }), { params: Promise.resolve({ id: '' }) })).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.split('\r\n');
    // The columns the export always had, in their order, then where the lead came from, then its
    // language, then the Opportunity Card check's total and verdict (empty: these leads have none).
    expect(lines[0]).toBe(
      'Submitted,Full name,Email,Phone,Source,Service,City,Status,Read,Message,' +
        'Traffic source,Page,Landing page,Referrer,UTM source,UTM medium,UTM campaign,UTM term,UTM content,Language,Check total,Check verdict',
    );
    expect(lines[1]).toBe(
      `2025-05-01T13:52:00+02:00,"'=HYPERLINK(""http://evil.example"")",.hyperlink.http.evil.example.@example.org,'+49 30 1234,contact,,Köln,replied,yes,Message 1 about visas,not recorded,,,,,,,,,en,,`,
    );
    expect(text).toContain('Jürgen Öztürk,JUERGEN@Example.org,,contact,,,read,yes,"Studienplatz, ""Berlin""\nBitte melden",not recorded,,,,,,,,,en,,\r\n');
    expect(lines.filter((line) => /^\d{4}-/.test(line))).toHaveLength(25);
  });

  it('applies status and search, and refuses paging or bad parameters', async () => {
    const { text } = await call(exportRoute, '/export?status=closed&search=person');
    const rows = text.trim().split('\r\n').slice(1);
    expect(rows).toHaveLength(4);
    expect(rows.every((line) => line.includes(',Person ') && line.includes(',closed,yes,'))).toBe(true);
    for (const query of ['page=2', 'status[$ne]=x', 'sortBy=__proto__']) {
      const refused = await call(exportRoute, `/export?${query}`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('cache-control')).toBe('no-store');
    }
  });

  it('carries each lead\'s attribution and its time in Berlin, with the offset of that day across the clock change', async () => {
    await Enquiry.deleteMany({});
    const campaign = { pagePath: '/services', landingPage: '/blog/opportunity-card-points', referrer: 'https://www.google.com/', utmSource: 'Newsletter', utmMedium: 'email', utmCampaign: 'spring', utmTerm: 'visa', utmContent: 'header' };
    // 29 March 2026, 02:00 CET becomes 03:00 CEST: one lead just before, one just after.
    await Enquiry.collection.insertMany([
      { fullName: 'Winter Lead', email: 'w@example.org', message: 'm', status: 'new', isRead: false, source: 'contact', clientId: randomUUID(), submittedAt: new Date('2026-03-29T00:59:00Z'), attribution: campaign },
      { fullName: 'Summer Lead', email: 's@example.org', message: 'm', status: 'new', isRead: false, source: 'service', serviceName: 'Visa Advisory Services', locale: 'de', clientId: randomUUID(), submittedAt: new Date('2026-03-29T01:01:00Z'), attribution: { pagePath: '/contact', landingPage: '/', referrer: 'https://www.linkedin.com/feed/' } },
      { fullName: 'Autumn Lead', email: 'a@example.org', message: 'm', status: 'new', isRead: false, source: 'contact', clientId: randomUUID(), submittedAt: new Date('2026-10-25T01:30:00Z') },
    ]);
    const { status, text } = await call(exportRoute, '/export?sortBy=submittedAt&sortOrder=asc');
    expect(status).toBe(200);
    const [, winter, summer, autumn] = text.split('\r\n');
    expect(winter).toBe('2026-03-29T01:59:00+01:00,Winter Lead,w@example.org,,contact,,,new,no,m,campaign: newsletter,/services,/blog/opportunity-card-points,https://www.google.com/,Newsletter,email,spring,visa,header,en,,');
    expect(summer).toBe('2026-03-29T03:01:00+02:00,Summer Lead,s@example.org,,service,Visa Advisory Services,,new,no,m,referrer: linkedin.com,/contact,/,https://www.linkedin.com/feed/,,,,,,de,,');
    // A lead without attribution or language (stored before they existed): not recorded, empty
    // cells, English. No lead here has an Opportunity Card check: its two cells are empty.
    expect(autumn).toBe('2026-10-25T02:30:00+01:00,Autumn Lead,a@example.org,,contact,,,new,no,m,not recorded,,,,,,,,,en,,');
  });
});

describe('lib/enquiries for pages', () => {
  it('listEnquiries, enquiryCounts and exportEnquiries answer the same data without HTTP', async () => {
    await Enquiry.deleteMany({});
    await seed(DATASET);
    const recent = await listEnquiries({ limit: 5 });
    expect(recent.enquiries).toHaveLength(5);
    expect(recent.pagination).toMatchObject({ totalEnquiries: 25, totalPages: 5 });
    expect(await enquiryCounts()).toMatchObject({ totalEnquiries: 25, newEnquiries: 10, unreadEnquiries: 10 });
    const capped: string[] = [];
    for await (const row of await exportEnquiries({ sortBy: 'fullName' }, 3)) capped.push(row.fullName);
    expect(capped).toHaveLength(3);
  });
});

describe('refused requests', () => {
  it('every route answers 401 without a session, 400 for a bad id, and nothing changes', async () => {
    await Enquiry.deleteMany({});
    const [id] = await seed([{ fullName: 'Untouched' }]);
    const before = await snapshot();
    const anonymous = {};
    const unauthorised = [
      await call(listRoute, '', { headers: anonymous }),
      await call(statsRoute, '/stats', { headers: anonymous }),
      await call(exportRoute, '/export', { headers: anonymous }),
      await call(listRoute, '?limit=0', { headers: anonymous }),
      await detail(id!, anonymous),
      await remove(id!, anonymous),
      await setStatus(id!, { status: 'closed' }, anonymous),
      await markRead(id!, anonymous),
      await remove('not-an-id', anonymous),
    ];
    for (const result of unauthorised) {
      expect(result.status).toBe(401);
      expect(result.body).toEqual({ success: false, message: expect.any(String) });
      expect(result.headers.get('cache-control')).toBe('no-store');
    }
    for (const bad of ['not-an-id', '123', "'; drop", '64b7f0c2a1b2c3d4e5f6071']) {
      expect((await detail(bad)).status).toBe(400);
      expect((await remove(bad)).status).toBe(400);
      expect((await markRead(bad)).status).toBe(400);
      expect((await setStatus(bad, { status: 'read' })).status).toBe(400);
    }
    for (const missing of [remove(UNKNOWN_ID), markRead(UNKNOWN_ID)]) expect((await missing).status).toBe(404);
    const foreign = { ...session, origin: 'https://evil.example' };
    expect((await remove(id!, foreign)).status).toBe(403);
    expect((await setStatus(id!, { status: 'closed' }, foreign)).status).toBe(403);
    expect((await markRead(id!, foreign)).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });
});
