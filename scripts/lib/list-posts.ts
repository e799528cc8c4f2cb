import mongoose from 'mongoose';
import type { Locale } from '@/i18n/pathnames';
import type { PostCategory } from '@/lib/validation/post';

const DAY_MS = 24 * 60 * 60 * 1000;

export type ListPosts = { count: number; category: PostCategory; locale: Locale; label: string };

// Adds published posts to one language's blog so its list and a category have a second page
// (the seed has ten English posts): for the paged lists' e2e spec and the benchmarks. Each post
// has the cover of a seeded post and goes out a day before the one before it, starting a year ago,
// so they follow the seeded posts in the list. Inserted directly, as whole documents, before an
// instance reads the blog (nothing cached to expire).
export async function insertListPosts(mongoUri: string, { count, category, locale, label }: ListPosts): Promise<void> {
  const connection = await mongoose.createConnection(mongoUri).asPromise();
  try {
    const posts = connection.collection('posts');
    const cover = await posts.findOne({ image: { $exists: true } }, { projection: { image: 1 } });
    const start = Date.now() - 365 * DAY_MS;
    const documents = Array.from({ length: count }, (_, index) => {
      const _id = new mongoose.Types.ObjectId();
      const at = new Date(start - index * DAY_MS);
      return {
        _id,
        translationGroup: _id,
        headline: `${label} ${index + 1}`,
        slug: `${label.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${index + 1}`,
        summary: `${label} ${index + 1}: a post that makes the list longer than one page.`,
        category,
        locale,
        ...(cover?.image ? { image: cover.image, imageAlt: '' } : {}),
        tags: [],
        oldSlugs: [],
        views: 0,
        likes: 0,
        noindex: false,
        status: 'published',
        publishAt: at,
        createdAt: at,
        updatedAt: at,
      };
    });
    await posts.insertMany(documents);
  } finally {
    await connection.close();
  }
}

// The benchmarks' paged lists: with these 16 posts the English list has 26 posts and Visa 18, so
// both have a page 2 (npm run bench, npm run bench:pages).
export const BENCH_LIST_POSTS: ListPosts = { count: 16, category: 'Visa', locale: 'en', label: 'Bench paging post' };
export const BENCH_SECOND_PAGES = ['/blog/page/2', '/blog/category/visa/page/2'];
