import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { enquiryCounts, type EnquiryCounts } from '@/lib/server/enquiries/queries';
import { dailyViews } from '@/lib/server/posts/engagement';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { dayBounds, lastMonths, monthKey, monthRange, type MonthRef } from '@/lib/dashboard/month-range';

// The figures the dashboard's sections are made of, and the set of them that more than one
// section shows (read once per page render).

// A date condition for one Berlin month. trusted(): with sanitizeFilter on, mongoose would
// otherwise turn the operators into an equality test against the object.
export function inMonth(ref: MonthRef) {
  const { start, end } = monthRange(ref);
  return mongoose.trusted({ $gte: start, $lt: end });
}

// Enquiries received in one Berlin month, all and those still 'new', in one pass over that month.
export async function enquiriesInMonth(ref: MonthRef): Promise<{ all: number; new: number }> {
  await connectDb();
  const { start, end } = monthRange(ref);
  const rows = await Enquiry.aggregate<{ _id: string; count: number }>([
    { $match: { submittedAt: { $gte: start, $lt: end } } },
    { $group: { _id: '$status', count: { $sum: 1 } } },
  ]);
  return {
    all: rows.reduce((total, row) => total + row.count, 0),
    new: rows.find((row) => row._id === 'new')?.count ?? 0,
  };
}

export type PostTotals = { posts: number; views: number; likes: number };

// A sum made in the database. One $group per counter: FerretDB v1 fills in only the first
// accumulator of a $group stage and answers 0 for the others. Separate $groups give the same
// sums on MongoDB, so this form is correct on both engines.
async function sumOf(field: 'views' | 'likes'): Promise<number> {
  const [row] = await Post.aggregate<{ total: number }>([{ $group: { _id: null, total: { $sum: `$${field}` } } }]);
  return row?.total ?? 0;
}

export async function postTotals(): Promise<PostTotals> {
  await connectDb();
  const [posts, views, likes] = await Promise.all([Post.countDocuments({}), sumOf('views'), sumOf('likes')]);
  return { posts, views, likes };
}

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

export const SERIES_MONTHS = 12;

// Figures that more than one section shows. A page render makes one set and hands it to every
// section, so each is read once; FerretDB answers queries one at a time with a full scan, which
// makes every repeat cost whole seconds at volume. Loaded lazily: a section asks, the first
// asking starts the read.
export type SharedFigures = {
  postTotals: () => Promise<PostTotals>;
  enquiryCounts: () => Promise<EnquiryCounts>;
  // The SERIES_MONTHS Berlin months up to the current one, keyed YYYY-MM.
  monthlyViews: () => Promise<Map<string, number>>;
};

function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

export function sharedFigures(now: Date): SharedFigures {
  return {
    postTotals: once(postTotals),
    enquiryCounts: once(enquiryCounts),
    monthlyViews: once(() => viewsByMonth(lastMonths(now, SERIES_MONTHS))),
  };
}
