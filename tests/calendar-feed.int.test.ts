import ICAL from 'ical.js';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeCalendarFeed, replaceCalendarFeedAddress, revokeCalendarFeedAddress } from '@/app/(admin)/admin/account/actions';
import { GET } from '@/app/api/v1/calendar-feeds/[file]/route';
import { CALENDAR_FEED_PATH } from '@/lib/calendar-feed/feed-address';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { calendarFeedSince } from '@/lib/server/calendar-feed/feed-tokens';
import { connectDb } from '@/lib/server/db';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { removeStaffMember } from '@/lib/server/staff/staff';
import { AuditEntry } from '@/models/audit-entry';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { CalendarFeed } from '@/models/calendar-feed';
import { User } from '@/models/user';
import { actAs, dataOf, formOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { contentLines, parseContentLine } from './support/ical-content-line';
import { storeBooking } from './support/stored-booking';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// An adviser's calendar feed (issue 47): the account page's actions make, replace and revoke its
// address; the route answers the adviser's bookings as a subscription calendar to anyone holding
// the address, and the same 404 to everything else.

const DAY = 24 * 60 * 60_000;
const sessions: Record<'ada' | 'ben' | 'admin', string> = { ada: '', ben: '', admin: '' };
const ids: Record<'ada' | 'ben' | 'admin', string> = { ada: '', ben: '', admin: '' };
let lastAddress = 0;

beforeAll(async () => {
  await connectDb();
  ids.ada = await createUser({ email: 'feed-ada@example.com', password: 'long enough password', name: 'Ada Adviser', role: 'adviser' });
  ids.ben = await createUser({ email: 'feed-ben@example.com', password: 'long enough password', name: 'Ben Adviser', role: 'adviser' });
  ids.admin = await createUser({ email: 'feed-admin@example.com', password: 'long enough password', name: 'Alma Admin', role: 'admin' });
  for (const who of ['ada', 'ben', 'admin'] as const) sessions[who] = await tokenFor(ids[who]);
});

beforeEach(async () => {
  await Promise.all([Booking.deleteMany({}), BookingClaim.deleteMany({}), CalendarFeed.deleteMany({}), AuditEntry.deleteMany({})]);
  await User.updateMany({}, { $set: { disabled: false } });
  await User.updateOne({ _id: ids.ben }, { $set: { role: 'adviser' } });
});

// The feed's address as the calendar app fetches it: no cookie, from an address of its own.
async function fetchFeed(address: string) {
  const url = new URL(address);
  const file = decodeURIComponent(url.pathname.slice(`${CALENDAR_FEED_PATH}/`.length));
  const request = new Request(`http://localhost${url.pathname}`, { headers: { [SOCKET_ADDRESS_HEADER]: `203.0.113.${++lastAddress % 250}` } });
  const response = await GET(request, { params: Promise.resolve({ file }) });
  return { status: response.status, type: response.headers.get('content-type'), cache: response.headers.get('cache-control'), cookie: response.headers.get('set-cookie'), text: await response.text() };
}

async function makeFeed(who: 'ada' | 'ben' | 'admin'): Promise<string> {
  actAs(sessions[who]);
  return dataOf(await makeCalendarFeed(null, formOf({ intent: 'create' })))!.address;
}

type FeedEvent = { uid: string; sequence: number; start: string; end: string; summary: string; description: string; url: string; location: string | null };

// Strictly: every content line by the RFC 5545 grammar (tests/support/ical-content-line.ts), then
// the whole text by ical.js.
function readFeed(text: string): { calendar: ICAL.Component; events: FeedEvent[] } {
  expect(text.endsWith('\r\n')).toBe(true);
  for (const line of text.split('\r\n').slice(0, -1)) expect(line.length, line).toBeLessThanOrEqual(75);
  for (const line of contentLines(text)) parseContentLine(line);
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
      summary: event.summary,
      description: event.description,
      url: String(vevent.getFirstPropertyValue('url')),
      location: (vevent.getFirstPropertyValue('location') as string | null) ?? null,
    };
  });
  return { calendar, events };
}

describe('the calendar feed', () => {
  it('answers the adviser’s bookings, moved ones at their new time, without cancelled ones or anyone else’s, with the first name only', async () => {
    // Bookings start on whole minutes (five-minute cells); ICS times have whole seconds.
    const now = Math.floor(Date.now() / 300_000) * 300_000;
    const site = await currentSiteConfig();
    const enquiryId = '65a1b2c3d4e5f60718293a4b';
    const upcoming = await storeBooking({ adviserId: ids.ada, start: new Date(now + 3 * DAY), fullName: 'Priya Ramanathan Iyer', email: 'priya@example.org', enquiryId });
    const recent = await storeBooking({ adviserId: ids.ada, start: new Date(now - 14 * DAY), status: 'done', fullName: 'Jonas Weber' });
    const moved = await storeBooking({ adviserId: ids.ada, start: new Date(now + 5 * DAY), fullName: 'Lena Fischer' });
    const newStart = new Date(now + 9 * DAY);
    await Booking.updateOne({ _id: moved }, { $set: { start: newStart, end: new Date(newStart.getTime() + 30 * 60_000), sequence: 1, channel: 'office' } });
    const cancelled = await storeBooking({ adviserId: ids.ada, start: new Date(now + 4 * DAY), status: 'cancelled', fullName: 'Cancelled Person' });
    const longAgo = await storeBooking({ adviserId: ids.ada, start: new Date(now - 70 * DAY), status: 'done', fullName: 'Old Person' });
    const bens = await storeBooking({ adviserId: ids.ben, start: new Date(now + 3 * DAY), fullName: 'Other Visitor' });

    const address = await makeFeed('ada');
    expect(address).toMatch(new RegExp(`^${site.url.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}${CALENDAR_FEED_PATH}/[A-Za-z0-9_-]{43}\\.ics$`));
    const feed = await fetchFeed(address);
    expect(feed.status).toBe(200);
    expect(feed.type).toBe('text/calendar; charset=utf-8');
    expect(feed.cache).toBe('private, no-store');
    expect(feed.cookie).toBeNull();

    const { calendar, events } = readFeed(feed.text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${site.name}: Ada Adviser's consultations`);
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT15M');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT15M');
    expect(calendar.getFirstPropertyValue('method')).toBeNull();

    const stored = await Booking.find({}).lean();
    const byId = (id: string) => stored.find((booking) => booking._id.toString() === id)!;
    expect(events.map((event) => event.uid)).toEqual([byId(recent).uid, byId(upcoming).uid, byId(moved).uid]);
    for (const gone of [cancelled, longAgo, bens]) expect(feed.text).not.toContain(byId(gone).uid);

    const first = events[1]!;
    expect(first).toMatchObject({ sequence: 0, summary: 'First consultation – Priya', url: `${site.url}/admin/enquiries/${enquiryId}`, location: null });
    expect(first.start).toBe(byId(upcoming).start.toISOString());
    expect(first.description).toBe(`First consultation\nWith Priya\nVideo call (link in the invitation)\nThe lead: ${site.url}/admin/enquiries/${enquiryId}`);
    // Times in UTC.
    const starts = contentLines(feed.text).filter((line) => /^DT(START|END)/.test(line));
    expect(starts).toHaveLength(6);
    for (const line of starts) expect(line).toMatch(/^DT(START|END):\d{8}T\d{6}Z$/);

    const movedEvent = events[2]!;
    expect(movedEvent).toMatchObject({ sequence: 1, start: newStart.toISOString(), summary: 'First consultation – Lena' });
    expect(movedEvent.description).toContain('Office visit (');
    expect(movedEvent.location).toContain(site.address.city);

    for (const secret of ['Ramanathan', 'Iyer', 'priya@example.org', 'visitor@example.com', '+49 151', '2222222', 'Moving to Berlin', 'Weber', 'Fischer', 'Cancelled Person', 'Other Visitor']) {
      expect(feed.text, secret).not.toContain(secret);
    }
    expect(await AuditEntry.countDocuments({ action: 'calendar-feed-created', actorId: ids.ada })).toBe(1);
    expect(await CalendarFeed.findById(ids.ada).lean()).not.toHaveProperty('token');
    expect(JSON.stringify(await CalendarFeed.findById(ids.ada).lean())).not.toContain(new URL(address).pathname.split('/').pop()!.replace('.ics', ''));
  });

  it('has one address per person: a second create is refused, replace stops the old address at once, revoke stops it', async () => {
    const first = await makeFeed('ada');
    const since = await calendarFeedSince(ids.ada);
    expect(since).toBeInstanceOf(Date);

    actAs(sessions.ada);
    expect(await makeCalendarFeed(null, formOf({ intent: 'create' }))).toMatchObject({ ok: false, code: 'conflict' });
    expect((await fetchFeed(first)).status).toBe(200);

    // Not confirmed: refused with the box's error, nothing changed.
    expect(await replaceCalendarFeedAddress(null, formOf({}))).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { confirm: [expect.stringContaining('Tick this')] } });
    expect((await fetchFeed(first)).status).toBe(200);

    const replaced = dataOf(await replaceCalendarFeedAddress(null, formOf({ confirm: 'yes' })))!;
    expect(replaced.address).not.toBe(first);
    expect(replaced.since).toBe((await calendarFeedSince(ids.ada))!.toISOString());
    expect((await fetchFeed(first)).status).toBe(404);
    expect((await fetchFeed(replaced.address)).status).toBe(200);
    expect(await CalendarFeed.countDocuments({})).toBe(1);

    expect(await revokeCalendarFeedAddress(null, formOf({}))).toMatchObject({ ok: false, code: 'invalid' });
    expect((await fetchFeed(replaced.address)).status).toBe(200);
    expect(await revokeCalendarFeedAddress(null, formOf({ confirm: 'yes' }))).toMatchObject({ ok: true, data: undefined });
    expect((await fetchFeed(replaced.address)).status).toBe(404);
    expect(await calendarFeedSince(ids.ada)).toBeNull();
    expect(await revokeCalendarFeedAddress(null, formOf({ confirm: 'yes' }))).toMatchObject({ ok: false, code: 'not-found' });
    expect(await replaceCalendarFeedAddress(null, formOf({ confirm: 'yes' }))).toMatchObject({ ok: false, code: 'not-found' });

    const audited = await AuditEntry.find({ actorId: ids.ada }).sort({ at: 1 }).lean();
    expect(audited.map((entry) => entry.action)).toEqual(['calendar-feed-created', 'calendar-feed-replaced', 'calendar-feed-revoked']);
  });

  it('answers the same 404 to a wrong address, a disabled account and a person who lost lead access', async () => {
    const bens = await makeFeed('ben');
    const admins = await makeFeed('admin');
    expect((await fetchFeed(bens)).status).toBe(200);
    expect((await fetchFeed(admins)).status).toBe(200);

    const base = bens.slice(0, bens.lastIndexOf('/') + 1);
    const wrong = [`${base}${'A'.repeat(43)}.ics`, `${base}short.ics`, bens.replace(/\.ics$/, ''), `${base}${bens.slice(base.length, -4).split('').reverse().join('')}.ics`];
    const answers = [];
    for (const address of wrong) answers.push(await fetchFeed(address));

    await User.updateOne({ _id: ids.ben }, { $set: { disabled: true } });
    answers.push(await fetchFeed(bens));
    await User.updateOne({ _id: ids.ben }, { $set: { disabled: false, role: 'editor' } });
    answers.push(await fetchFeed(bens));

    for (const answer of answers) {
      expect(answer).toEqual({ status: 404, type: 'application/json', cache: 'private, no-store', cookie: null, text: '{"success":false,"message":"No calendar feed at this address"}' });
    }
    await User.updateOne({ _id: ids.ben }, { $set: { role: 'adviser' } });
    expect((await fetchFeed(bens)).status).toBe(200);
  });

  it('goes with a removed account', async () => {
    const id = await createUser({ email: 'feed-leaving@example.com', password: 'long enough password', name: 'Lea Leaving', role: 'adviser' });
    actAs(await tokenFor(id));
    const address = dataOf(await makeCalendarFeed(null, formOf({ intent: 'create' })))!.address;
    expect((await fetchFeed(address)).status).toBe(200);
    await removeStaffMember(id);
    expect(await CalendarFeed.findById(id).lean()).toBeNull();
    expect((await fetchFeed(address)).status).toBe(404);
  });
});
