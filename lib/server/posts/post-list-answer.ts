import 'server-only';
import type { PostListQuery } from '@/lib/posts/list-query';
import { asciiJson } from '@/platform/page-cache/ascii-text.mjs';
import { cachedCountPosts, cachedPostListJson } from './cached';
import { postListBatches } from './queries';

// The body of GET /api/v1/posts/get. SPEC's list is every post, and its clients filter and sort
// it themselves, so without `limit` it has no bound: at 10,000 posts with 3 KB texts it was a
// 35 MB string, held again by the data cache's copy, and the first request killed an instance
// under `npm start`'s 256 MB heap (issue 42's scale run). Up to CACHED_LIST_MAX posts the answer
// is one cached string, shared by every request until a post changes; a longer list is written
// out as it is read, a batch at a time, never whole, and at most STREAMS_AT_ONCE at a time per
// instance (the others wait their turn), so memory stays flat whatever the count.
export const CACHED_LIST_MAX = 1_000;
const BATCH_SIZE = 100;
const STREAMS_AT_ONCE = 2;

let streaming = 0;
const waiting: Array<() => void> = [];

// A slot to stream in, or null when the client went away while it waited: on FerretDB a sorted
// cursor reads every post before its first batch, so each request given up in the queue (a client
// timing out, a load test ending) would still cost a whole read, and the queue behind it grew
// without end (issue 42's scale run: one request waited over 300 s).
async function streamSlot(signal?: AbortSignal): Promise<(() => void) | null> {
  if (signal?.aborted) return null;
  if (streaming >= STREAMS_AT_ONCE) {
    const turn = await new Promise<boolean>((resolve) => {
      const take = () => {
        signal?.removeEventListener('abort', leave);
        resolve(true);
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(take), 1);
        resolve(false);
      };
      waiting.push(take);
      signal?.addEventListener('abort', leave, { once: true });
    });
    if (!turn) return null;
  } else streaming += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    if (next) next();
    else streaming -= 1;
  };
}

// `signal`: the request's, aborted when its client goes away.
export async function postListAnswer(query: PostListQuery, options: { signal?: AbortSignal; cachedUpTo?: number } = {}): Promise<BodyInit> {
  if (query.limit || (await cachedCountPosts(query)) <= (options.cachedUpTo ?? CACHED_LIST_MAX)) return cachedPostListJson(query);
  const release = await streamSlot(options.signal);
  // Nobody is left to read it.
  if (!release) return '';
  const batches = postListBatches(query, BATCH_SIZE);
  const encoder = new TextEncoder();
  let first = true;
  const finish = async () => {
    release();
    await batches.return(undefined);
  };
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        const next = await batches.next();
        if (next.done) {
          controller.enqueue(encoder.encode(first ? '[]' : ']'));
          controller.close();
          release();
          return;
        }
        // Each batch as the inside of a JSON array: the same characters JSON.stringify writes.
        const items = asciiJson(next.value).slice(1, -1);
        controller.enqueue(encoder.encode(`${first ? '[' : ','}${items}`));
        first = false;
      } catch (error) {
        await finish();
        controller.error(error);
      }
    },
    // The client went away: the cursor is closed and the slot freed.
    cancel: finish,
  });
}
