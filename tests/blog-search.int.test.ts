import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { expirePostCaches } from '@/lib/server/posts/cached';
import { countPosts, listPosts, publicPostsVersion } from '@/lib/server/posts/queries';
import { readTimeLabel } from '@/lib/posts/read-time';
import { searchPosts } from '@/lib/server/posts/search';
import type { PostListQuery } from '@/lib/posts/list-query';
import { Post } from '@/models/post';
import type { PostCategory, PostStatus } from '@/lib/posts/post';
import { seedSamplePosts } from '../scripts/lib/seed';
import type { Locale } from '@/i18n/locales';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const DAY_MS = 24 * 60 * 60 * 1000;

// Posts whose texts try the rule's edges: case, umlauts, regular-expression characters, a word
// split across headline and text, a draft and a post scheduled for later (never found), and
// equal publish times (the order's ties).
async function storeEdgePosts() {
  const at = new Date(Date.now() - 30 * DAY_MS);
  type Extra = { category?: PostCategory; locale?: Locale; status?: PostStatus; publishAt?: Date; slug?: string };
  const post = (headline: string, summary: string, extra: Extra = {}) => ({
    headline,
    summary,
    category: 'Visa' as PostCategory,
    locale: 'en' as Locale,
    status: 'published' as PostStatus,
    publishAt: at,
    ...extra,
  });
  await Post.create([
    post('Blocked account (Sperrkonto) costs', 'What a blocked account costs in 2026: 11.904 € a year.'),
    post('C++ and .NET jobs', 'Developers with C++ skills [and .NET] find work *quickly*.'),
    post('Über die Anerkennung', 'Anerkennung ÜBER alles: what the ZAB does.', { category: 'Education' }),
    post('Split word', 'The headline ends with spl and the text starts with it', { slug: 'split-word-edge' }),
    post('Draft visa secret', 'Never found, a draft', { status: 'draft' }),
    post('Scheduled visa secret', 'Not yet out, scheduled', { publishAt: new Date(Date.now() + DAY_MS) }),
    post('Deutscher Beitrag Sperrkonto', 'Nur auf Deutsch geschrieben', { locale: 'de' }),
  ]);
}

beforeAll(async () => {
  await connectDb();
  await seedSamplePosts();
  await storeEdgePosts();
});

// The database's rule (listPosts and countPosts with q), which the API keeps.
async function databaseSearch(query: PostListQuery & { q: string }) {
  const [posts, total] = await Promise.all([listPosts(query), countPosts(query)]);
  return { ids: posts.map((post) => post._id), total };
}
async function memorySearch(query: PostListQuery & { q: string }) {
  const { posts, total } = await searchPosts(query);
  return { ids: posts.map((post) => post._id), total };
}

describe('the blog search in memory finds what the database finds, in the same order', () => {
  const words = ['visa', 'VISA', 'Visa ', 'sperrkonto', 'Blocked account', 'c++', '.net', '[and', '*quickly*', '11.904 €', 'über', 'ÜBER', 'anerkennung', 'spl', 'secret', 'a', 'e', 'nothing like this', '(', '\\'];
  it('for every word, sort, category and page', async () => {
    let compared = 0;
    for (const q of words) {
      for (const sort of ['latest', 'oldest'] as const) {
        for (const category of [undefined, 'visa', 'studium', 'no-such-category']) {
          for (const page of [1, 2]) {
            const query = { q: q.trim(), sort, category, page, limit: 3, locale: 'en' as const };
            expect(await memorySearch(query), JSON.stringify(query)).toEqual(await databaseSearch(query));
            compared += 1;
          }
        }
      }
    }
    expect(compared).toBe(words.length * 2 * 4 * 2);
    // The edges were there to be found.
    expect((await memorySearch({ q: 'c++', locale: 'en' })).total).toBe(1);
    expect((await memorySearch({ q: 'über', locale: 'en' })).total).toBe(1);
    expect((await memorySearch({ q: 'secret', locale: 'en' })).total).toBe(0);
    expect((await memorySearch({ q: 'sperrkonto', locale: 'de' })).total).toBe(1);
  });

  it('gives cards without their texts that show what the list shows: excerpt and read time', async () => {
    const { posts } = await searchPosts({ q: 'a', locale: 'en', limit: 50 });
    const full = new Map((await listPosts({ locale: 'en' })).map((post) => [post._id, post]));
    expect(posts.length).toBeGreaterThan(5);
    for (const card of posts) {
      const post = full.get(card._id)!;
      expect(card).not.toHaveProperty('summary');
      expect(card.excerpt).toBe(post.excerpt);
      expect(readTimeLabel({ ...card, readTime: null })).toBe(readTimeLabel({ readTime: null, summary: post.summary }));
    }
  });

  it('finds a post saved on this instance at once (its write expires the posts)', async () => {
    expect((await memorySearch({ q: 'freshly written', locale: 'en' })).total).toBe(0);
    await Post.create({ headline: 'Freshly written', summary: 'A new post, just saved', category: 'Visa', locale: 'en', status: 'published', publishAt: new Date(Date.now() - 1000) });
    expirePostCaches();
    expect((await memorySearch({ q: 'freshly written', locale: 'en' })).total).toBe(1);
  });

  it('reads the posts again only when their version moved: an edit, a deletion or a schedule coming due moves it, a view does not', async () => {
    const version = await publicPostsVersion('en');
    expect(await publicPostsVersion('en')).toBe(version);
    const post = await Post.findOne({ headline: 'Freshly written' });
    await Post.updateOne({ _id: post!._id }, { $inc: { views: 1 } }, { timestamps: false });
    expect(await publicPostsVersion('en')).toBe(version);

    await Post.updateOne({ _id: post!._id }, { $set: { summary: 'A new post, just saved and then edited' } });
    const edited = await publicPostsVersion('en');
    expect(edited).not.toBe(version);
    expirePostCaches();
    expect((await memorySearch({ q: 'then edited', locale: 'en' })).total).toBe(1);

    // A schedule whose time comes: written a while ago, public from now on, with no write at that time.
    const due = new Date(Date.now() + 1500);
    await Post.create({ headline: 'Due soon', summary: 'Goes out by itself', category: 'Visa', locale: 'en', status: 'scheduled', publishAt: due });
    const beforeDue = await publicPostsVersion('en');
    await vi.waitUntil(() => Date.now() > due.getTime() + 10, { timeout: 5000, interval: 100 });
    expect(await publicPostsVersion('en')).not.toBe(beforeDue);

    await Post.deleteOne({ _id: post!._id });
    expect(await publicPostsVersion('en')).not.toBe(edited);
    expirePostCaches();
    expect((await memorySearch({ q: 'then edited', locale: 'en' })).total).toBe(0);
  });
});
