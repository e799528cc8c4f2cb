import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { categoryId, POST_CATEGORIES, type PostCategory, type PostDto, postPath, type StoredPost, toPostDto } from '@/lib/posts/post';
import { Post } from '@/models/post';
import { categoryForAnySlug } from '@/lib/posts/categories';
import { postExcerpt } from './markdown';
import { inLanguage, publicPostFilter } from './visibility';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import type { PostListQuery } from '@/lib/posts/list-query';
import type { CategoryCount } from '@/lib/posts/blog-list';
import type { SitemapPost } from '@/lib/sitemap/post-files';

// Maps "education", "Education", a category's slug in another language ("studium") or "all" to a
// stored category; null = no filter, undefined = none matches.
export function resolveCategory(value: string | undefined): PostCategory | null | undefined {
  if (!value || value === 'all') return null;
  return categoryForAnySlug(value);
}

// Every read answers DTOs with their excerpt, which only the server can make (markdown.ts).
const toDto = (post: StoredPost) => toPostDto(post, postExcerpt(post.summary));

// One language's posts only: a list mixing languages would break its hreflang twins, its search
// (German words in English results) and the language its RSS feed declares.
function listFilter(query: PostListQuery) {
  const filter: Record<string, unknown> = { ...publicPostFilter(), ...inLanguage(query.locale ?? DEFAULT_LOCALE) };
  const category = resolveCategory(query.category);
  if (category === undefined) return null;
  if (category) filter.category = category;
  if (query.q) {
    // A RegExp object (not {$regex}) so that sanitizeFilter leaves it alone; the text is a literal.
    const pattern = new RegExp(escapeRegex(query.q), 'i');
    filter.$and = [{ $or: [{ headline: pattern }, { summary: pattern }] }];
  }
  return filter;
}

// The list's order, total: the time a post went out, then its creation, then its id.
function listOrder(query: PostListQuery) {
  const direction = query.sort === 'oldest' ? 1 : -1;
  return { publishAt: direction, createdAt: direction, _id: direction } as const;
}

// Public posts, newest first (or oldest first) by the time they went out, optionally filtered and paged.
export async function listPosts(query: PostListQuery = {}): Promise<PostDto[]> {
  await connectDb();
  const filter = listFilter(query);
  if (!filter) return [];
  let cursor = Post.find(filter).sort(listOrder(query));
  if (query.limit) cursor = cursor.skip(((query.page ?? 1) - 1) * query.limit).limit(query.limit);
  const posts = await cursor.lean();
  return posts.map(toDto);
}

// The same posts as listPosts without a page, read from a cursor in batches instead of all at
// once: GET /api/v1/posts/get's answer for a list too long to hold (post-list-answer.ts).
export async function* postListBatches(query: PostListQuery, batchSize: number): AsyncGenerator<PostDto[]> {
  await connectDb();
  const filter = listFilter(query);
  if (!filter) return;
  const cursor = Post.find(filter).sort(listOrder(query)).lean().batchSize(batchSize).cursor();
  let batch: PostDto[] = [];
  try {
    for await (const post of cursor) {
      batch.push(toDto(post));
      if (batch.length === batchSize) {
        yield batch;
        batch = [];
      }
    }
    if (batch.length > 0) yield batch;
  } finally {
    await cursor.close();
  }
}

// What changes when a language's public posts change, read without their texts: how many there
// are, the latest edit and the latest publish time. An edit, a new post, a deletion, an
// unpublishing or a schedule coming due moves one of them (a view or a like does not touch
// updatedAt, engagement.ts). The blog search reads its posts again only when this moved.
export async function publicPostsVersion(locale: Locale): Promise<string> {
  await connectDb();
  // The search's own list filter (no category, no words), so the version covers exactly its posts.
  const filter = listFilter({ locale })!;
  const latest = (field: 'updatedAt' | 'publishAt') =>
    Post.findOne(filter)
      .sort({ [field]: -1, _id: -1 })
      .select({ [field]: 1 })
      .lean<{ updatedAt?: Date; publishAt?: Date | null } | null>()
      .then((post) => post?.[field]?.toISOString() ?? '');
  const [count, updated, published] = await Promise.all([Post.countDocuments(filter), latest('updatedAt'), latest('publishAt')]);
  return `${count} ${updated} ${published}`;
}

// An author's public posts, newest first: their author page.
export async function listPostsByAuthor(authorId: string, locale: Locale = DEFAULT_LOCALE): Promise<PostDto[]> {
  if (!mongoose.isObjectIdOrHexString(authorId)) return [];
  await connectDb();
  const posts = await Post.find({ ...publicPostFilter(), ...inLanguage(locale), authorId: new mongoose.Types.ObjectId(authorId) })
    .sort({ publishAt: -1, _id: -1 })
    .lean();
  return posts.map(toDto);
}

// How many public posts a list query matches (its page and limit aside): the blog's page count.
export async function countPosts(query: PostListQuery = {}): Promise<number> {
  await connectDb();
  const filter = listFilter(query);
  return filter ? Post.countDocuments(filter) : 0;
}

// Every post, drafts and schedules included, newest first: the back office's list, of one
// language when one is given.
export async function listAllPosts(locale?: Locale): Promise<PostDto[]> {
  await connectDb();
  const posts = await Post.find(locale ? inLanguage(locale) : {}).sort({ createdAt: -1, _id: -1 }).lean();
  return posts.map(toDto);
}

// A public post. undefined for an id that is not an ObjectId (the caller answers 400), null for
// an unknown one or one the public may not see yet.
export async function getPost(id: string): Promise<PostDto | null | undefined> {
  if (!mongoose.isObjectIdOrHexString(id)) return undefined;
  await connectDb();
  const post = await Post.findOne({ _id: id, ...publicPostFilter() }).lean();
  return post ? toDto(post) : null;
}

// What an address under one language's /blog/ names: a public post of that language at its
// current address, or the current address (a path) of a public post of that language it named
// before (its id, or a slug it had), or nothing. A post of another language is not found there
// (404, not a redirect): slugs are per language, so /de/blog/x may be another post than /blog/x,
// or become one later; a redirect across languages would make an address that can change owner.
export type PostAddress = { post: PostDto } | { movedTo: string } | null;

export async function resolvePostAddress(segment: string, locale: Locale = DEFAULT_LOCALE): Promise<PostAddress> {
  await connectDb();
  const visible = { ...publicPostFilter(), ...inLanguage(locale) };
  const current = await Post.findOne({ ...visible, slug: segment }).lean();
  if (current) return { post: toDto(current) };
  const earlier = mongoose.isObjectIdOrHexString(segment)
    ? await Post.findOne({ ...visible, _id: segment }).lean()
    : await Post.findOne({ ...visible, oldSlugs: segment }).lean();
  if (!earlier) return null;
  // A post stored before addresses existed lives at its id until it is given a slug.
  return earlier.slug ? { movedTo: postPath(toDto(earlier)) } : { post: toDto(earlier) };
}

// The public posts of a translation group, one per language: a post's hreflang links, the
// language switcher's target and the sitemap's alternates.
export async function listTranslations(group: string): Promise<PostDto[]> {
  if (!mongoose.isObjectIdOrHexString(group)) return [];
  await connectDb();
  const groupId = new mongoose.Types.ObjectId(group);
  // A post stored before groups existed is its own group, found by its _id.
  const posts = await Post.find({ ...publicPostFilter(), $and: [{ $or: [{ translationGroup: groupId }, { _id: groupId }] }] }).lean();
  return posts.map(toDto).filter((post) => post.translationGroup === group);
}

// Every post of a group, drafts included, for the editor's list of its translations.
export async function listTranslationsForStaff(group: string): Promise<PostDto[]> {
  if (!mongoose.isObjectIdOrHexString(group)) return [];
  await connectDb();
  const groupId = new mongoose.Types.ObjectId(group);
  const posts = await Post.find({ $or: [{ translationGroup: groupId }, { _id: groupId }] }).lean();
  return posts.map(toDto).filter((post) => post.translationGroup === group);
}

// Any post, for signed-in staff (editing, previews).
export async function getPostForStaff(id: string): Promise<PostDto | null | undefined> {
  if (!mongoose.isObjectIdOrHexString(id)) return undefined;
  await connectDb();
  const post = await Post.findById(id).lean();
  return post ? toDto(post) : null;
}


// Counts over the public posts, one entry per category that has some, in the order of POST_CATEGORIES.
export async function categoryCounts(locale: Locale = DEFAULT_LOCALE): Promise<CategoryCount[]> {
  await connectDb();
  const groups = await Post.aggregate<{ _id: string; count: number }>([
    { $match: { ...publicPostFilter(), ...inLanguage(locale) } },
    { $group: { _id: '$category', count: { $sum: 1 } } },
  ]);
  const counts = new Map(groups.map((group) => [group._id, group.count]));
  return POST_CATEGORIES.filter((name) => counts.has(name)).map((name) => ({
    id: categoryId(name),
    name,
    count: counts.get(name) ?? 0,
  }));
}

// Up to three other public posts of the same category and language, newest first.
export async function relatedPosts(post: { _id: string; category: string; locale?: Locale }, limit = 3): Promise<PostDto[]> {
  await connectDb();
  // sanitizeFilter neutralises operators in filters unless they are marked as our own.
  const category = resolveCategory(post.category);
  if (!category) return [];
  const posts = await Post.find({ ...publicPostFilter(), ...inLanguage(post.locale ?? DEFAULT_LOCALE), category, _id: mongoose.trusted({ $ne: post._id }) })
    .sort({ publishAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return posts.map(toDto);
}

// The sitemap's read of every public post a search engine may list (noindex ones left out): the
// fields an address and its hreflang twins need, never the bodies. 10,000 posts are about 1.5 MB.
export async function listSitemapPosts(): Promise<SitemapPost[]> {
  await connectDb();
  const posts = await Post.find({ ...publicPostFilter(), noindex: mongoose.trusted({ $ne: true }) })
    .select({ slug: 1, locale: 1, translationGroup: 1, updatedAt: 1 })
    .sort({ _id: 1 })
    .lean<{ _id: mongoose.Types.ObjectId; slug?: string | null; locale?: Locale | null; translationGroup?: mongoose.Types.ObjectId | null; updatedAt: Date }[]>();
  // A post stored before slugs existed is at its id, as toPostDto says.
  return posts.map((post) => ({
    slug: post.slug || post._id.toString(),
    locale: post.locale ?? DEFAULT_LOCALE,
    group: (post.translationGroup ?? post._id).toString(),
    updatedAt: post.updatedAt.toISOString(),
  }));
}
