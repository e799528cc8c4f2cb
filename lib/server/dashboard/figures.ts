import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { dailyViews } from '@/lib/server/posts/engagement';
import { PostLike } from '@/models/post-like';
import { DEFAULT_LEAD_PERIOD, leadPeriodRange, type LeadPeriod } from '@/lib/dashboard/lead-period';
import { addMonths, berlinMonth, dayBounds, lastMonths, monthKey, monthRange, type MonthRef } from '@/lib/dashboard/month-range';
import { enquiryCounts, type EnquiryCounts } from '@/lib/server/enquiries/queries';
import { readEnquiryWindow, type EnquiryFigureRequest, type EnquiryWindowFigures } from './enquiry-figures';
import { readPostFigures, SERIES_MONTHS, type PostFigures } from './post-figures';
import { leadSourceNames, type LeadSourceNames } from './lead-source-names';

// The passes the dashboard's sections are made of, one read each (plus the sections' own: WhatsApp
// chats and the check's funnel). FerretDB v1 answers every query but an _id lookup with a scan of
// the whole collection, so a view costs (number of passes) × (one scan); each pass serves every
// figure its collection gives. Each returns a plain DTO, so the page can keep it in the data cache
// (cached.ts).

export { SERIES_MONTHS };

// Views per month keyed YYYY-MM over the given months, zeros included. One $match+$group in the
// database (at most one row per day comes back), summed per month here. The buckets are UTC days,
// so a view in the first hour or two of a Berlin month still counts for the previous month.
export async function viewsByMonth(months: MonthRef[]): Promise<Record<string, number>> {
  const totals: Record<string, number> = Object.fromEntries(months.map((ref) => [monthKey(ref), 0]));
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return totals;
  const days = await dailyViews(dayBounds(first).from, dayBounds(last).to);
  for (const { day, views } of days) {
    const key = day.slice(0, 7);
    if (key in totals) totals[key] = (totals[key] ?? 0) + views;
  }
  return totals;
}

export type MonthPair = { thisMonth: number; lastMonth: number };

// Likes given this Berlin month and last that still stand (taking a like back deletes its record):
// one read of the two months' creation times (indexed on MongoDB), counted here.
export async function likesByMonth(now: Date): Promise<MonthPair> {
  await connectDb();
  const current = berlinMonth(now);
  const thisMonth = monthRange(current);
  const lastMonth = monthRange(addMonths(current, -1));
  const rows = await PostLike.find({ createdAt: mongoose.trusted({ $gte: lastMonth.start, $lt: thisMonth.end }) }, { _id: 0, createdAt: 1 }).lean<{ createdAt: Date }[]>();
  return {
    thisMonth: rows.filter((row) => row.createdAt >= thisMonth.start).length,
    lastMonth: rows.filter((row) => row.createdAt < lastMonth.end).length,
  };
}

// Every pass a page render needs, each run at most once and handed to every section that shows
// its figures. Loaded lazily: a section asks, the first asking starts the read.
export type EnquiryFigures = EnquiryWindowFigures & { counts: EnquiryCounts };

export type SharedFigures = {
  enquiries: () => Promise<EnquiryFigures>;
  posts: () => Promise<PostFigures>;
  likes: () => Promise<MonthPair>;
  // The SERIES_MONTHS Berlin months up to the current one, keyed YYYY-MM.
  monthlyViews: () => Promise<Record<string, number>>;
  // The services and posts the period's lead sources name.
  leadSourceNames: (slugs: string[]) => Promise<LeadSourceNames>;
};

export type FigureOptions = { leads?: boolean; period?: LeadPeriod };

// What the enquiry window is read for: with lead access the newest enquiries and the period's lead
// sources too.
export function enquiryRequest(now: Date, { leads = true, period = DEFAULT_LEAD_PERIOD }: FigureOptions): EnquiryFigureRequest {
  return { leadRange: leads ? leadPeriodRange(period, now) : null, recent: leads };
}

// The enquiry figures from their two passes, read side by side.
export async function enquiryFigures(counts: () => Promise<EnquiryCounts>, window: () => Promise<EnquiryWindowFigures>): Promise<EnquiryFigures> {
  const [totals, figures] = await Promise.all([counts(), window()]);
  return { counts: totals, ...figures };
}

export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => (pending ??= load());
}

// The passes read straight from the database (the benchmark, the tests; the page uses the cached
// ones, cached.ts). leads: false leaves the newest enquiries and the lead sources unread.
export function sharedFigures(now: Date, options: FigureOptions = {}): SharedFigures {
  return {
    enquiries: once(() => enquiryFigures(enquiryCounts, () => readEnquiryWindow(now, enquiryRequest(now, options)))),
    posts: once(() => readPostFigures(now)),
    likes: once(() => likesByMonth(now)),
    monthlyViews: once(() => viewsByMonth(lastMonths(now, SERIES_MONTHS))),
    leadSourceNames,
  };
}
