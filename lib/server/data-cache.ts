import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { expireCachedTags } from '@/platform/page-cache/expire-tags';

// Every read the pages and the back office keep in Next's data cache goes through cachedRead:
// Next's unstable_cache around one shared read per process (singleFlight).
//
// Why the sharing: Next's data cache does not join concurrent misses. A read that is not cached
// yet, or whose tag a write has just expired, is started by every request that finds it missing,
// and a stale entry is refreshed in the background by every request that finds it stale. With
// 2,010 posts, 50 requests for the sitemap started 50 reads of the whole post list at once, and
// the process ran out of memory (issue 42); on FerretDB the back office's figures queued pass
// behind pass (bench:dashboard: inbox views of 10-18 s). Shared, N concurrent misses make one read.
//
// What a failure gives: a refresh of a stale entry that fails leaves the entry as it was (Next logs
// it and serves the last good value until a refresh succeeds). An entry a write expired is gone,
// so a failed read after it is the caller's error: the pages answer it with their outage page.
export function cachedRead<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  key: string,
  options: { tags?: string[]; revalidate: number },
): (...args: A) => Promise<R> {
  return unstable_cache(singleFlight(read), [key], options);
}

// For every write path, inside a request or not (the jobs, retention, scripts): expires the cached
// reads under these tags at once on this instance. Next's revalidateTag needs the request's own
// store; outside one, the page cache's expiry is called directly (platform/page-cache/expire-tags.ts),
// and without a page cache (next dev, tests, scripts) nothing is cached to expire.
export function expireCachedReads(...tags: string[]): void {
  forgetRunningReads();
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      expireCachedTags([tag]);
    }
  }
}

// A read started before a write must not answer for after it: every write that expires cached
// reads moves the generation on, and a caller joins only a read of its own generation.
let generation = 0;
function forgetRunningReads(): void {
  generation += 1;
}

// One read at a time per arguments in this process, shared by whoever asks meanwhile.
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
