import { beforeEach, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { GET, POST as postEvent } from '@/app/api/v1/opportunity-check/events/route';
import { leadPeriodRange } from '@/lib/dashboard/lead-period';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { recordCheckEvent } from '@/lib/server/opportunity-card/check-events';
import { getCheckFunnel } from '@/lib/server/opportunity-card/funnel';
import { dailyRunId, runDailyRetention } from '@/lib/server/retention/run';
import { CHECK_FIGURES_TAG } from '@/lib/server/cache-tags';
import { monthsBefore } from '@/lib/retention/cutoffs';
import { RETENTION_DEFAULTS } from '@/lib/retention/settings';
import { OpportunityCheckEvent } from '@/models/opportunity-check-event';
import { RetentionRun } from '@/models/retention-run';
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// The Opportunity Card check's funnel: the public endpoint the check reports its steps to
// (validation, methods, rate limit, what is stored), the dashboard's sums per day and per period,
// and the retention job's deletion.

// The default limit (CHECK_EVENT_RATE_LIMIT_PER_MINUTE unset).
const CHECK_EVENTS_PER_MINUTE = 20;

let lastAddress = 0;
const nextAddress = () => `198.51.100.${++lastAddress}`;

async function send(body: unknown, options: { address?: string; contentType?: string } = {}) {
  const request = new Request('http://localhost/api/v1/opportunity-check/events', {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json', [SOCKET_ADDRESS_HEADER]: options.address ?? nextAddress(), 'user-agent': 'Test/1.0' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await postEvent(request, {});
  return { status: response.status, headers: response.headers, body: await response.json() };
}

const stored = (day: string, event: string) => ({ day: new Date(`${day}T00:00:00Z`), event });

beforeEach(async () => {
  await connectDb();
  await OpportunityCheckEvent.deleteMany({});
});

describe('POST /api/v1/opportunity-check/events', () => {
  it('expires the dashboard\'s cached funnel with each step stored, and not for a refused one', async () => {
    vi.mocked(revalidateTag).mockClear();
    expect((await send({ event: 'started' })).status).toBe(201);
    expect(vi.mocked(revalidateTag).mock.calls).toEqual([[CHECK_FIGURES_TAG, { expire: 0 }]]);
    expect((await send({ event: 'enquiry' })).status).toBe(400);
    expect(revalidateTag).toHaveBeenCalledTimes(1);
  });

  it('stores the Berlin day and the event, and nothing about who', async () => {
    // 23:30 UTC on 28 March 2026 is already 29 March in Berlin.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-28T23:30:00Z') });
    try {
      expect(await send({ event: 'started' }, { address: '192.0.2.88' })).toMatchObject({ status: 201, body: { success: true } });
      expect((await send({ event: 'result' })).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    const docs = await OpportunityCheckEvent.collection.find({}).sort({ event: -1 }).toArray();
    expect(docs.map((doc) => doc.event)).toEqual(['started', 'result']);
    for (const doc of docs) {
      expect(Object.keys(doc).sort()).toEqual(['_id', 'day', 'event']);
      expect(doc._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(doc.day).toEqual(new Date('2026-03-29T00:00:00.000Z'));
    }
    expect(JSON.stringify(docs)).not.toContain('192.0.2.88');
  });

  it('answers 400 for anything but a known step the browser reports, and stores nothing', async () => {
    // 'enquiry' is counted by the server when it stores an enquiry, never reported by a browser.
    for (const body of [{}, { event: 'enquiry' }, { event: 'clicked' }, { event: 'started', answers: { age: 'under-35' } }, { event: ['started'] }, null, []]) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect((await send({ event: 'clicked' })).body).toMatchObject({ errors: { event: expect.any(Array) } });
    expect((await send('{"event":')).status).toBe(400);
    expect((await send({ event: 'started' }, { contentType: 'text/plain' })).status).toBe(415);
    expect((await send({ event: 'started', padding: 'x'.repeat(1000) })).status).toBe(413);
    expect(await OpportunityCheckEvent.countDocuments()).toBe(0);
  });

  it('answers other methods with a JSON 405 naming POST', async () => {
    const answer = await GET!();
    expect(answer.status).toBe(405);
    expect(answer.headers.get('allow')).toBe('OPTIONS, POST');
    expect(await answer.json()).toEqual({ success: false, message: 'Method GET is not allowed here' });
  });

  it(
    `takes ${CHECK_EVENTS_PER_MINUTE} steps a minute from one address, then 429 with Retry-After, storing none of those; other addresses go on`,
    async () => {
      await withinOneWindow(60_000);
      const address = nextAddress();
      for (let i = 0; i < CHECK_EVENTS_PER_MINUTE; i += 1) expect((await send({ event: i % 2 ? 'result' : 'started' }, { address })).status).toBe(201);
      for (let i = 0; i < 3; i += 1) {
        const limited = await send({ event: 'started' }, { address });
        expect(limited.status).toBe(429);
        expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
        expect(limited.body).toMatchObject({ success: false });
      }
      expect((await send({ event: 'started' })).status).toBe(201);
      expect(await OpportunityCheckEvent.countDocuments()).toBe(CHECK_EVENTS_PER_MINUTE + 1);
    },
    WINDOW_WAIT_TIMEOUT_MS + 30_000,
  );
});

describe('the funnel per day and per period', () => {
  // Thursday 2 April 2026 in Berlin; the 7 days are 27 March to 2 April.
  const NOW = new Date('2026-04-02T10:00:00Z');

  beforeEach(async () => {
    await OpportunityCheckEvent.insertMany([
      stored('2026-03-27', 'started'),
      stored('2026-03-27', 'started'),
      stored('2026-03-27', 'result'),
      stored('2026-04-01', 'started'),
      stored('2026-04-01', 'started'),
      stored('2026-04-01', 'result'),
      // Outside the 7 days on either side; the first is inside 30 days.
      stored('2026-03-26', 'started'),
      stored('2026-04-03', 'started'),
    ]);
    // An enquiry sent from the check, as the lead endpoint counts it: today in Berlin.
    vi.useFakeTimers({ toFake: ['Date'], now: NOW });
    try {
      await recordCheckEvent('result');
      await recordCheckEvent('enquiry');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sums each day and the period, first and last day included, with the conversion ratios', async () => {
    const week = await getCheckFunnel(leadPeriodRange('7d', NOW));
    expect(week.days).toEqual([
      { day: '2026-04-02', started: 0, result: 1, enquiry: 1 },
      { day: '2026-04-01', started: 2, result: 1, enquiry: 0 },
      { day: '2026-03-27', started: 2, result: 1, enquiry: 0 },
    ]);
    expect(week).toMatchObject({ period: '7d', firstDay: '2026-03-27', lastDay: '2026-04-02', totals: { started: 4, result: 3, enquiry: 1 }, resultRate: 75 });
    expect(week.enquiryRate).toBeCloseTo(33.33, 2);
    const month = await getCheckFunnel(leadPeriodRange('30d', NOW));
    expect(month.totals).toEqual({ started: 5, result: 3, enquiry: 1 });
    expect(month.days.map((day) => day.day)).toContain('2026-03-26');
  });

  it('reaches the dashboard for roles with lead access only, with one aggregation', async () => {
    const aggregate = vi.spyOn(OpportunityCheckEvent, 'aggregate');
    const editor = await loadDashboard(NOW, { leads: false, period: '7d' });
    expect(editor.checkFunnel).toBeNull();
    expect(aggregate).not.toHaveBeenCalled();
    const adviser = await loadDashboard(NOW, { period: '7d' });
    expect(adviser.checkFunnel?.totals).toEqual({ started: 4, result: 3, enquiry: 1 });
    expect(aggregate).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});

describe('retention', () => {
  it('deletes the events whose day is older than the analytics period, keeping the cut-off’s day, and counts them in the run', async () => {
    const NOW = new Date('2031-05-10T10:00:00Z');
    await RetentionRun.deleteMany({ _id: dailyRunId(NOW) });
    const cutoff = monthsBefore(NOW, RETENTION_DEFAULTS.engagementMonths);
    const dayOf = (date: Date) => date.toISOString().slice(0, 10);
    await OpportunityCheckEvent.insertMany([
      stored(dayOf(new Date(cutoff.getTime() - 86_400_000)), 'started'),
      stored(dayOf(new Date(cutoff.getTime() - 40 * 86_400_000)), 'enquiry'),
      stored(dayOf(cutoff), 'result'),
      stored(dayOf(NOW), 'started'),
    ]);
    const run = await runDailyRetention(NOW);
    expect(run?.counts).toMatchObject({ checkEventsRemoved: 2 });
    expect((await OpportunityCheckEvent.find({}).sort({ day: 1 }).lean()).map((event) => [dayOf(event.day), event.event])).toEqual([
      [dayOf(cutoff), 'result'],
      [dayOf(NOW), 'started'],
    ]);
  });
});
