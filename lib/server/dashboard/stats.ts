import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { enquiriesInMonth } from './enquiries-in-month';
import { inMonth } from './month-filter';
import { monthChange } from '@/lib/dashboard/month-change';
import { addMonths, berlinMonth, monthKey } from '@/lib/dashboard/month-range';
import { sharedFigures } from './shared-figures';
import type { DashboardStats, MonthFigure } from '@/lib/dashboard/types';

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
