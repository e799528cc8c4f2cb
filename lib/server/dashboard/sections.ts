import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { monthChange } from '@/lib/dashboard/month-change';
import { addMonths, berlinMonth, lastMonths, monthKey, monthLabel } from '@/lib/dashboard/month-range';
import type { DashboardStats, MonthFigure, MonthlyCount, RecentEnquiries, TopPosts } from '@/lib/dashboard/types';
import { enquiriesInMonth, inMonth, SERIES_MONTHS, sharedFigures } from './figures';

// One function per section of the dashboard: the stat cards, the two monthly charts, the newest
// enquiries and the most viewed posts.

type MonthCondition = ReturnType<typeof inMonth>;

function figure(total: number, thisMonth: number, lastMonth: number): MonthFigure {
  return { total, thisMonth, lastMonth, change: monthChange(thisMonth, lastMonth) };
}

// The stat cards: totals plus this Berlin month against the one before, all counted in the
// database. "Likes this month" are the likes given this month that still stand (taking a like
// back deletes its record).
export async function getDashboardStats(now = new Date(), shared = sharedFigures(now)): Promise<DashboardStats> {
  await connectDb();
  const current = berlinMonth(now);
  const previous = addMonths(current, -1);
  const pair = (count: (month: MonthCondition) => Promise<number>) => Promise.all([count(inMonth(current)), count(inMonth(previous))]);

  const [totals, posts, likes, views, counts, enquiriesNow, enquiriesBefore] = await Promise.all([
    shared.postTotals(),
    pair((month) => Post.countDocuments({ createdAt: month })),
    pair((month) => PostLike.countDocuments({ createdAt: month })),
    shared.monthlyViews(),
    shared.enquiryCounts(),
    enquiriesInMonth(current),
    enquiriesInMonth(previous),
  ]);

  return {
    posts: figure(totals.posts, ...posts),
    views: figure(totals.views, views.get(monthKey(current)) ?? 0, views.get(monthKey(previous)) ?? 0),
    likes: figure(totals.likes, ...likes),
    enquiries: figure(counts.totalEnquiries, enquiriesNow.all, enquiriesBefore.all),
    newEnquiries: { total: counts.newEnquiries, unread: counts.unreadEnquiries, thisMonth: enquiriesNow.new },
  };
}

// Posts created per Berlin month for the last twelve months, oldest first, zeros included.
// FerretDB cannot group by a date expression, so it is one indexed count per month.
export async function getMonthlyPosts(now = new Date()): Promise<MonthlyCount[]> {
  await connectDb();
  const months = lastMonths(now, SERIES_MONTHS);
  const counts = await Promise.all(months.map((ref) => Post.countDocuments({ createdAt: inMonth(ref) })));
  return months.map((ref, i) => ({ key: monthKey(ref), label: monthLabel(ref), count: counts[i] ?? 0 }));
}

// Views per month from the daily PostView buckets, same months, zeros included.
export async function getMonthlyViews(now = new Date(), shared = sharedFigures(now)): Promise<MonthlyCount[]> {
  const totals = await shared.monthlyViews();
  return lastMonths(now, SERIES_MONTHS).map((ref) => ({ key: monthKey(ref), label: monthLabel(ref), count: totals.get(monthKey(ref)) ?? 0 }));
}

export const RECENT_ENQUIRIES_LIMIT = 5;

const RECENT_ENQUIRY_FIELDS = { fullName: 1, email: 1, message: 1, status: 1, isRead: 1, serviceName: 1, submittedAt: 1 };

// The newest enquiries and how many there are, read directly (no call to our own HTTP API).
export async function getRecentEnquiries(shared = sharedFigures(new Date()), limit = RECENT_ENQUIRIES_LIMIT): Promise<RecentEnquiries> {
  await connectDb();
  const [rows, counts] = await Promise.all([
    Enquiry.find({}, RECENT_ENQUIRY_FIELDS).sort({ submittedAt: -1, _id: -1 }).limit(limit).lean(),
    shared.enquiryCounts(),
  ]);
  return {
    total: counts.totalEnquiries,
    items: rows.map((row) => ({
      _id: row._id.toString(),
      fullName: row.fullName,
      email: row.email,
      message: row.message,
      status: row.status,
      isRead: row.isRead,
      serviceName: row.serviceName || null,
      submittedAt: (row.submittedAt ?? row._id.getTimestamp()).toISOString(),
    })),
  };
}

export const TOP_POSTS_LIMIT = 5;

// Percent of all views, one decimal; 0 when nothing has been viewed yet.
export function viewShare(views: number, totalViews: number): number {
  return totalViews > 0 ? Math.round((views / totalViews) * 1000) / 10 : 0;
}

// The most viewed posts (index views -1, _id -1, so ties keep a stable order).
export async function getTopPosts(shared = sharedFigures(new Date()), limit = TOP_POSTS_LIMIT): Promise<TopPosts> {
  await connectDb();
  const [rows, totals] = await Promise.all([
    Post.find({}, { headline: 1, views: 1, likes: 1, slug: 1 }).sort({ views: -1, _id: -1 }).limit(limit).lean(),
    shared.postTotals(),
  ]);
  return {
    totalViews: totals.views,
    posts: rows.map((row) => ({
      id: row._id.toString(),
      slug: row.slug || row._id.toString(),
      headline: row.headline,
      views: row.views ?? 0,
      likes: row.likes ?? 0,
      share: viewShare(row.views ?? 0, totals.views),
    })),
  };
}
