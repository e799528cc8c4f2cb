import type { PostCategory } from '@/lib/validation/post';

// A post as pages and the API see it: string id, ISO dates, no internal fields.
export type PostDto = {
  _id: string;
  headline: string;
  // The full text, Markdown (SPEC's field name).
  summary: string;
  // The start of the text as read (EXCERPT_LENGTH characters, no Markdown syntax): previews are cut from it.
  excerpt: string;
  category: PostCategory;
  image: string | null;
  tags: string[];
  views: number;
  likes: number;
  readTime: string | null;
  createdAt: string;
  updatedAt: string;
};

// Category chip id of SPEC section 3: lowercased name, spaces as hyphens.
export function categoryId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}
