import 'server-only';
import { revalidateTag } from 'next/cache';
import { expireCachedTags } from '@/platform/page-cache/expire-tags';

// The back office's figures (the dashboard's sections, the inbox's views) are kept in Next's data
// cache (unstable_cache) under a tag per kind of write that changes them, so a repeated view reads
// no database. A write expires its tag at once on the instance that made it; the short lifetime
// bounds what another instance shows. Posts use the posts' own tag (POSTS_CACHE_TAG in
// lib/server/posts/cached.ts), which every post write already expires.
export const LEAD_FIGURES_TAG = 'figures:leads';
export const VIEW_FIGURES_TAG = 'figures:views';
export const LIKE_FIGURES_TAG = 'figures:likes';
// The lead panel's WhatsApp chats and the points check's funnel: each has one write path
// (recordWhatsAppClick, recordCheckEvent), so they expire at once too.
export const WHATSAPP_FIGURES_TAG = 'figures:whatsapp';
export const CHECK_FIGURES_TAG = 'figures:check-funnel';

// How long another instance may show figures from before a write it did not see.
export const FIGURES_REVALIDATE_SECONDS = 30;

// For every write path, inside a request or not (the jobs, retention, scripts): Next's
// revalidateTag needs the request's own store; outside one, the page cache's expiry is called
// directly (platform/page-cache/expire-tags.ts), and without a page cache (next dev, tests, scripts)
// nothing is cached to expire.
export function expireFigures(...tags: string[]): void {
  forgetRunningReads();
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      expireCachedTags([tag]);
    }
  }
}

// One read at a time per arguments in this process, shared by whoever asks meanwhile. Next's data
// cache refreshes a stale entry from the request that finds it and keeps it stale until the refresh
// lands, so on FerretDB (seconds per pass) every view in between started another pass of the same
// figures and each queued behind the others (bench:dashboard: repeated inbox views of 10-18 s).
// Wrapped around the read an entry caches, the views in between share the one pass.
// A read started before a write must not answer for after it: every write that expires figures
// (expireFigures, and the post and service saves) moves the generation on, and a caller joins only
// a read of its own generation.
let generation = 0;
export function forgetRunningReads(): void {
  generation += 1;
}

export function singleFlight<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const running = new Map<string, Promise<R>>();
  return (...args: A) => {
    const key = `${generation}:${JSON.stringify(args)}`;
    const current = running.get(key);
    if (current) return current;
    const started = read(...args).finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
