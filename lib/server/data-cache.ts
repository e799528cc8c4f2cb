import 'server-only';
import { revalidateTag, unstable_cache } from 'next/cache';
import { expireCachedTags } from '@/platform/page-cache/expire-tags';
import { isDatabaseUnavailable } from './db-errors';

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
    tagGenerations.set(tag, tagGeneration(tag) + 1);
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
// The same per tag, for the values kept in this process (memoryCachedRead).
const tagGenerations = new Map<string, number>();
const tagGeneration = (tag: string) => tagGenerations.get(tag) ?? 0;

// One read at a time per arguments in this process, shared by whoever asks meanwhile. A read the
// database could not answer (an outage: a refused connection, or a timeout after 3 s) gives its
// error at once to whoever asks again within OUTAGE_HOLD_MS: when a page fails, Next.js renders it
// again for its error answer, and each render waited for a timeout of its own (a new post's 503
// came after 6 s; e2e/database-outage.spec.ts bounds it at 5).
export const OUTAGE_HOLD_MS = 2_000;

export function singleFlight<A extends unknown[], R>(read: (...args: A) => Promise<R>, clock: () => number = () => Date.now()): (...args: A) => Promise<R> {
  const running = new Map<string, Promise<R>>();
  const failed = new Map<string, { error: unknown; until: number }>();
  return (...args: A) => {
    const key = `${generation}:${JSON.stringify(args)}`;
    const current = running.get(key);
    if (current) return current;
    const recent = failed.get(key);
    if (recent && recent.until > clock()) return Promise.reject(recent.error);
    failed.delete(key);
    const started = read(...args)
      .then(
        (value) => value,
        (error: unknown) => {
          if (isDatabaseUnavailable(error)) holdFailure(failed, key, error, clock());
          throw error;
        },
      )
      .finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}

// Failures are kept per arguments only for the hold, so an outage with many different reads (new
// addresses) leaves no more than the last moment's behind.
function holdFailure(failed: Map<string, { error: unknown; until: number }>, key: string, error: unknown, now: number): void {
  if (failed.size >= 500) for (const [old, entry] of failed) if (entry.until <= now) failed.delete(old);
  failed.set(key, { error, until: now + OUTAGE_HOLD_MS });
}

// A value kept in this process's memory rather than in Next's data cache, for a read too big to
// take from there per request (the data cache hands out JSON that every hit parses again: the
// blog's whole list with its texts is megabytes). Kept under one tag: after its expiry
// (expireCachedReads) a caller waits for a new read, up to `waitAfterWriteMs` when there is a last
// value (then it gets that, and the read lands behind it). Older than `revalidate` seconds it is
// answered while one refresh runs behind it, as Next does, so other instances' writes show within
// that. A failed refresh keeps the last good value; with none, the caller gets the error.
type Memo<R> = { value: R | undefined; valueGeneration: number; readAt: number; running: { generation: number; promise: Promise<R> } | null };

export function memoryCachedRead<A extends unknown[], R>(
  read: (...args: A) => Promise<R>,
  options: { tag: string; revalidate: number; waitAfterWriteMs: number },
  clock: () => number = Date.now,
): (...args: A) => Promise<R> {
  const memos = new Map<string, Memo<R>>();
  const logFailure = (error: unknown) => console.error(`[cache] a refresh under ${options.tag} failed, the last value stays:`, error);
  // One read per generation of the tag at a time; its value is kept unless a later one landed.
  const start = (memo: Memo<R>, args: A, generation: number): Promise<R> => {
    if (memo.running?.generation === generation) return memo.running.promise;
    const promise = read(...args)
      .then((value) => {
        if (generation >= memo.valueGeneration) Object.assign(memo, { value, valueGeneration: generation, readAt: clock() });
        return value;
      })
      .finally(() => {
        if (memo.running?.promise === promise) memo.running = null;
      });
    memo.running = { generation, promise };
    return promise;
  };
  return async (...args: A) => {
    const key = JSON.stringify(args);
    const generation = tagGeneration(options.tag);
    let memo = memos.get(key);
    if (!memo) memos.set(key, (memo = { value: undefined, valueGeneration: -1, readAt: 0, running: null }));
    if (memo.value !== undefined && memo.valueGeneration === generation) {
      if (clock() - memo.readAt >= options.revalidate * 1000) start(memo, args, generation).catch(logFailure);
      return memo.value;
    }
    const reading = start(memo, args, generation);
    if (memo.value === undefined) return reading;
    const last = memo.value;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<R>((resolve) => (timer = setTimeout(() => resolve(last), options.waitAfterWriteMs)));
    try {
      return await Promise.race([reading, waited]);
    } catch (error) {
      logFailure(error);
      return last;
    } finally {
      clearTimeout(timer);
      reading.catch(() => {});
    }
  };
}
