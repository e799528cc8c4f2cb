import type { PostCategory, PostStatus } from '@/lib/validation/post';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';

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
  // Alt text of the cover image (null: none given, the headline stands in).
  imageAlt: string | null;
  // The image shown when the post is shared (null: the cover).
  socialImage: string | null;
  // Search engine overrides (null: the headline and the start of the text), and "keep out of search".
  seoTitle: string | null;
  seoDescription: string | null;
  noindex: boolean;
  // When staff last marked the content as checked (ISO), or null.
  reviewedAt: string | null;
  // The author's profile id; null: the firm's team.
  authorId: string | null;
  // The address: /blog/{slug} (postPath).
  slug: string;
  // draft, scheduled or published; public only when not a draft and publishAt has come.
  status: PostStatus;
  // When it goes or went out (ISO); null for a draft never given one. The date readers see.
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  // The post's language, and the id its translations share (its own _id when it has none).
  locale: Locale;
  translationGroup: string;
};

// A post as a list's card shows it: the excerpt, and of the text only its word count (the read
// time, when staff gave none). The blog search keeps thousands of these in memory without their
// texts (search.ts); the lists pass the whole post.
export type PostCardDto = Omit<PostDto, 'summary'> & ({ summary: string } | { wordCount: number });

// Category chip id of SPEC section 3: lowercased name, spaces as hyphens.
export function categoryId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

// The date a post shows to readers: when it went out.
export function publishedDate(post: Pick<PostDto, 'publishAt' | 'createdAt'>): string {
  return post.publishAt ?? post.createdAt;
}

// What staff see of a post's state at a given moment: a schedule whose time has come is published.
export function postState(post: Pick<PostDto, 'status' | 'publishAt'>, now = Date.now()): PostStatus {
  if (post.status === 'draft') return 'draft';
  if (post.publishAt && new Date(post.publishAt).getTime() > now) return 'scheduled';
  return 'published';
}

// A post's page on the blog of its language: /blog/{slug}, /de/blog/{slug}.
export function postPath(post: Pick<PostDto, 'slug' | 'locale'>): string {
  return localizeHref(`/blog/${encodeURIComponent(post.slug)}`, post.locale);
}
