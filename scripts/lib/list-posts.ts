import mongoose from 'mongoose';
import type { PostCategory } from '@/lib/posts/post';
import type { Locale } from '@/i18n/locales';

const DAY_MS = 24 * 60 * 60 * 1000;

// `bodyBytes`: the length of each post's text (a sentence by default).
export type ListPosts = { count: number; category: PostCategory; locale: Locale; label: string; bodyBytes?: number };

// Adds published posts to one language's blog so its list and a category have a second page
// (the seed has ten English posts): for the paged lists' e2e spec and the benchmarks. Each post
// has the cover of a seeded post and goes out a day before the one before it, starting a year ago,
// so they follow the seeded posts in the list. Inserted directly, as whole documents, before an
// instance reads the blog (nothing cached to expire).
export async function insertListPosts(mongoUri: string, { count, category, locale, label, bodyBytes }: ListPosts): Promise<void> {
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
        summary: postText(`${label} ${index + 1}: a post that makes the list longer than one page.`, bodyBytes),
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
    // In batches: one insert of 10,000 posts with their texts is a message of 30 MB.
    for (let at = 0; at < documents.length; at += 500) await posts.insertMany(documents.slice(at, at + 500));
  } finally {
    await connection.close();
  }
}

// A post's Markdown: the sentence, then paragraphs up to about `bytes`.
function postText(sentence: string, bytes = 0): string {
  const paragraph = '\n\nStudents and skilled workers moving to Germany ask about visas, recognition of their degrees, blocked accounts, health insurance and the first weeks after arrival. This paragraph stands in for that kind of text.';
  let text = sentence;
  while (text.length < bytes) text += paragraph;
  return text;
}

// The benchmarks' paged lists: with these 16 posts the English list has 26 posts and Visa 18, so
// both have a page 2 (npm run bench, npm run bench:pages).
export const BENCH_LIST_POSTS: ListPosts = { count: 16, category: 'Visa', locale: 'en', label: 'Bench paging post' };
export const BENCH_SECOND_PAGES = ['/blog/page/2', '/blog/category/visa/page/2'];
