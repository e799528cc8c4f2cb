import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import { cachedPost, cachedRelatedPosts } from '@/lib/server/posts/cached';
import { postPlainText } from '@/lib/server/posts/markdown';
import { renderPost } from '@/lib/server/posts/render-post';
import { publishedDate } from '@/lib/posts/dto';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';

// Rendered on first request, then served from the cache and refreshed in the background.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await cachedPost((await params).id);
  if (!post) return { title: 'Blog Not Found', robots: { index: false } };
  // Cut from the words as read, never from Markdown syntax.
  const description = previewText(postPlainText(post.summary), PREVIEW_LENGTH.detail);
  const image = post.image ? `/uploads/${post.image}` : '/og-image.png';
  const path = `/blog/${post._id}`;
  return {
    title: post.headline,
    description,
    alternates: { canonical: path, types: { 'application/rss+xml': '/blog/rss.xml' } },
    openGraph: {
      type: 'article',
      title: post.headline,
      description,
      url: path,
      publishedTime: publishedDate(post),
      modifiedTime: post.updatedAt,
      section: post.category,
      tags: post.tags,
      images: [{ url: image, alt: post.headline }],
    },
    twitter: { card: 'summary_large_image', title: post.headline, description, images: [image] },
  };
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const post = await cachedPost((await params).id);
  if (!post) notFound();
  const related = await cachedRelatedPosts(post._id, post.category).catch(() => []);
  return <PostArticle rendered={renderPost(post, related)} />;
}
