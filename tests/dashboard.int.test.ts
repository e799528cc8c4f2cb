import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { getDashboardStats, getMonthlyPosts, getMonthlyViews, getRecentEnquiries, getTopPosts } from '@/lib/server/dashboard/sections';
import { sharedFigures } from '@/lib/server/dashboard/figures';
import { operationsPerCollection, recordOperations } from './support/record-operations';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';

// Mid-March 2026 in Berlin: "this month" is March 2026, "last month" February 2026.
const NOW = new Date('2026-03-15T12:00:00Z');
const at = (iso: string) => new Date(iso);

// Raw inserts: the seed needs chosen creation times, which mongoose's timestamps would overwrite.
async function insertPost(headline: string, createdAt: string, views: number, likes: number) {
  const _id = new mongoose.Types.ObjectId();
  const doc = { _id, headline, summary: 'A post for the dashboard test.', category: 'General', tags: [], views, likes };
  await Post.collection.insertOne({ ...doc, createdAt: at(createdAt), updatedAt: at(createdAt) });
  return _id;
}

async function insertViews(postId: mongoose.Types.ObjectId, day: string, count: number) {
  const docs = Array.from({ length: count }, (_, i) => ({ postId, day, visitor: `visitor-${day}-${i}` }));
  await PostView.collection.insertMany(docs);
}

async function insertEnquiry(fullName: string, submittedAt: string, status: string, isRead: boolean, serviceName?: string) {
  const doc = { fullName, email: `${fullName.toLowerCase()}@example.com`, message: `Message from ${fullName}.`, status, isRead };
  await Enquiry.collection.insertOne({ ...doc, source: 'contact', serviceName, clientId: randomUUID(), submittedAt: at(submittedAt) });
}

beforeAll(async () => {
  await connectDb();
  await Promise.all([Post.init(), PostView.init(), PostLike.init(), Enquiry.init()]);
});

describe('an empty database', () => {
  it('gives zeros, words instead of percentages, twelve empty months and no rows', async () => {
    const stats = await getDashboardStats(NOW);
    expect(stats.posts).toEqual({ total: 0, thisMonth: 0, lastMonth: 0, change: expect.objectContaining({ text: 'None this month or last month' }) });
    expect(stats.newEnquiries).toEqual({ total: 0, unread: 0, thisMonth: 0 });
    expect((await getMonthlyPosts(NOW)).map((point) => point.count)).toEqual(Array(12).fill(0));
    expect(await getRecentEnquiries()).toEqual({ total: 0, items: [] });
    expect(await getTopPosts()).toEqual({ totalViews: 0, posts: [] });
  });

  it('gives a 0 % share while nothing has been viewed', async () => {
    await insertPost('Not read yet', '2026-03-01T10:00:00Z', 0, 0);
    expect((await getTopPosts()).posts).toEqual([expect.objectContaining({ headline: 'Not read yet', share: 0 })]);
    await Post.deleteMany({});
  });
});

describe('a seeded database', () => {
  let ids: Record<string, mongoose.Types.ObjectId> = {};

  beforeAll(async () => {
    ids = {
      a: await insertPost('Alpha', '2026-03-10T10:00:00Z', 70, 5),
      // 00:30 on 1 March in Berlin: March, though it is still February in UTC.
      b: await insertPost('Bravo', '2026-02-28T23:30:00Z', 40, 2),
      // 23:30 on 28 February in Berlin: February.
      c: await insertPost('Charlie', '2026-02-28T22:30:00Z', 20, 1),
      d: await insertPost('Delta', '2026-01-05T10:00:00Z', 10, 0),
      e: await insertPost('Echo', '2025-04-20T10:00:00Z', 7, 0),
      // 23:30 on 31 March 2025 in Berlin: March 2025, one month before the chart's first month.
      f: await insertPost('Foxtrot', '2025-03-31T21:30:00Z', 3, 0),
    };
    // March 2026: 5, February 2026: 10, April 2025: 4; March 2025 falls outside the twelve months.
    for (const [post, day, count] of [['a', '2026-03-01', 3], ['b', '2026-03-14', 2], ['c', '2026-02-28', 10], ['e', '2025-04-01', 4], ['f', '2025-03-31', 7]] as const) {
      await insertViews(ids[post]!, day, count);
    }
    const like = (n: number, createdAt: string) => ({ postId: ids.a, visitor: `liker-${n}`, createdAt: at(createdAt) });
    // Four in Berlin's March (one at 00:15 on 1 March, still February in UTC), two in February.
    const likeTimes = ['2026-03-01T00:00:00Z', '2026-03-05T10:00:00Z', '2026-03-14T10:00:00Z', '2026-02-28T23:15:00Z', '2026-02-10T10:00:00Z', '2026-02-28T22:45:00Z'];
    await PostLike.collection.insertMany(likeTimes.map((time, n) => like(n, time)));
    await insertEnquiry('Emma', '2026-03-14T09:00:00Z', 'new', false);
    await insertEnquiry('Farid', '2026-03-02T09:00:00Z', 'read', true);
    await insertEnquiry('Greta', '2026-02-28T23:10:00Z', 'new', false, 'Student Visa');
    await insertEnquiry('Hugo', '2026-02-20T09:00:00Z', 'replied', true);
    await insertEnquiry('Ines', '2025-12-01T09:00:00Z', 'new', false);
    await insertEnquiry('Jon', '2025-11-01T09:00:00Z', 'closed', false);
  });

  it('computes every stat card figure and its change against last month', async () => {
    const stats = await getDashboardStats(NOW);
    expect(stats.posts).toMatchObject({ total: 6, thisMonth: 2, lastMonth: 1 });
    expect(stats.posts.change).toMatchObject({ direction: 'up', percent: 100, text: 'Up 100% on last month (1)' });
    expect(stats.views).toMatchObject({ total: 150, thisMonth: 5, lastMonth: 10 });
    expect(stats.views.change).toMatchObject({ direction: 'down', percent: -50, text: 'Down 50% on last month (10)' });
    expect(stats.likes).toMatchObject({ total: 8, thisMonth: 4, lastMonth: 2 });
    expect(stats.likes.change.text).toBe('Up 100% on last month (2)');
    expect(stats.enquiries).toMatchObject({ total: 6, thisMonth: 3, lastMonth: 1 });
    expect(stats.enquiries.change.text).toBe('Up 200% on last month (1)');
    expect(stats.newEnquiries).toEqual({ total: 3, unread: 4, thisMonth: 2 });
  });

  it('reads "new this month" when last month had nothing, and "none" when both were empty', async () => {
    // January 2026: Delta is the only post since April 2025; December 2025 had one enquiry.
    const stats = await getDashboardStats(new Date('2026-01-20T10:00:00Z'));
    expect(stats.posts).toMatchObject({ thisMonth: 1, lastMonth: 0 });
    expect(stats.posts.change).toMatchObject({ direction: 'new', percent: null, text: 'New this month (none last month)' });
    expect(stats.views.change).toMatchObject({ direction: 'none', text: 'None this month or last month' });
    expect(stats.enquiries.change).toMatchObject({ direction: 'down', percent: -100, text: 'Down 100% on last month (1)' });
    const april = await getDashboardStats(new Date('2025-04-25T10:00:00Z'));
    expect(april.posts.change.text).toBe('Same as last month (1)');
  });

  it('charts twelve Berlin months of posts, zeros included, with the right labels', async () => {
    const posts = await getMonthlyPosts(NOW);
    const labels = 'Apr 2025|May 2025|Jun 2025|Jul 2025|Aug 2025|Sep 2025|Oct 2025|Nov 2025|Dec 2025|Jan 2026|Feb 2026|Mar 2026';
    expect(posts.map((point) => point.label)).toEqual(labels.split('|'));
    expect(posts[0]).toEqual({ key: '2025-04', label: 'Apr 2025', count: 1 });
    expect(posts.map((point) => point.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 2]);
  });

  it('charts twelve months of views from the daily buckets', async () => {
    const views = await getMonthlyViews(NOW);
    const keys = '2025-04 2025-05 2025-06 2025-07 2025-08 2025-09 2025-10 2025-11 2025-12 2026-01 2026-02 2026-03';
    expect(views.map((point) => point.key)).toEqual(keys.split(' '));
    expect(views.map((point) => point.count)).toEqual([4, 0, 0, 0, 0, 0, 0, 0, 0, 0, 10, 5]);
  });

  it('ranks the five most viewed posts with their share of all views', async () => {
    const top = await getTopPosts();
    expect(top.totalViews).toBe(150);
    expect(top.posts.map((post) => [post.headline, post.views, post.likes, post.share])).toEqual([
      ['Alpha', 70, 5, 46.7],
      ['Bravo', 40, 2, 26.7],
      ['Charlie', 20, 1, 13.3],
      ['Delta', 10, 0, 6.7],
      ['Echo', 7, 0, 4.7],
    ]);
    expect(top.posts[0]?.id).toBe(ids.a!.toString());
  });

  it('lists the five newest enquiries and the total count', async () => {
    const recent = await getRecentEnquiries();
    expect(recent.total).toBe(6);
    expect(recent.items.map((item) => item.fullName)).toEqual(['Emma', 'Farid', 'Greta', 'Hugo', 'Ines']);
    expect(recent.items[2]).toEqual({
      _id: expect.any(String),
      fullName: 'Greta',
      email: 'greta@example.com',
      message: 'Message from Greta.',
      status: 'new',
      isRead: false,
      serviceName: 'Student Visa',
      submittedAt: '2026-02-28T23:10:00.000Z',
    });
  });

  it('reads the newest five by _id from the window of recent leads when it holds five or more', async () => {
    // From 1 November 2025 on: all six leads are in the window, so no sorted find is needed.
    const { result, operations } = await recordOperations(() => getRecentEnquiries(sharedFigures(new Date('2025-12-15T12:00:00Z'))));
    expect(result.items.map((item) => item.fullName)).toEqual(['Emma', 'Farid', 'Greta', 'Hugo', 'Ines']);
    expect(result.items[2]?.submittedAt).toBe('2026-02-28T23:10:00.000Z');
    // The window, then one _id lookup per lead (FerretDB answers those without a scan).
    const reads = operations.filter((operation) => operation.collection === 'enquiries' && operation.method !== 'aggregate');
    expect(reads.map((operation) => operation.method)).toEqual(['find', 'findOne', 'findOne', 'findOne', 'findOne', 'findOne']);
    expect(reads.slice(1).map((operation) => Object.keys(operation.args[0] as object))).toEqual(Array(5).fill(['_id']));
  });

  it('loads every section from a few passes per collection, never a count per card', async () => {
    const { result: data, operations } = await recordOperations(() => loadDashboard(NOW));
    // Enquiries: the totals' $group, the window of the last two months (30 days of lead sources
    // within it) and, as the window holds only four leads, the sorted find of the newest five.
    // Posts: one read of every post's small fields (no lead here names a post, so no look-up).
    // Likes: this and last month in one read. Views: the one $group by day. Services: their names.
    expect(operationsPerCollection(operations)).toEqual({ enquiries: 3, posts: 1, postlikes: 1, postviews: 1, services: 1, whatsappclicks: 1, opportunitycheckevents: 1 });
    expect(data.stats?.views.thisMonth).toBe(5);
    expect(data.monthlyViews?.at(-1)).toEqual({ key: '2026-03', label: 'Mar 2026', count: 5 });
    expect(data.monthlyPosts?.at(-1)).toEqual({ key: '2026-03', label: 'Mar 2026', count: 2 });
    expect(data.recentEnquiries?.total).toBe(6);
    expect(data.topPosts?.totalViews).toBe(150);
    expect(data.leadSources?.total).toBe(4);
  });

  it('reads only the counts and the months of enquiries for a role without lead access', async () => {
    const { result: data, operations } = await recordOperations(() => loadDashboard(NOW, { leads: false }));
    expect(operationsPerCollection(operations)).toEqual({ enquiries: 2, posts: 1, postlikes: 1, postviews: 1 });
    expect(data.stats?.enquiries).toMatchObject({ total: 6, thisMonth: 3, lastMonth: 1 });
    expect(data.recentEnquiries).toBeNull();
    const window = operations.find((operation) => operation.collection === 'enquiries' && operation.method === 'find');
    expect(JSON.stringify(window?.args)).not.toContain('fullName');
    expect(JSON.stringify(window?.args)).not.toContain('attribution');
  });

  it('logs a failing section and still returns the others', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(PostLike, 'find').mockImplementation(() => { throw new Error('likes unavailable'); });
    const data = await loadDashboard(NOW);
    expect(data.stats).toBeNull();
    expect(logged).toHaveBeenCalledWith('Dashboard section "stats" could not be loaded', expect.any(Error));
    expect(data.monthlyPosts).toHaveLength(12);
    expect(data.monthlyViews).toHaveLength(12);
    expect(data.recentEnquiries?.items).toHaveLength(5);
    expect(data.topPosts?.posts).toHaveLength(5);
    vi.restoreAllMocks();
  });
});
