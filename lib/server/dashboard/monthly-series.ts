import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Post } from '@/models/post';
import { inMonth } from './month-filter';
import { lastMonths, monthKey, monthLabel } from '@/lib/dashboard/month-range';
import { SERIES_MONTHS, sharedFigures } from './shared-figures';
import type { MonthlyCount } from '@/lib/dashboard/types';

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
