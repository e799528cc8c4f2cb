import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { POST_CATEGORIES, type PostCategory } from '@/lib/validation/post';
import { Post } from '@/models/post';
import { categoryId, type PostDto } from '@/lib/posts/dto';
import { toPostDto } from './to-dto';
import type { PostListQuery } from '@/lib/posts/list-query';

// Maps "education", "Education" or "all" to a stored category; null = no filter, undefined = none matches.
export function resolveCategory(value: string | undefined): PostCategory | null | undefined {
  if (!value || value === 'all') return null;
  return POST_CATEGORIES.find((name) => name === value || categoryId(name) === value.toLowerCase());
}

function listFilter(query: PostListQuery) {
  const filter: Record<string, unknown> = {};
  const category = resolveCategory(query.category);
  if (category === undefined) return null;
  if (category) filter.category = category;
  if (query.q) {
    // A RegExp object (not {$regex}) so that sanitizeFilter leaves it alone; the text is a literal.
    const pattern = new RegExp(escapeRegex(query.q), 'i');
    filter.$or = [{ headline: pattern }, { summary: pattern }];
  }
  return filter;
}

// Posts newest first (or oldest first), optionally filtered and paged.
export async function listPosts(query: PostListQuery = {}): Promise<PostDto[]> {
  await connectDb();
  const filter = listFilter(query);
  if (!filter) return [];
  const direction = query.sort === 'oldest' ? 1 : -1;
  let cursor = Post.find(filter).sort({ createdAt: direction, _id: direction });
  if (query.limit) cursor = cursor.skip(((query.page ?? 1) - 1) * query.limit).limit(query.limit);
  const posts = await cursor.lean();
  return posts.map(toPostDto);
}

// undefined for an id that is not an ObjectId (the caller answers 400), null for an unknown one.
export async function getPost(id: string): Promise<PostDto | null | undefined> {
  if (!mongoose.isObjectIdOrHexString(id)) return undefined;
  await connectDb();
  const post = await Post.findById(id).lean();
  return post ? toPostDto(post) : null;
}

export type CategoryCount = { id: string; name: string; count: number };

// Counts over all posts, one entry per category that has posts, in the order of POST_CATEGORIES.
export async function categoryCounts(): Promise<CategoryCount[]> {
  await connectDb();
  const groups = await Post.aggregate<{ _id: string; count: number }>([{ $group: { _id: '$category', count: { $sum: 1 } } }]);
  const counts = new Map(groups.map((group) => [group._id, group.count]));
  return POST_CATEGORIES.filter((name) => counts.has(name)).map((name) => ({
    id: categoryId(name),
    name,
    count: counts.get(name) ?? 0,
  }));
}

// Up to three other posts of the same category, newest first.
export async function relatedPosts(post: { _id: string; category: string }, limit = 3): Promise<PostDto[]> {
  await connectDb();
  // sanitizeFilter neutralises operators in filters unless they are marked as our own.
  const category = resolveCategory(post.category);
  if (!category) return [];
  const posts = await Post.find({ category, _id: mongoose.trusted({ $ne: post._id }) })
    .sort({ createdAt: -1 })
    .limit(limit)
    .lean();
  return posts.map(toPostDto);
}
