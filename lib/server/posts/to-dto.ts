import 'server-only';
import type { PostDto } from '@/lib/posts/dto';
import { EXCERPT_LENGTH } from '@/lib/posts/preview';
import type { PostCategory, PostStatus } from '@/lib/validation/post';
import { postPlainText } from './markdown';
import { postLocale } from '@/lib/posts/languages';

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
  status?: PostStatus | null;
  publishAt?: Date | null;
  slug?: string | null;
  imageAlt?: string | null;
  socialImage?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  noindex?: boolean | null;
  reviewedAt?: Date | null;
  authorId?: { toString(): string } | null;
  createdAt: Date;
  updatedAt: Date;
  locale?: string | null;
  translationGroup?: { toString(): string } | null;
};

// A slice of a string keeps the whole string alive in V8: each excerpt held its post's whole plain
// text, about 30 MB of the blog search's posts at 10,000 posts of 3 KB (search.ts keeps the cards).
// A round trip through UTF-16 bytes gives the same code units in a string of their own.
function ownCopy(text: string): string {
  return Buffer.from(text, 'utf16le').toString('utf16le');
}

export function toPostDto(post: PostLike): PostDto {
  return {
    _id: post._id.toString(),
    headline: post.headline,
    summary: post.summary,
    excerpt: ownCopy(postPlainText(post.summary).slice(0, EXCERPT_LENGTH)),
    category: post.category,
    image: post.image || null,
    tags: post.tags ?? [],
    views: post.views ?? 0,
    likes: post.likes ?? 0,
    readTime: post.readTime || null,
    // Posts stored before addresses existed are found by id until they are given one.
    slug: post.slug || post._id.toString(),
    imageAlt: post.imageAlt || null,
    socialImage: post.socialImage || null,
    seoTitle: post.seoTitle || null,
    seoDescription: post.seoDescription || null,
    noindex: post.noindex ?? false,
    reviewedAt: post.reviewedAt?.toISOString() ?? null,
    authorId: post.authorId?.toString() ?? null,
    // Posts stored before statuses existed were published when they were made.
    status: post.status ?? 'published',
    publishAt: (post.publishAt ?? (post.status === 'draft' ? null : post.createdAt))?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    // Posts stored before languages existed are English, each a group of its own.
    locale: postLocale(post.locale),
    translationGroup: (post.translationGroup ?? post._id).toString(),
  };
}
