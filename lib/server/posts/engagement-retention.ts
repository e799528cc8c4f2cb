import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { utcDay } from './engagement';

// The retention job's part of the blog: view and like records older than the period go (the
// privacy policy's "26 months at most" for website analytics). A post's view and like totals are
// counters on the post and stay. A browser whose like was removed this way can like the post once
// more (its record is what made a second like a no-op).
export async function deleteEngagementBefore(cutoff: Date): Promise<{ views: number; likes: number }> {
  await connectDb();
  // A view's record has only its UTC day: the cut-off's own day is kept.
  const views = await PostView.deleteMany({ day: mongoose.trusted({ $lt: utcDay(cutoff) }) });
  const likes = await PostLike.deleteMany({ createdAt: mongoose.trusted({ $lt: cutoff }) });
  return { views: views.deletedCount, likes: likes.deletedCount };
}
