import 'server-only';
import { dailyViews } from '@/lib/server/posts/engagement';
import { dayBounds, monthKey, type MonthRef } from '@/lib/dashboard/month-range';

// Views per month keyed YYYY-MM, zeros included. One $match+$group in the database (at most one
// row per day comes back), summed per month here. The buckets are UTC days, so a view in the
// first hour or two of a Berlin month still counts for the previous month.
export async function viewsByMonth(months: MonthRef[]): Promise<Map<string, number>> {
  const totals = new Map(months.map((ref) => [monthKey(ref), 0]));
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return totals;
  const days = await dailyViews(dayBounds(first).from, dayBounds(last).to);
  for (const { day, views } of days) {
    const key = day.slice(0, 7);
    const sum = totals.get(key);
    if (sum !== undefined) totals.set(key, sum + views);
  }
  return totals;
}
