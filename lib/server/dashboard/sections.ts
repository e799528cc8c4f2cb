import 'server-only';
import { monthChange } from '@/lib/dashboard/month-change';
import { addMonths, berlinMonth, lastMonths, monthKey, monthLabel } from '@/lib/dashboard/month-range';
import type { DashboardStats, MonthFigure, MonthlyCount, RecentEnquiries, TopPosts } from '@/lib/dashboard/types';
import { SERIES_MONTHS, sharedFigures } from './figures';

// One function per section of the dashboard: the stat cards, the two monthly charts, the newest
// enquiries and the most viewed posts, each made from the passes in figures.ts (read once per
// page render, whichever sections ask).

export { RECENT_ENQUIRIES_LIMIT } from './enquiry-figures';
export { TOP_POSTS_LIMIT, viewShare } from './post-figures';

function figure(total: number, thisMonth: number, lastMonth: number): MonthFigure {
  return { total, thisMonth, lastMonth, change: monthChange(thisMonth, lastMonth) };
}

// The stat cards: totals plus this Berlin month against the one before. "Likes this month" are
// the likes given this month that still stand (taking a like back deletes its record).
export async function getDashboardStats(now = new Date(), shared = sharedFigures(now)): Promise<DashboardStats> {
  const current = monthKey(berlinMonth(now));
  const previous = monthKey(addMonths(berlinMonth(now), -1));
  const [posts, likes, views, enquiries] = await Promise.all([shared.posts(), shared.likes(), shared.monthlyViews(), shared.enquiries()]);
  const created = (key: string) => posts.createdByMonth.find((month) => month.key === key)?.count ?? 0;
  const { counts } = enquiries;
  return {
    posts: figure(posts.totals.posts, created(current), created(previous)),
    views: figure(posts.totals.views, views[current] ?? 0, views[previous] ?? 0),
    likes: figure(posts.totals.likes, likes.thisMonth, likes.lastMonth),
    enquiries: figure(counts.totalEnquiries, enquiries.thisMonth.all, enquiries.lastMonth.all),
    newEnquiries: { total: counts.newEnquiries, unread: counts.unreadEnquiries, thisMonth: enquiries.thisMonth.new },
  };
}

// Posts created per Berlin month for the last twelve months, oldest first, zeros included.
export async function getMonthlyPosts(now = new Date(), shared = sharedFigures(now)): Promise<MonthlyCount[]> {
  const { createdByMonth } = await shared.posts();
  return lastMonths(now, SERIES_MONTHS).map((ref) => ({
    key: monthKey(ref),
    label: monthLabel(ref),
    count: createdByMonth.find((month) => month.key === monthKey(ref))?.count ?? 0,
  }));
}

// Views per month from the daily PostView buckets, same months, zeros included.
export async function getMonthlyViews(now = new Date(), shared = sharedFigures(now)): Promise<MonthlyCount[]> {
  const totals = await shared.monthlyViews();
  return lastMonths(now, SERIES_MONTHS).map((ref) => ({ key: monthKey(ref), label: monthLabel(ref), count: totals[monthKey(ref)] ?? 0 }));
}

// The newest enquiries and how many there are, read directly (no call to our own HTTP API).
export async function getRecentEnquiries(shared = sharedFigures(new Date())): Promise<RecentEnquiries> {
  const { counts, recent } = await shared.enquiries();
  if (!recent) throw new Error('The enquiry figures were read without the newest enquiries');
  return { total: counts.totalEnquiries, items: recent };
}

// The most viewed posts with their share of all views.
export async function getTopPosts(shared = sharedFigures(new Date())): Promise<TopPosts> {
  const { totals, topPosts } = await shared.posts();
  return { totalViews: totals.views, posts: topPosts };
}
