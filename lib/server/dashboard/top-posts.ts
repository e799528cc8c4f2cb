import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Post } from '@/models/post';
import { sharedFigures } from './shared-figures';
import type { TopPosts } from '@/lib/dashboard/types';

export const TOP_POSTS_LIMIT = 5;

// Percent of all views, one decimal; 0 when nothing has been viewed yet.
export function viewShare(views: number, totalViews: number): number {
  return totalViews > 0 ? Math.round((views / totalViews) * 1000) / 10 : 0;
}

// The most viewed posts (index views -1, _id -1, so ties keep a stable order).
export async function getTopPosts(shared = sharedFigures(new Date()), limit = TOP_POSTS_LIMIT): Promise<TopPosts> {
  await connectDb();
  const [rows, totals] = await Promise.all([
    Post.find({}, { headline: 1, views: 1, likes: 1 }).sort({ views: -1, _id: -1 }).limit(limit).lean(),
    shared.postTotals(),
  ]);
  return {
    totalViews: totals.views,
    posts: rows.map((row) => ({
      id: row._id.toString(),
      headline: row.headline,
      views: row.views ?? 0,
      likes: row.likes ?? 0,
      share: viewShare(row.views ?? 0, totals.views),
    })),
  };
}
