import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { POST_CATEGORIES, type PostCategory } from '@/lib/validation/post';
import { Post } from '@/models/post';
import { categoryId, type PostDto } from '@/lib/posts/dto';
import { toPostDto } from './to-dto';
import { publicPostFilter } from './visibility';
import type { PostListQuery } from '@/lib/posts/list-query';
import type { CategoryCount } from '@/lib/posts/blog-list';

// Maps "education", "Education" or "all" to a stored category; null = no filter, undefined = none matches.
export function resolveCategory(value: string | undefined): PostCategory | null | undefined {
  if (!value || value === 'all') return null;
  return POST_CATEGORIES.find((name) => name === value || categoryId(name) === value.toLowerCase());
}

function listFilter(query: PostListQuery) {
  const filter: Record<string, unknown> = publicPostFilter();
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

// Public posts, newest first (or oldest first) by the time they went out, optionally filtered and paged.
export async function listPosts(query: PostListQuery = {}): Promise<PostDto[]> {
  await connectDb();
  const filter = listFilter(query);
  if (!filter) return [];
  const direction = query.sort === 'oldest' ? 1 : -1;
  let cursor = Post.find(filter).sort({ publishAt: direction, createdAt: direction, _id: direction });
  if (query.limit) cursor = cursor.skip(((query.page ?? 1) - 1) * query.limit).limit(query.limit);
  const posts = await cursor.lean();
  return posts.map(toPostDto);
}

// An author's public posts, newest first: their author page.
export async function listPostsByAuthor(authorId: string): Promise<PostDto[]> {
  if (!mongoose.isObjectIdOrHexString(authorId)) return [];
  await connectDb();
  const posts = await Post.find({ ...publicPostFilter(), authorId: new mongoose.Types.ObjectId(authorId) })
    .sort({ publishAt: -1, _id: -1 })
    .lean();
  return posts.map(toPostDto);
}

// How many public posts a list query matches (its page and limit aside): the blog's page count.
export async function countPosts(query: PostListQuery = {}): Promise<number> {
  await connectDb();
  const filter = listFilter(query);
  return filter ? Post.countDocuments(filter) : 0;
}

// Every post, drafts and schedules included, newest first: the back office's list.
export async function listAllPosts(): Promise<PostDto[]> {
  await connectDb();
  const posts = await Post.find({}).sort({ createdAt: -1, _id: -1 }).lean();
  return posts.map(toPostDto);
}

// A public post. undefined for an id that is not an ObjectId (the caller answers 400), null for
// an unknown one or one the public may not see yet.
export async function getPost(id: string): Promise<PostDto | null | undefined> {
  if (!mongoose.isObjectIdOrHexString(id)) return undefined;
  await connectDb();
  const post = await Post.findOne({ _id: id, ...publicPostFilter() }).lean();
  return post ? toPostDto(post) : null;
}

// What an address under /blog/ names: a public post at its current address, or the current
// address of a public post it named before (its id, or a slug it had), or nothing.
export type PostAddress = { post: PostDto } | { movedTo: string } | null;

export async function resolvePostAddress(segment: string): Promise<PostAddress> {
  await connectDb();
  const visible = publicPostFilter();
  const current = await Post.findOne({ ...visible, slug: segment }).lean();
  if (current) return { post: toPostDto(current) };
  const earlier = mongoose.isObjectIdOrHexString(segment)
    ? await Post.findOne({ ...visible, _id: segment }).lean()
    : await Post.findOne({ ...visible, oldSlugs: segment }).lean();
  if (!earlier) return null;
  // A post stored before addresses existed lives at its id until it is given a slug.
  return earlier.slug ? { movedTo: earlier.slug } : { post: toPostDto(earlier) };
}

// Any post, for signed-in staff (editing, previews).
export async function getPostForStaff(id: string): Promise<PostDto | null | undefined> {
  if (!mongoose.isObjectIdOrHexString(id)) return undefined;
  await connectDb();
  const post = await Post.findById(id).lean();
  return post ? toPostDto(post) : null;
}


// Counts over the public posts, one entry per category that has some, in the order of POST_CATEGORIES.
export async function categoryCounts(): Promise<CategoryCount[]> {
  await connectDb();
  const groups = await Post.aggregate<{ _id: string; count: number }>([
    { $match: publicPostFilter() },
    { $group: { _id: '$category', count: { $sum: 1 } } },
  ]);
  const counts = new Map(groups.map((group) => [group._id, group.count]));
  return POST_CATEGORIES.filter((name) => counts.has(name)).map((name) => ({
    id: categoryId(name),
    name,
    count: counts.get(name) ?? 0,
  }));
}

// Up to three other public posts of the same category, newest first.
export async function relatedPosts(post: { _id: string; category: string }, limit = 3): Promise<PostDto[]> {
  await connectDb();
  // sanitizeFilter neutralises operators in filters unless they are marked as our own.
  const category = resolveCategory(post.category);
  if (!category) return [];
  const posts = await Post.find({ ...publicPostFilter(), category, _id: mongoose.trusted({ $ne: post._id }) })
    .sort({ publishAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return posts.map(toPostDto);
}
