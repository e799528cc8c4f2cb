import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { expireCachedReads } from '@/lib/server/data-cache';
import { Post } from '@/models/post';
import { slugFromHeadline } from '@/lib/fields/slug';
import { freeSlugFrom } from './addresses';
import { isSlugConflict } from '@/lib/server/slug-addresses';
import { POSTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { postLocale } from '@/lib/posts/languages';
import { DEFAULT_LOCALE } from '@/i18n/locales';

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
  const legacy = await Post.find({ slug: mongoose.trusted({ $exists: false }) }).select('headline locale').lean();
  let given = 0;
  for (const post of legacy) {
    const slug = await freeSlugFrom(slugFromHeadline(post.headline), postLocale(post.locale), post._id.toString());
    try {
      const { modifiedCount } = await Post.updateOne({ _id: post._id, slug: mongoose.trusted({ $exists: false }) }, { $set: { slug } });
      given += modifiedCount;
    } catch (error) {
      if (!isSlugConflict(error)) throw error;
    }
  }
  return given;
}

// The unique index of one address per post in any language, from before posts had languages: it
// would refuse an English and a German post of the same slug. { locale, slug } replaces it
// (models/post.ts). Dropping an index that is gone already is no error (another instance, a new
// database).
export async function dropSingleLanguageSlugIndex(): Promise<void> {
  await connectDb();
  const indexes = await Post.collection.indexes().catch(() => []);
  if (!indexes.some((index) => index.name === 'slug_1')) return;
  await Post.collection.dropIndex('slug_1').catch((error: unknown) => {
    if (!/index not found|can't find index/i.test(String((error as Error)?.message))) throw error;
  });
}

// Posts stored before languages existed: English, each the first of its own translation group.
// Two idempotent updates that only touch documents still without the field, so instances starting
// together only repeat each other's work (no conditional write FerretDB could get wrong).
export async function giveLegacyPostsALanguage(): Promise<number> {
  await connectDb();
  const { modifiedCount } = await Post.updateMany({ locale: mongoose.trusted({ $exists: false }) }, { $set: { locale: DEFAULT_LOCALE } });
  const ungrouped = await Post.find({ translationGroup: mongoose.trusted({ $exists: false }) }).select('_id').lean();
  for (const post of ungrouped) {
    await Post.updateOne({ _id: post._id, translationGroup: mongoose.trusted({ $exists: false }) }, { $set: { translationGroup: post._id } });
  }
  return modifiedCount + ungrouped.length;
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
      if (await scheduleCameDue(lastLook, now)) expireCachedReads(POSTS_CACHE_TAG);
      lastLook = now;
    },
  };
}

// Once at each start (instrumentation.ts): gives the posts stored before languages, dates and
// addresses existed those fields. Safe with several instances starting at once.
export async function bringOlderPostsUpToDate(): Promise<void> {
  try {
    // The old index first: addresses given afterwards may repeat another language's.
    await dropSingleLanguageSlugIndex();
    await giveLegacyPostsALanguage();
    await Promise.all([giveLegacyPostsAPublishTime(), giveLegacyPostsAnAddress()]);
  } catch (error) {
    console.error('[posts] could not bring older posts up to date:', error);
  }
}
