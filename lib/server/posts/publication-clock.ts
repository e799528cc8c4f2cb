import 'server-only';
import mongoose from 'mongoose';
import { connectDb, isDatabaseUnavailable } from '@/lib/server/db';
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

type ClockState = { timer: NodeJS.Timeout | null; lastLook: Date; running: boolean; lastProblem: string | null };
// On globalThis, so a module reloaded in development does not start a second timer.
const holder = globalThis as typeof globalThis & { __publicationClock?: ClockState };
const state: ClockState = (holder.__publicationClock ??= { timer: null, lastLook: new Date(), running: false, lastProblem: null });

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

async function look(): Promise<void> {
  if (state.running) return;
  state.running = true;
  const now = new Date();
  try {
    if (await scheduleCameDue(state.lastLook, now)) expireCachedTags([POSTS_CACHE_TAG]);
    state.lastLook = now;
    state.lastProblem = null;
  } catch (error) {
    // Nothing is lost: the next look covers the time since the last one that worked.
    const problem = isDatabaseUnavailable(error) ? 'database unavailable' : error instanceof Error ? error.message : String(error);
    if (problem !== state.lastProblem) console.error(`[posts] publication clock: ${problem}`);
    state.lastProblem = problem;
  } finally {
    state.running = false;
  }
}

// Started once per server process (instrumentation.ts). The timer does not keep the process alive.
export function startPublicationClock(intervalMs = PUBLICATION_TICK_MS): void {
  if (state.timer) return;
  state.lastLook = new Date();
  Promise.all([giveLegacyPostsAPublishTime(), giveLegacyPostsAnAddress()]).catch((error: unknown) =>
    console.error('[posts] could not bring older posts up to date:', error),
  );
  state.timer = setInterval(() => void look(), intervalMs);
  state.timer.unref();
}
