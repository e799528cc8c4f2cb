import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { expireCachedTags } from '@/platform/page-cache/expire-tags';
import { Post } from '@/models/post';
import { slugFromHeadline } from '@/lib/posts/slug';
import { freeSlugFrom } from './addresses';
import { isSlugConflict } from '@/lib/server/slug-addresses';
import { POSTS_CACHE_TAG } from './cached';

// Scheduled posts go out at their time with nobody acting: each server process looks every few
// seconds for a schedule whose time came since its last look and then expires the cached blog
// (pages, lists, feeds) in its own page cache, so the next visitor gets it rendered afresh. Each
// instance does this for itself, as each has its own cache (deploy/).
export const PUBLICATION_TICK_MS = 5_000;

// True when a scheduled post's time fell in (since, now].
export async function scheduleCameDue(since: Date, now: Date): Promise<boolean> {
  await connectDb();
  const due = await Post.exists({ status: 'scheduled', publishAt: mongoose.trusted({ $gt: since, $lte: now }) });
  return Boolean(due);
}

// Posts stored before statuses existed: give them the time they were made as their publish time,
// so the public list (sorted by it) puts them in their place. Idempotent; for many instances.
export async function giveLegacyPostsAPublishTime(): Promise<number> {
  await connectDb();
  const legacy = await Post.find({ publishAt: mongoose.trusted({ $exists: false }), status: mongoose.trusted({ $ne: 'draft' as const }) })
    .select('createdAt')
    .lean();
  for (const post of legacy) {
    await Post.updateOne({ _id: post._id, publishAt: mongoose.trusted({ $exists: false }) }, { $set: { publishAt: post.createdAt } });
  }
  return legacy.length;
}

// Posts stored before addresses existed: give each its address from its headline; their id keeps
// answering with a redirect to it. Another instance doing the same at once only wins the race.
export async function giveLegacyPostsAnAddress(): Promise<number> {
  await connectDb();
  await Post.init();
  const legacy = await Post.find({ slug: mongoose.trusted({ $exists: false }) }).select('headline').lean();
  let given = 0;
  for (const post of legacy) {
    const slug = await freeSlugFrom(slugFromHeadline(post.headline), post._id.toString());
    try {
      const { modifiedCount } = await Post.updateOne({ _id: post._id, slug: mongoose.trusted({ $exists: false }) }, { $set: { slug } });
      given += modifiedCount;
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
    }
  }
  return given;
}

// The clock on the scheduler of each server process (instrumentation.ts). A look that fails (the
// database out of reach) leaves its start where it was, so the next look covers the time since the
// last one that worked and nothing is lost.
export function publicationClockJob(): ScheduledJob {
  let lastLook = new Date();
  return {
    name: 'publication clock',
    everyMs: PUBLICATION_TICK_MS,
    run: async () => {
      const now = new Date();
      if (await scheduleCameDue(lastLook, now)) expireCachedTags([POSTS_CACHE_TAG]);
      lastLook = now;
    },
  };
}

// Once at each start (instrumentation.ts): dates and addresses the posts stored before those fields
// existed. Safe with several instances starting at once.
export async function bringOlderPostsUpToDate(): Promise<void> {
  try {
    await Promise.all([giveLegacyPostsAPublishTime(), giveLegacyPostsAnAddress()]);
  } catch (error) {
    console.error('[posts] could not bring older posts up to date:', error);
  }
}
