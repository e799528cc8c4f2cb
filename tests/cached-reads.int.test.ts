import mongoose from 'mongoose';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { expireCachedReads } from '@/lib/server/data-cache';
import { cachedCategoryCounts, cachedListPosts } from '@/lib/server/posts/cached';
import { POSTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { servicesForPages } from '@/lib/server/services/cached';
import { seedSamplePosts } from '../scripts/lib/seed';

// Outside a Next server there is no data cache: unstable_cache here calls its read every time, as
// Next does for every request that finds an entry missing, expired or (in the background) stale.
// So 20 calls at once are 20 concurrent misses, and what is counted is what reaches the database.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// Every operation mongoose sends, by collection (mongoose's debug hook sees each one).
const operations: string[] = [];
function countOperations() {
  operations.length = 0;
  mongoose.set('debug', (collection: string, method: string) => {
    operations.push(`${collection}.${method}`);
  });
}
const on = (collection: string) => operations.filter((operation) => operation.startsWith(`${collection}.`));

beforeAll(async () => {
  await connectDb();
  await seedSamplePosts();
});

afterEach(() => {
  mongoose.set('debug', false);
});

describe('a cached read is one database read per process, however many miss it at once', () => {
  it('20 concurrent misses of the post list make one read of the posts, and all get its answer', async () => {
    countOperations();
    const lists = await Promise.all(Array.from({ length: 20 }, () => cachedListPosts({ sort: 'latest', locale: 'en' })));
    expect(on('posts')).toHaveLength(1);
    expect(lists[0]!.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toBe(lists[0]);
  });

  it('20 concurrent misses of the category counts and of the services make one read each', async () => {
    countOperations();
    await Promise.all(Array.from({ length: 20 }, () => Promise.all([cachedCategoryCounts('en'), servicesForPages('en')])));
    expect(on('posts')).toHaveLength(1);
    expect(on('services')).toHaveLength(1);
  });

  it('a miss after the read ended, or after a write expired its tag, reads again', async () => {
    countOperations();
    await cachedCategoryCounts('de');
    await cachedCategoryCounts('de');
    expect(on('posts')).toHaveLength(2);

    // A read under way when a write expires the tag answers the callers from before the write;
    // a caller after it starts its own read rather than joining one that may miss the write.
    countOperations();
    const before = cachedCategoryCounts('de');
    expireCachedReads(POSTS_CACHE_TAG);
    const after = cachedCategoryCounts('de');
    await Promise.all([before, after]);
    expect(on('posts')).toHaveLength(2);
  });
});
