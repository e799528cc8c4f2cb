import 'server-only';
import mongoose, { type QueryFilter } from 'mongoose';
import type { PostFields } from '@/models/post';

// What the public may see: posts that are not drafts and whose publish time has come. Posts
// stored before statuses existed have neither field and are public. Every public read (pages,
// list, API, RSS, sitemap, related posts, counts, views and likes) filters with this.
// sanitizeFilter neutralises operators in filters unless they are marked as our own.
export function publicPostFilter(now = new Date()): QueryFilter<PostFields> {
  return {
    status: mongoose.trusted({ $ne: 'draft' as const }),
    $or: [{ publishAt: mongoose.trusted({ $lte: now }) }, { publishAt: mongoose.trusted({ $exists: false }) }],
  };
}
