import 'server-only';
import mongoose from 'mongoose';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { expireFigures, LIKE_FIGURES_TAG, VIEW_FIGURES_TAG } from '@/lib/server/cache-tags';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { publicPostFilter } from './visibility';

async function requirePost(id: string) {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid post id');
  await connectDb();
  // Drafts and posts not yet out are not there for visitors to view or like.
  if (!(await Post.exists({ _id: id, ...publicPostFilter() }))) throw new DomainError('not-found', 'Post not found');
}

export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

// Counts a view once per post, browser and day; repeats change nothing. A view or a like leaves
// the post's updatedAt alone: it is the sitemap's last change and the search's sign of an edit.
export async function recordView(postId: string, visitor: string, now = new Date()): Promise<{ counted: boolean; views: number }> {
  await requirePost(postId);
  await PostView.init();
  let counted = true;
  try {
    await PostView.create({ postId, day: utcDay(now), visitor });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    counted = false;
  }
  const post = counted
    ? await Post.findByIdAndUpdate(postId, { $inc: { views: 1 } }, { returnDocument: 'after', timestamps: false }).lean()
    : await Post.findById(postId).lean();
  // The dashboard's cached view figures (and the posts' totals, which carry this tag too).
  if (counted) expireFigures(VIEW_FIGURES_TAG);
  return { counted, views: post?.views ?? 0 };
}

// Adds or removes this browser's like; the total on the post changes only when the like did.
export async function setLike(postId: string, visitor: string, liked: boolean): Promise<{ liked: boolean; likes: number }> {
  await requirePost(postId);
  await PostLike.init();
  let changed = false;
  if (liked) {
    try {
      await PostLike.create({ postId, visitor });
      changed = true;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  } else {
    changed = (await PostLike.deleteOne({ postId, visitor })).deletedCount === 1;
  }
  const post = changed
    ? await Post.findByIdAndUpdate(postId, { $inc: { likes: liked ? 1 : -1 } }, { returnDocument: 'after', timestamps: false }).lean()
    : await Post.findById(postId).lean();
  // The dashboard's cached like figures (and the posts' totals, which carry this tag too).
  if (changed) expireFigures(LIKE_FIGURES_TAG);
  return { liked, likes: Math.max(0, post?.likes ?? 0) };
}

// Views per UTC day between two days (inclusive), for the dashboard's charts.
export async function dailyViews(fromDay: string, toDay: string): Promise<{ day: string; views: number }[]> {
  await connectDb();
  const rows = await PostView.aggregate<{ _id: string; views: number }>([
    { $match: { day: { $gte: fromDay, $lte: toDay } } },
    { $group: { _id: '$day', views: { $sum: 1 } } },
    { $sort: { _id: 1 } },
  ]);
  return rows.map((row) => ({ day: row._id, views: row.views }));
}
