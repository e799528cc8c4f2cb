import 'server-only';
import type mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { lastMonths, monthKey, monthRange } from '@/lib/dashboard/month-range';
import type { TopPost } from '@/lib/dashboard/types';
import { Post } from '@/models/post';

// Every post figure of the dashboard from one read of every post's small fields: the totals (posts,
// views, likes), the posts created in each of the chart's months (this and last month among them)
// and the most viewed five. A firm writes thousands of posts, not millions, so the read stays small
// (~0.35 s per 10,000 posts on FerretDB, which scans the collection for any query; on MongoDB a
// collection scan too, as the totals always were). FerretDB cannot group by a date expression, so
// the months are counted here.

export const SERIES_MONTHS = 12;
export const TOP_POSTS_LIMIT = 5;

export type PostTotals = { posts: number; views: number; likes: number };

// A plain DTO (the data cache stores JSON).
export type PostFigures = {
  totals: PostTotals;
  // Posts created in each of the SERIES_MONTHS Berlin months up to the current one, oldest first.
  createdByMonth: { key: string; count: number }[];
  topPosts: TopPost[];
};

type PostRow = { _id: mongoose.Types.ObjectId; headline: string; slug?: string | null; views?: number; likes?: number; createdAt?: Date };

// Percent of all views, one decimal; 0 when nothing has been viewed yet.
export function viewShare(views: number, totalViews: number): number {
  return totalViews > 0 ? Math.round((views / totalViews) * 1000) / 10 : 0;
}

// Most views first; ties newest _id first, the order of the { views: -1, _id: -1 } index (ids of
// one length compare as text like as numbers).
function byViews(a: PostRow, b: PostRow): number {
  const views = (b.views ?? 0) - (a.views ?? 0);
  if (views !== 0) return views;
  const [idA, idB] = [a._id.toString(), b._id.toString()];
  return idA < idB ? 1 : idA > idB ? -1 : 0;
}

export async function readPostFigures(now: Date): Promise<PostFigures> {
  await connectDb();
  const rows = await Post.find({}, { headline: 1, slug: 1, views: 1, likes: 1, createdAt: 1 }).lean<PostRow[]>();
  const totals: PostTotals = {
    posts: rows.length,
    views: rows.reduce((sum, row) => sum + (row.views ?? 0), 0),
    likes: rows.reduce((sum, row) => sum + (row.likes ?? 0), 0),
  };
  const createdByMonth = lastMonths(now, SERIES_MONTHS).map((ref) => {
    const { start, end } = monthRange(ref);
    return { key: monthKey(ref), count: rows.filter((row) => row.createdAt && row.createdAt >= start && row.createdAt < end).length };
  });
  const topPosts = rows
    .sort(byViews)
    .slice(0, TOP_POSTS_LIMIT)
    .map((row) => ({
      id: row._id.toString(),
      slug: row.slug || row._id.toString(),
      headline: row.headline,
      views: row.views ?? 0,
      likes: row.likes ?? 0,
      share: viewShare(row.views ?? 0, totals.views),
    }));
  return { totals, createdByMonth, topPosts };
}
