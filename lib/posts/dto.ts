import type { PostCategory } from '@/lib/validation/post';

// A post as pages and the API see it: string id, ISO dates, no internal fields.
export type PostDto = {
  _id: string;
  headline: string;
  summary: string;
  category: PostCategory;
  image: string | null;
  tags: string[];
  views: number;
  likes: number;
  readTime: string | null;
  createdAt: string;
  updatedAt: string;
};

type PostLike = {
  _id: { toString(): string };
  headline: string;
  summary: string;
  category: PostCategory;
  image?: string | null;
  tags?: string[] | null;
  views?: number | null;
  likes?: number | null;
  readTime?: string | null;
  createdAt: Date;
  updatedAt: Date;
};

export function toPostDto(post: PostLike): PostDto {
  return {
    _id: post._id.toString(),
    headline: post.headline,
    summary: post.summary,
    category: post.category,
    image: post.image || null,
    tags: post.tags ?? [],
    views: post.views ?? 0,
    likes: post.likes ?? 0,
    readTime: post.readTime || null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
  };
}

// Category chip id of SPEC section 3: lowercased name, spaces as hyphens.
export function categoryId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}
