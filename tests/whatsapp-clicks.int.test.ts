import { beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postClick } from '@/app/api/v1/whatsapp-clicks/route';
import { leadPeriodRange } from '@/lib/dashboard/lead-period';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { getWhatsAppChats } from '@/lib/server/whatsapp/clicks';
import { expireFigures, WHATSAPP_FIGURES_TAG } from '@/lib/server/cache-tags';
import { WhatsAppClick } from '@/models/whatsapp-click';

// Which tag a click expires (e2e/dashboard-cache.spec.ts shows the effect on a running server).
vi.mock('@/lib/server/cache-tags', async (original) => ({ ...(await original<typeof import('@/lib/server/cache-tags')>()), expireFigures: vi.fn() }));

// The default limit (WHATSAPP_CLICK_RATE_LIMIT_PER_MINUTE unset).
const WHATSAPP_CLICKS_PER_MINUTE = 10;
import { WINDOW_WAIT_TIMEOUT_MS, withinOneWindow } from './support/rate-limit-window';

// The WhatsApp chat count: the public endpoint a chat button reports to (validation, rate limit,
// what is stored), and the dashboard's sums per page and service over a period.

let lastAddress = 0;
const nextAddress = () => `203.0.113.${++lastAddress}`;

async function send(body: unknown, options: { address?: string; contentType?: string } = {}) {
  const request = new Request('http://localhost/api/v1/whatsapp-clicks', {
    method: 'POST',
    headers: { 'content-type': options.contentType ?? 'application/json', [SOCKET_ADDRESS_HEADER]: options.address ?? nextAddress(), 'user-agent': 'Test/1.0' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const response = await postClick(request, {});
  return { status: response.status, headers: response.headers, body: await response.json() };
}

beforeEach(async () => {
  await connectDb();
  await WhatsAppClick.init();
  await WhatsAppClick.deleteMany({});
});

describe('POST /api/v1/whatsapp-clicks', () => {
  it('expires the dashboard\'s cached chats with each click stored, and not for a refused one', async () => {
    vi.mocked(expireFigures).mockClear();
    expect((await send({ page: '/contact' })).status).toBe(201);
    expect(vi.mocked(expireFigures).mock.calls).toEqual([[WHATSAPP_FIGURES_TAG]]);
    expect((await send({ page: 'https://elsewhere.example/' })).status).toBe(400);
    expect(expireFigures).toHaveBeenCalledTimes(1);
  });

  it('stores the Berlin day, the page and the service, and nothing about who clicked', async () => {
    // 23:30 UTC on 28 March 2026 is already 29 March in Berlin.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-28T23:30:00Z') });
    try {
      const answer = await send({ page: '/services', service: 'Tourist Visa Advisory' }, { address: '192.0.2.77' });
      expect(answer).toMatchObject({ status: 201, body: { success: true } });
      expect((await send({ page: '/' })).status).toBe(201);
    } finally {
      vi.useRealTimers();
    }
    const stored = await WhatsAppClick.collection.find({}).sort({ page: -1 }).toArray();
    expect(stored).toHaveLength(2);
    for (const doc of stored) {
      // No address, agent, time of day or visitor id; and no ObjectId (it would carry the second).
      expect(Object.keys(doc).sort()).toEqual(['_id', 'day', 'page', 'service']);
      expect(doc._id).toMatch(/^[0-9a-f-]{36}$/);
      expect(doc.day).toEqual(new Date('2026-03-29T00:00:00.000Z'));
    }
    expect(stored[0]).toMatchObject({ page: '/services', service: 'Tourist Visa Advisory' });
    expect(stored[1]).toMatchObject({ page: '/', service: null });
    expect(JSON.stringify(stored)).not.toContain('192.0.2.77');
  });

  it('answers 400 with field errors for what is not a public page or a known service, and stores nothing', async () => {
    const refused = [
      { page: 'https://evil.example/' },
      { page: '/admin/enquiries' },
      { page: '/services?utm_source=x' },
      { page: '/services', service: 'Buy followers' },
      { page: '/services', email: 'someone@example.org' },
      {},
    ];
    for (const body of refused) {
      const answer = await send(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toMatchObject({ success: false, message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await send('{"page":')).status).toBe(400);
    expect((await send({ page: '/' }, { contentType: 'text/plain' })).status).toBe(415);
    expect((await send({ page: `/${'a'.repeat(2000)}` })).status).toBe(413);
    expect(await WhatsAppClick.countDocuments()).toBe(0);
  });

  it(
    `takes ${WHATSAPP_CLICKS_PER_MINUTE} clicks a minute from one address, then 429 with Retry-After; other addresses go on`,
    async () => {
      await withinOneWindow(60_000);
      const address = nextAddress();
      for (let i = 0; i < WHATSAPP_CLICKS_PER_MINUTE; i += 1) expect((await send({ page: '/contact' }, { address })).status).toBe(201);
      const limited = await send({ page: '/contact' }, { address });
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(limited.body).toMatchObject({ success: false });
      expect((await send({ page: '/contact' })).status).toBe(201);
      expect(await WhatsAppClick.countDocuments()).toBe(WHATSAPP_CLICKS_PER_MINUTE + 1);
    },
    WINDOW_WAIT_TIMEOUT_MS + 30_000,
  );
});

describe('chats counted per page and service over a period', () => {
  // Thursday 2 April 2026 in Berlin; the 7 days are 27 March to 2 April.
  const NOW = new Date('2026-04-02T10:00:00Z');
  const click = (day: string, page: string, service: string | null = null) => ({ day: new Date(`${day}T00:00:00Z`), page, service });

  beforeEach(async () => {
    await WhatsAppClick.insertMany([
      click('2026-03-27', '/services', 'Tourist Visa Advisory'),
      click('2026-03-27', '/services', 'Tourist Visa Advisory'),
      click('2026-04-02', '/services', 'Tourist Visa Advisory'),
      click('2026-04-01', '/services'),
      click('2026-03-30', '/blog/opportunity-card-guide', 'Germany Opportunity Card (Chancenkarte) Consulting'),
      click('2026-03-29', '/'),
      // Outside the 7 days on either side.
      click('2026-03-26', '/services', 'Tourist Visa Advisory'),
      click('2026-04-03', '/contact'),
      // 30 days: from 4 March.
      click('2026-03-04', '/contact'),
      click('2026-03-03', '/contact'),
    ]);
  });

  it('sums each page and service over the period\'s days, first and last included', async () => {
    const week = await getWhatsAppChats(leadPeriodRange('7d', NOW));
    expect(week).toMatchObject({ period: '7d', firstDay: '2026-03-27', lastDay: '2026-04-02', total: 6 });
    expect(week.rows).toEqual([
      { key: '/services|Tourist Visa Advisory', label: '/services', detail: 'Tourist Visa Advisory', count: 3 },
      { key: '/|', label: '/', detail: 'no service chosen', count: 1 },
      { key: '/blog/opportunity-card-guide|Germany Opportunity Card (Chancenkarte) Consulting', label: '/blog/opportunity-card-guide', detail: 'Germany Opportunity Card (Chancenkarte) Consulting', count: 1 },
      { key: '/services|', label: '/services', detail: 'no service chosen', count: 1 },
    ]);
    const month = await getWhatsAppChats(leadPeriodRange('30d', NOW));
    expect(month.total).toBe(8);
    expect(month.rows.find((row) => row.key === '/contact|')?.count).toBe(1);
  });

  it('reaches the dashboard for roles with lead access, over the period of its address, never an editor\'s dashboard', async () => {
    const aggregate = vi.spyOn(WhatsAppClick, 'aggregate');
    const editor = await loadDashboard(NOW, { leads: false, period: '7d' });
    expect(editor.whatsappChats).toBeNull();
    expect(aggregate).not.toHaveBeenCalled();
    const adviser = await loadDashboard(NOW, { period: '7d' });
    expect(adviser.whatsappChats).toMatchObject({ total: 6 });
    expect(aggregate).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
    expect((await loadDashboard(NOW, { period: '30d' })).whatsappChats).toMatchObject({ period: '30d', firstDay: '2026-03-04', total: 8 });
  });
});
