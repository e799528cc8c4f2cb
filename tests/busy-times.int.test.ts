import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { TZDate } from '@date-fns/tz';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveCalendarOf, saveMyCalendar } from '@/app/(admin)/admin/availability/actions';
import { POST as book } from '@/app/api/v1/booking/route';
import { CALENDAR_FORM_START, calendarAddressInputSchema } from '@/lib/booking/busy-calendar';
import { CalendarFetchError, calendarFetchOptions, fetchCalendarText, type FetchOptions } from '@/lib/server/busy-calendar/fetch-calendar';
import { readCalendarNow, readDueCalendars } from '@/lib/server/busy-calendar/refresh';
import { busyCalendarView, removeCalendarAddress, saveCalendarAddress } from '@/lib/server/busy-calendar/store';
import { freeSlotsForType } from '@/lib/server/booking/slots-for-type';
import { removeStaffMember } from '@/lib/server/staff/staff';
import { AuditEntry } from '@/models/audit-entry';
import { BusyCalendar } from '@/models/busy-calendar';
import { actAs, formOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';
import { berlinAt, bookingBody, clearBookings, createAdviser, createType, dayAhead, postJson } from './support/booking';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Busy times from an adviser's own calendar (issue 47) against a local calendar server on
// 127.0.0.1, reached through the tests' loopback setting (CALENDAR_FETCH_ALLOW_LOOPBACK=1): its
// busy events block the free times and bookings; a failed read keeps the last good copy and says
// why; the address checks refuse every private, loopback (without the setting), link-local and
// non-http target, also behind a redirect or a host name.

// What the calendar server answers at /cal.ics: the calendar, or one way of failing.
type Mode = 'calendar' | 'error' | 'hang' | 'large' | 'html';
let mode: Mode = 'calendar';
let calendarText = '';
let server: Server;
let base = '';
const hanging: ServerResponse[] = [];

function answer(request: IncomingMessage, response: ServerResponse) {
  const path = request.url ?? '/';
  if (path === '/redirect-private') return response.writeHead(302, { location: 'http://10.0.0.1/cal.ics' }).end();
  if (path === '/redirect-link-local') return response.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end();
  if (path === '/redirect-ipv6-private') return response.writeHead(302, { location: 'http://[fd00::1]/cal.ics' }).end();
  if (path === '/redirect-file') return response.writeHead(302, { location: 'file:///etc/passwd' }).end();
  if (path === '/redirect-calendar') return response.writeHead(301, { location: '/cal.ics' }).end();
  if (path === '/redirect-loop') return response.writeHead(302, { location: '/redirect-loop' }).end();
  if (path !== '/cal.ics') return response.writeHead(404).end('Not found');
  if (mode === 'error') return response.writeHead(500).end('Internal error');
  if (mode === 'hang') return void hanging.push(response);
  if (mode === 'html') return response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Sign in</title>');
  if (mode === 'large') {
    // 3 MB in chunks without a Content-Length: the limit must count while reading.
    response.writeHead(200, { 'content-type': 'text/calendar' });
    const chunk = `BEGIN:VCALENDAR\r\n${'X-FILLER:'.padEnd(1020, 'x')}\r\n`;
    for (let index = 0; index < 3 * 1024; index += 1) response.write(chunk);
    return response.end();
  }
  response.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8' }).end(calendarText);
}

beforeAll(async () => {
  process.env.CALENDAR_FETCH_ALLOW_LOOPBACK = '1';
  server = createServer(answer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const response of hanging) response.destroy();
  await new Promise((resolve) => server.close(resolve));
  delete process.env.CALENDAR_FETCH_ALLOW_LOOPBACK;
});

// ---- the calendar file -------------------------------------------------------------------

const BERLIN_ZONE = `BEGIN:VTIMEZONE
TZID:Europe/Berlin
BEGIN:DAYLIGHT
TZOFFSETFROM:+0100
TZOFFSETTO:+0200
TZNAME:CEST
DTSTART:19700329T020000
RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU
END:DAYLIGHT
BEGIN:STANDARD
TZOFFSETFROM:+0200
TZOFFSETTO:+0100
TZNAME:CET
DTSTART:19701025T030000
RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU
END:STANDARD
END:VTIMEZONE`;

// An Outlook-style zone: a Windows name no platform knows, defined in the file (UTC+05:00, no DST).
const CUSTOM_ZONE = `BEGIN:VTIMEZONE
TZID:West Asia Standard Time
BEGIN:STANDARD
DTSTART:16010101T000000
TZOFFSETFROM:+0500
TZOFFSETTO:+0500
END:STANDARD
END:VTIMEZONE`;

const compact = (day: string) => day.replace(/-/g, '');
const vevent = (uid: string, lines: string[]) => ['BEGIN:VEVENT', `UID:${uid}`, 'DTSTAMP:20260101T000000Z', ...lines, 'END:VEVENT'].join('\r\n');

// The days of the sample calendar, inside a 30-day horizon.
const day = dayAhead(3);
const weekly = [dayAhead(4), dayAhead(11), dayAhead(18), dayAhead(25)] as const;
const allDay = dayAhead(6);
const zoned = dayAhead(7);

function sampleCalendar(): string {
  const events = [
    // 10:00–11:00 Berlin, by the file's own VTIMEZONE.
    vevent('single', [`DTSTART;TZID=Europe/Berlin:${compact(day)}T100000`, `DTEND;TZID=Europe/Berlin:${compact(day)}T110000`, 'SUMMARY:Dentist']),
    // Free (transparent) and cancelled: block nothing.
    vevent('free', [`DTSTART;TZID=Europe/Berlin:${compact(day)}T130000`, `DTEND;TZID=Europe/Berlin:${compact(day)}T140000`, 'TRANSP:TRANSPARENT']),
    vevent('cancelled', [`DTSTART;TZID=Europe/Berlin:${compact(day)}T150000`, `DTEND;TZID=Europe/Berlin:${compact(day)}T160000`, 'STATUS:CANCELLED']),
    // Weekly 12:00–13:00 Berlin; the second week excluded (EXDATE), the third moved to 15:00 (RECURRENCE-ID).
    vevent('weekly', [
      `DTSTART;TZID=Europe/Berlin:${compact(weekly[0])}T120000`,
      `DTEND;TZID=Europe/Berlin:${compact(weekly[0])}T130000`,
      'RRULE:FREQ=WEEKLY',
      `EXDATE;TZID=Europe/Berlin:${compact(weekly[1])}T120000`,
    ]),
    vevent('weekly', [
      `RECURRENCE-ID;TZID=Europe/Berlin:${compact(weekly[2])}T120000`,
      `DTSTART;TZID=Europe/Berlin:${compact(weekly[2])}T150000`,
      `DTEND;TZID=Europe/Berlin:${compact(weekly[2])}T160000`,
    ]),
    // A whole day.
    vevent('holiday', [`DTSTART;VALUE=DATE:${compact(allDay)}`, `DTEND;VALUE=DATE:${compact(dayAhead(7))}`]),
    // 14:00–14:30 in the file's Outlook zone (UTC+5), and 05:00–05:30 New York by name alone (no VTIMEZONE).
    vevent('outlook', [`DTSTART;TZID=West Asia Standard Time:${compact(zoned)}T140000`, `DTEND;TZID=West Asia Standard Time:${compact(zoned)}T143000`]),
    vevent('new-york', [`DTSTART;TZID=America/New_York:${compact(zoned)}T050000`, `DTEND;TZID=America/New_York:${compact(zoned)}T053000`]),
  ];
  return ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Busy times//EN', BERLIN_ZONE, CUSTOM_ZONE, ...events, 'END:VCALENDAR'].join('\r\n');
}

const [zonedYear, zonedMonth, zonedDate] = zoned.split('-').map(Number) as [number, number, number];
const outlookStart = new Date(Date.UTC(zonedYear, zonedMonth - 1, zonedDate, 9, 0));
const newYorkStart = new Date(new TZDate(zonedYear, zonedMonth - 1, zonedDate, 5, 0, 0, 'America/New_York').getTime());

// ---- the adviser ---------------------------------------------------------------------------

let typeId = '';
let adviserId = '';

beforeAll(async () => {
  // 20-minute meetings every 20 minutes, 09:00–17:00 Berlin every day.
  typeId = await createType({ durationMinutes: 20, intervalMinutes: 20 });
  adviserId = await createAdviser([typeId], 'Bea Busy');
});

beforeEach(async () => {
  mode = 'calendar';
  calendarText = sampleCalendar();
  await clearBookings();
  await BusyCalendar.deleteMany({});
});

const offered = async (onDay: string) => (await freeSlotsForType(typeId, onDay, onDay)).map((slot) => slot.toISOString());
const at = (onDay: string, time: string) => berlinAt(onDay, time).toISOString();
const later = (date: Date, minutes: number) => new Date(date.getTime() + minutes * 60_000).toISOString();

async function saveAndRead(address = `${base}/cal.ics`) {
  await saveCalendarAddress(adviserId, address);
  return readCalendarNow(adviserId);
}

describe('busy events of the adviser’s own calendar', () => {
  it('block the free times: single, weekly with its exceptions, all-day and time-zoned events; free and cancelled ones do not', async () => {
    expect(await offered(day)).toContain(at(day, '10:00'));
    expect(await saveAndRead()).toBeNull();

    const times = await offered(day);
    expect(times).toContain(at(day, '09:40'));
    expect(times).not.toContain(at(day, '10:00'));
    expect(times).not.toContain(at(day, '10:40'));
    expect(times).toContain(at(day, '11:00'));
    expect(times).toContain(at(day, '13:00'));
    expect(times).toContain(at(day, '15:00'));

    expect(await offered(weekly[0])).not.toContain(at(weekly[0], '12:00'));
    expect(await offered(weekly[1])).toContain(at(weekly[1], '12:00'));
    expect(await offered(weekly[2])).toContain(at(weekly[2], '12:00'));
    expect(await offered(weekly[2])).not.toContain(at(weekly[2], '15:00'));
    expect(await offered(weekly[3])).not.toContain(at(weekly[3], '12:40'));
    expect(await offered(weekly[3])).toContain(at(weekly[3], '13:00'));

    expect(await offered(allDay)).toEqual([]);

    const zonedTimes = await offered(zoned);
    expect(zonedTimes).not.toContain(outlookStart.toISOString());
    expect(zonedTimes).not.toContain(later(outlookStart, 20));
    expect(zonedTimes).toContain(later(outlookStart, 40));
    expect(zonedTimes).not.toContain(newYorkStart.toISOString());
    expect(zonedTimes).toContain(later(newYorkStart, 40));
  });

  it('refuse a booking of a time that became busy (409 with other times)', async () => {
    await saveAndRead();
    const refused = await postJson(book, bookingBody(typeId, berlinAt(day, '10:20')));
    expect(refused.status).toBe(409);
    expect((await postJson(book, bookingBody(typeId, berlinAt(day, '11:00')))).status).toBe(201);
  });

  it('store the address sealed and show it masked, with the last read and the number of busy times', async () => {
    await saveAndRead();
    const stored = await BusyCalendar.findById(adviserId).lean();
    expect(JSON.stringify(stored)).not.toContain('/cal.ics');
    const view = await busyCalendarView(adviserId);
    expect(view).toMatchObject({ maskedAddress: `127.0.0.1:${new URL(base).port}/….ics`, lastError: null, lastFailedAt: null });
    // single, 3 weekly in the window (one excluded, one moved), the all-day, the two zoned ones.
    expect(view?.busyCount).toBeGreaterThanOrEqual(7);
    expect(view?.fetchedAt).toEqual(expect.any(String));

    expect(await removeCalendarAddress(adviserId)).toBe(true);
    expect(await busyCalendarView(adviserId)).toBeNull();
    expect(await offered(day)).toContain(at(day, '10:00'));
  });

  it('read by the job once per adviser and 10 minutes, with two instances at once', async () => {
    await saveCalendarAddress(adviserId, `${base}/cal.ics`);
    const now = new Date();
    const counts = await Promise.all([readDueCalendars(now), readDueCalendars(now)]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(await readDueCalendars(now)).toBe(0);
    expect(await offered(day)).not.toContain(at(day, '10:00'));
    expect(await readDueCalendars(new Date(now.getTime() + 10 * 60_000))).toBe(1);
  });

  it('not read for a disabled account, and gone with a removed one', async () => {
    const leaver = await createUser({ email: 'busy-leaver@example.com', password: 'long enough password', role: 'adviser', disabled: true });
    await saveCalendarAddress(leaver, `${base}/cal.ics`);
    expect(await readDueCalendars(new Date())).toBe(0);
    await removeStaffMember(leaver);
    expect(await busyCalendarView(leaver)).toBeNull();
  });
});

describe('a failed read keeps the last good copy and says why', () => {
  const failures: Array<[Mode, Partial<FetchOptions>, RegExp]> = [
    ['error', {}, /HTTP 500/],
    ['hang', { timeoutMs: 300 }, /did not answer within 300 ms/],
    ['large', {}, /larger than 2 MB/],
    ['html', {}, /did not return a calendar/],
  ];
  for (const [failing, options, message] of failures) {
    it(`${failing}: ${message.source}`, async () => {
      expect(await saveAndRead()).toBeNull();
      const good = await busyCalendarView(adviserId);
      mode = failing;
      expect(await readCalendarNow(adviserId, new Date(), options)).toMatch(message);
      const view = await busyCalendarView(adviserId);
      expect(view).toMatchObject({ busyCount: good?.busyCount, fetchedAt: good?.fetchedAt, lastError: expect.stringMatching(message), lastFailedAt: expect.any(String) });
      expect(await offered(day)).not.toContain(at(day, '10:00'));
      // The next good read clears the failure.
      mode = 'calendar';
      expect(await readCalendarNow(adviserId)).toBeNull();
      expect(await busyCalendarView(adviserId)).toMatchObject({ lastError: null, lastFailedAt: null });
    });
  }

  it('a 404 is said as such, and a refused address too', async () => {
    await saveCalendarAddress(adviserId, `${base}/gone.ics`);
    expect(await readCalendarNow(adviserId)).toMatch(/HTTP 404/);
    await saveCalendarAddress(adviserId, 'http://192.168.0.10/cal.ics');
    expect(await readCalendarNow(adviserId)).toMatch(/private, loopback or link-local/);
    expect(await busyCalendarView(adviserId)).toMatchObject({ busyCount: 0, fetchedAt: null });
  });
});

describe('the address checks', () => {
  const withSetting = () => calendarFetchOptions();
  const withoutSetting = () => calendarFetchOptions({ allowLoopback: false });
  const refusal = async (address: string, options: FetchOptions) => {
    const error = await fetchCalendarText(address, options).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error, address).toBeInstanceOf(CalendarFetchError);
    return (error as CalendarFetchError).kind;
  };

  it('reads the local server only through the tests’ setting, which production ignores', async () => {
    expect(await fetchCalendarText(`${base}/cal.ics`, withSetting())).toContain('BEGIN:VCALENDAR');
    expect(await refusal(`${base}/cal.ics`, withoutSetting())).toBe('refused');
    const port = new URL(base).port;
    for (const address of [`http://localhost:${port}/cal.ics`, `http://[::1]:${port}/cal.ics`, `http://[::ffff:127.0.0.1]:${port}/cal.ics`, `http://127.1.2.3:${port}/`]) {
      expect(await refusal(address, withoutSetting()), address).toBe('refused');
    }
    const nodeEnv = process.env.NODE_ENV;
    try {
      (process.env as Record<string, string>).NODE_ENV = 'production';
      expect(calendarFetchOptions().allowLoopback).toBe(false);
    } finally {
      (process.env as Record<string, string | undefined>).NODE_ENV = nodeEnv;
    }
  });

  it('refuses private, link-local and reserved addresses even with the setting', async () => {
    for (const address of [
      'http://10.0.0.1/cal.ics',
      'http://10.255.1.2:8080/',
      'https://192.168.1.20/cal.ics',
      'http://172.16.0.1/',
      'http://172.31.255.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://100.64.0.1/',
      'http://0.0.0.0/',
      'http://[fe80::1]/',
      'http://[fd12:3456::1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[::ffff:169.254.169.254]/',
      'http://[::]/',
      'http://224.0.0.1/',
      'http://255.255.255.255/',
    ]) {
      expect(await refusal(address, withSetting()), address).toBe('refused');
    }
  });

  it('refuses a host name that resolves to a private address, and connects to the checked address only', async () => {
    const resolvingTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    expect(await refusal('http://calendar.example.org/cal.ics', calendarFetchOptions({ resolve: resolvingTo('10.1.2.3') }))).toBe('refused');
    expect(await refusal('http://calendar.example.org/cal.ics', calendarFetchOptions({ resolve: resolvingTo('93.184.215.14', '169.254.169.254') }))).toBe('refused');
    expect(await refusal('http://calendar.example.org/cal.ics', calendarFetchOptions({ resolve: resolvingTo('fe80::1') }))).toBe('refused');
    // A made-up name reaches the local server only through the checked answer (the request's own lookup).
    const port = new URL(base).port;
    expect(await fetchCalendarText(`http://calendar.invalid:${port}/cal.ics`, calendarFetchOptions({ resolve: resolvingTo('127.0.0.1') }))).toContain('BEGIN:VCALENDAR');
  });

  it('counts a slow DNS answer against the time limit', async () => {
    const never = () => new Promise<never>(() => undefined);
    expect(await refusal('http://slow-dns.example.org/cal.ics', calendarFetchOptions({ timeoutMs: 200, resolve: never }))).toBe('timeout');
  });

  it('checks every redirect target the same way, and follows at most three', async () => {
    expect(await fetchCalendarText(`${base}/redirect-calendar`, withSetting())).toContain('BEGIN:VCALENDAR');
    expect(await refusal(`${base}/redirect-private`, withSetting())).toBe('refused');
    expect(await refusal(`${base}/redirect-link-local`, withSetting())).toBe('refused');
    expect(await refusal(`${base}/redirect-ipv6-private`, withSetting())).toBe('refused');
    expect(await refusal(`${base}/redirect-file`, withSetting())).toBe('scheme');
    expect(await refusal(`${base}/redirect-loop`, withSetting())).toBe('redirects');
  });

  it('refuses other schemes, in the fetch and in the form', async () => {
    for (const address of ['file:///etc/passwd', 'ftp://example.org/cal.ics', 'data:text/calendar,BEGIN:VCALENDAR', 'gopher://example.org/']) {
      expect(await refusal(address, withSetting()), address).toBe('scheme');
      expect(calendarAddressInputSchema.safeParse({ intent: 'save', address }).success, address).toBe(false);
    }
    expect(calendarAddressInputSchema.safeParse({ intent: 'save', address: `https://calendar.google.com/calendar/ical/x/private-${'a'.repeat(2000)}/basic.ics` }).success).toBe(false);
    expect(calendarAddressInputSchema.parse({ intent: 'save', address: ' webcal://p01-caldav.icloud.com/published/2/abc ' })).toEqual({ intent: 'save', address: 'https://p01-caldav.icloud.com/published/2/abc' });
  });
});

describe('the availability page’s calendar form', () => {
  it('refuses a bad address with what was typed, saves a good one sealed and reads it at once, removes it; each audited', async () => {
    actAs(await tokenFor(adviserId));
    const refused = await saveMyCalendar(CALENDAR_FORM_START, formOf({ address: 'ftp://calendar.example.org/cal.ics' }));
    expect(refused).toMatchObject({ answer: 1, ok: false, code: 'invalid', values: { address: 'ftp://calendar.example.org/cal.ics' } });
    expect(refused.fieldErrors?.address?.[0]).toMatch(/https:\/\//);
    expect(await busyCalendarView(adviserId)).toBeNull();

    const saved = await saveMyCalendar(refused, formOf({ address: `${base}/cal.ics` }));
    expect(saved).toMatchObject({ answer: 2, ok: true, values: { address: '' } });
    const view = await busyCalendarView(adviserId);
    expect(view).toMatchObject({ lastError: null, fetchedAt: expect.any(String) });
    expect(await offered(day)).not.toContain(at(day, '10:00'));
    const savedEntry = await AuditEntry.findOne({ action: 'busy-calendar-saved' }).lean();
    expect(savedEntry).toMatchObject({ target: expect.stringContaining('Bea Busy'), details: view?.maskedAddress });

    const removed = await saveMyCalendar(saved, formOf({ intent: 'remove' }));
    expect(removed).toMatchObject({ answer: 3, ok: true });
    expect(await busyCalendarView(adviserId)).toBeNull();
    expect(await AuditEntry.countDocuments({ action: 'busy-calendar-removed' })).toBe(1);
  });

  it('saves a failing address all the same, the failure on the page', async () => {
    actAs(await tokenFor(adviserId));
    mode = 'error';
    expect(await saveMyCalendar(CALENDAR_FORM_START, formOf({ address: `${base}/cal.ics` }))).toMatchObject({ ok: true });
    expect(await busyCalendarView(adviserId)).toMatchObject({ fetchedAt: null, lastError: expect.stringMatching(/HTTP 500/) });
  });

  it('an administrator’s form for someone else: a made-up account is not found', async () => {
    actAs(await tokenFor(await createUser({ email: 'busy-admin@example.com', password: 'long enough password' })));
    expect(await saveCalendarOf('0123456789abcdef01234567', CALENDAR_FORM_START, formOf({ address: `${base}/cal.ics` }))).toMatchObject({ ok: false, code: 'not-found' });
    expect(await saveCalendarOf(adviserId, CALENDAR_FORM_START, formOf({ address: `${base}/cal.ics` }))).toMatchObject({ ok: true });
  });
});
