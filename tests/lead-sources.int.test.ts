import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { getLeadSources } from '@/lib/server/dashboard/lead-sources';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { leadPeriodRange, type LeadPeriod } from '@/lib/dashboard/lead-period';
import type { FigureRow } from '@/lib/dashboard/types';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { recordOperations, type Operation } from './support/record-operations';

// The dashboard's "where leads come from" against seeded leads: by service, by source (campaign,
// referring domain, direct, not recorded), by landing page and by blog post, over each period,
// with leads on both sides of each period's edges.

// Thursday 2 April 2026, 12:00 in Berlin (summer time since 29 March).
const NOW = new Date('2026-04-02T10:00:00Z');
// The 7 days are 27 March (winter time, starts 26 March 23:00 UTC) to 2 April (ends 2 April 22:00 UTC).
const SEVEN_DAYS_START = '2026-03-26T23:00:00.000Z';
const PERIOD_END = '2026-04-02T22:00:00.000Z';

type Seed = { name: string; at: string; service?: string; attribution?: Record<string, string> };

const LEADS: Seed[] = [
  // Exactly when the 7 days begin, and a millisecond before.
  { name: 'first-of-7', at: SEVEN_DAYS_START, service: 'Visa Advisory Services', attribution: { utmSource: 'Google', utmMedium: 'cpc', referrer: 'https://www.google.com/', landingPage: '/services', pagePath: '/services' } },
  { name: 'before-7', at: '2026-03-26T22:59:59.999Z', service: 'Student Visa Advisory', attribution: { referrer: 'https://www.linkedin.com/feed/', landingPage: '/blog/opportunity-card-guide', pagePath: '/services' } },
  // The last moment of today in Berlin, and the first of tomorrow.
  { name: 'last-of-today', at: '2026-04-02T21:59:59.999Z', attribution: { referrer: 'https://linkedin.com/in/someone', landingPage: '/blog/old-guide-address', pagePath: '/blog/opportunity-card-guide/' } },
  { name: 'tomorrow', at: PERIOD_END, service: 'Visa Advisory Services', attribution: { utmSource: 'newsletter', landingPage: '/', pagePath: '/contact' } },
  // Within 30 days (from 4 March).
  { name: 'march-direct', at: '2026-03-04T10:00:00Z', service: 'Made Up Service', attribution: { landingPage: '/', pagePath: '/contact' } },
  { name: 'march-own-site', at: '2026-03-10T10:00:00Z', attribution: { referrer: 'http://localhost:3000/admin/blogs', landingPage: '/blog/CHILD_ID', pagePath: '/contact' } },
  // Within 90 days (from 3 January) but not 30.
  { name: 'february', at: '2026-02-10T10:00:00Z', service: 'Visa Advisory Services', attribution: { utmSource: 'GOOGLE', landingPage: '/blog/gone-post', pagePath: '/blog/gone-post' } },
  { name: 'no-attribution', at: '2026-01-03T00:00:00Z', service: 'Family Reunification Solutions' },
  // Within 12 months (from 1 May 2025, 00:00 Berlin = 30 April 22:00 UTC) but not 90 days.
  { name: 'may', at: '2025-04-30T22:00:00Z', attribution: { referrer: 'android-app://com.google.android.gm/', landingPage: '/blog/category/visa', pagePath: '/contact' } },
  { name: 'april', at: '2025-04-30T21:59:59Z', service: 'Visa Advisory Services', attribution: { utmSource: 'google' } },
];

let guideId = '';
let childId = '';

async function seed() {
  const guide = new mongoose.Types.ObjectId();
  const child = new mongoose.Types.ObjectId();
  guideId = guide.toString();
  childId = child.toString();
  const post = (fields: Record<string, unknown>) => ({ summary: 'A post that leads to enquiries.', category: 'Visa', tags: [], views: 0, likes: 0, createdAt: NOW, updatedAt: NOW, ...fields });
  await Post.collection.insertMany([
    post({ _id: guide, headline: 'Opportunity Card: the complete guide', slug: 'opportunity-card-guide', oldSlugs: ['old-guide-address'] }),
    // A post stored before addresses existed: it lives at its id.
    post({ _id: child, headline: 'Bringing your children to Germany' }),
  ]);
  await Enquiry.collection.insertMany(
    LEADS.map((lead) => ({
      fullName: lead.name,
      email: `${lead.name}@example.org`,
      message: 'Hello',
      status: 'new',
      isRead: false,
      source: lead.service ? 'service' : 'contact',
      clientId: randomUUID(),
      submittedAt: new Date(lead.at),
      ...(lead.service ? { serviceName: lead.service } : {}),
      ...(lead.attribution
        ? { attribution: Object.fromEntries(Object.entries(lead.attribution).map(([key, value]) => [key, value.replace('CHILD_ID', childId)])) }
        : {}),
    })),
  );
}

const counts = (rows: FigureRow[]) => Object.fromEntries(rows.map((row) => [row.label, row.count]));
const read = (period: LeadPeriod) => getLeadSources(leadPeriodRange(period, NOW));

beforeAll(async () => {
  await connectDb();
  await Promise.all([Enquiry.init(), Post.init()]);
  await seed();
});

describe('the periods', () => {
  it('are Berlin days up to today, half-open at their end, across the change to summer time', () => {
    const week = leadPeriodRange('7d', NOW);
    expect(week).toMatchObject({ firstDay: '2026-03-27', lastDay: '2026-04-02' });
    expect(week.start.toISOString()).toBe(SEVEN_DAYS_START);
    expect(week.end.toISOString()).toBe(PERIOD_END);
    expect(leadPeriodRange('30d', NOW).firstDay).toBe('2026-03-04');
    expect(leadPeriodRange('90d', NOW).firstDay).toBe('2026-01-03');
    expect(leadPeriodRange('12m', NOW)).toMatchObject({ firstDay: '2025-05-01', lastDay: '2026-04-02' });
    expect(leadPeriodRange('12m', NOW).start.toISOString()).toBe('2025-04-30T22:00:00.000Z');
  });
});

describe('leads over 7 days', () => {
  it('counts the lead at the first instant and the last, not the ones a moment outside', async () => {
    const week = await read('7d');
    expect(week).toMatchObject({ period: '7d', firstDay: '2026-03-27', lastDay: '2026-04-02', total: 2 });
    expect(counts(week.byService)).toEqual({ 'Visa Advisory Services': 1, 'Contact form (no service)': 1 });
    // utm_source wins over the referrer, in lower case; a referrer is its domain without www.
    expect(week.bySource).toEqual([
      { key: 'campaign:google', label: 'google', detail: 'campaign (utm_source)', count: 1 },
      { key: 'referrer:linkedin.com', label: 'linkedin.com', detail: 'referring site', count: 1 },
    ]);
    expect(counts(week.byLandingPage)).toEqual({ '/services': 1, '/blog/old-guide-address': 1 });
    // Landed on the post's earlier address and sent from its current one: one lead for one post.
    expect(week.blogLeads).toBe(1);
    expect(week.blogPosts).toEqual([
      { key: guideId, label: 'Opportunity Card: the complete guide', detail: '/blog/opportunity-card-guide', href: '/blog/opportunity-card-guide', count: 1 },
    ]);
  });
});

describe('leads over 30, 90 days and 12 months', () => {
  it('30 days: direct (no referrer, or this site itself) and services not on the site grouped', async () => {
    const month = await read('30d');
    expect(month.total).toBe(5);
    expect(counts(month.byService)).toEqual({
      'Visa Advisory Services': 1,
      'Student Visa Advisory': 1,
      'Other (not a service on the site)': 1,
      'Contact form (no service)': 2,
    });
    expect(counts(month.bySource)).toEqual({ 'linkedin.com': 2, google: 1, Direct: 2 });
    // Most leads first, ties by name.
    expect(month.bySource.map((row) => row.key)).toEqual(['direct', 'referrer:linkedin.com', 'campaign:google']);
    expect(month.blogLeads).toBe(3);
    expect(month.blogPosts).toEqual([
      expect.objectContaining({ key: guideId, count: 2 }),
      { key: childId, label: 'Bringing your children to Germany', detail: `/blog/${childId}`, href: `/blog/${childId}`, count: 1 },
    ]);
  });

  it('90 days: campaign names merge whatever their case, a lead without attribution is not recorded, a deleted post shows its address', async () => {
    const quarter = await read('90d');
    expect(quarter.total).toBe(7);
    expect(counts(quarter.bySource)).toEqual({ google: 2, 'linkedin.com': 2, Direct: 2, 'Not recorded': 1 });
    expect(counts(quarter.byService)['Visa Advisory Services']).toBe(2);
    expect(counts(quarter.byService)['Family Reunification Solutions']).toBe(1);
    expect(counts(quarter.byLandingPage)).toMatchObject({ 'Not recorded': 1, '/blog/gone-post': 1, '/': 1 });
    expect(quarter.blogPosts).toContainEqual({ key: 'gone:gone-post', label: '/blog/gone-post', detail: 'no post at this address any more', count: 1 });
    expect(quarter.blogLeads).toBe(4);
  });

  it('12 months: from the first of the month eleven months back, Berlin time', async () => {
    const year = await read('12m');
    expect(year.total).toBe(8);
    expect(counts(year.bySource)['com.google.android.gm']).toBe(1);
    // A category page is not a post.
    expect(year.blogPosts.map((row) => row.key)).not.toContain('gone:category');
    expect(counts(year.byLandingPage)['/blog/category/visa']).toBe(1);
  });

  // The lead sources are part of the dashboard's enquiry pass (lib/server/dashboard/enquiry-figures.ts).
  it('groups 90 days from the window of recent leads, and 12 months in a $group of their own', async () => {
    const quarter = await recordOperations(() => read('90d'));
    const aggregates = (operations: Operation[]) => operations.filter((operation) => operation.collection === 'enquiries' && operation.method === 'aggregate').map((operation) => JSON.stringify(operation.args[0]));
    // Only the totals' $group: the period's groups come from the window's rows.
    expect(aggregates(quarter.operations)).toEqual([expect.not.stringContaining('attribution')]);
    const year = await recordOperations(() => read('12m'));
    expect(aggregates(year.operations)).toEqual(expect.arrayContaining([expect.stringContaining('attribution')]));
    expect(aggregates(year.operations)).toHaveLength(2);
    // One look-up of the posts the leads name.
    expect(year.operations.filter((operation) => operation.collection === 'posts')).toHaveLength(1);
  });
});

describe('the dashboard and the API', () => {
  it('loadDashboard reads the sources for the chosen period, and not at all without lead access', async () => {
    const withLeads = await loadDashboard(NOW, { period: '7d' });
    expect(withLeads.leadSources).toMatchObject({ period: '7d', total: 2 });
    expect((await loadDashboard(NOW)).leadSources).toMatchObject({ period: '30d', total: 5 });
    // What the dashboard shows for ?period=12m (the page reads the period from its address).
    expect((await loadDashboard(NOW, { period: '12m' })).leadSources).toEqual({ ...(await read('12m')), period: '12m', firstDay: '2025-05-01', total: 8 });
    const aggregate = vi.spyOn(Enquiry, 'aggregate');
    const editorView = await loadDashboard(NOW, { leads: false, period: '12m' });
    expect(editorView.leadSources).toBeNull();
    expect(editorView.recentEnquiries).toBeNull();
    // Only the month counts of the stat cards read enquiries: no grouping by service or source.
    for (const [pipeline] of aggregate.mock.calls) expect(JSON.stringify(pipeline)).not.toContain('attribution');
    vi.restoreAllMocks();
  });
});
