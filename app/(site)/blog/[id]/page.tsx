import type { Metadata } from 'next';
import { ArrowLeft, Calendar, Clock, Eye } from '@/components/ui/icons';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { ArticleBody } from '@/components/blog/article-body';
import { formatPostDate } from '@/components/blog/format-date';
import { NewsletterBox } from '@/components/blog/newsletter-box';
import { PostActions } from '@/components/blog/post-actions';
import { PostCard } from '@/components/blog/post-card';
import { PostImage } from '@/components/blog/post-image';
import { ViewReporter } from '@/components/blog/view-reporter';
import { cachedPost, cachedRelatedPosts } from '@/lib/server/posts/cached';
import { postPlainText, renderPostBody } from '@/lib/server/posts/markdown';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { readTimeLabel } from '@/lib/posts/read-time';
import { getSiteConfig } from '@/lib/site';

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
      publishedTime: post.createdAt,
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
  const site = getSiteConfig();
  const plainText = postPlainText(post.summary);
  const body = renderPostBody(post.summary, site.url);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: previewText(plainText, PREVIEW_LENGTH.detail),
    datePublished: post.createdAt,
    dateModified: post.updatedAt,
    articleSection: post.category,
    keywords: post.tags.join(', '),
    image: `${site.url}${post.image ? `/uploads/${post.image}` : '/og-image.png'}`,
    author: { '@type': 'Organization', name: `${site.name} Team` },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    mainEntityOfPage: `${site.url}/blog/${post._id}`,
  };

  return (
    <article className="mx-auto max-w-4xl px-4 py-8 sm:py-12">
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(jsonLd).replace(/</g, '\\u003c') }} />
      <ViewReporter postId={post._id} />
      <Link href="/blog" className="inline-flex items-center gap-2 font-medium text-brand-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Back to Blog
      </Link>

      <header className="mt-6 space-y-4">
        <p>
          <Link
            href={`/blog?category=${post.category.toLowerCase()}`}
            className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-700 hover:underline"
          >
            {post.category}
          </Link>
        </p>
        <h1 className="text-3xl font-bold text-slate-900 sm:text-4xl">{post.headline}</h1>
        <p className="text-lg text-slate-700">{previewText(plainText, PREVIEW_LENGTH.detail)}</p>
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600">
          <li>By the {site.name} Team</li>
          <li className="inline-flex items-center gap-1.5">
            <Calendar aria-hidden="true" className="h-4 w-4" />
            <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Eye aria-hidden="true" className="h-4 w-4" />
            {post.views} {post.views === 1 ? 'view' : 'views'}
          </li>
          <li className="inline-flex items-center gap-1.5">
            <Clock aria-hidden="true" className="h-4 w-4" />
            {readTimeLabel(post)}
          </li>
        </ul>
        <PostActions
          postId={post._id}
          headline={post.headline}
          shareText={plainText.slice(0, 100)}
          initialLikes={post.likes}
        />
      </header>

      <div className="relative mt-8 aspect-[16/9] overflow-hidden rounded-2xl bg-slate-100">
        <PostImage image={post.image} alt={post.headline} sizes="(min-width: 896px) 864px, 100vw" preload />
      </div>

      {post.tags.length > 0 && (
        <ul aria-label="Tags" className="mt-6 flex flex-wrap gap-2">
          {post.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700">
              #{tag}
            </li>
          ))}
        </ul>
      )}

      <div className="mt-8">
        <ArticleBody html={body.html} />
      </div>

      {related.length > 0 && (
        <section aria-labelledby="related-heading" className="mt-14">
          <h2 id="related-heading" className="text-2xl font-bold text-slate-900">
            Related Articles
          </h2>
          <div className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {related.map((item) => (
              <PostCard key={item._id} post={item} />
            ))}
          </div>
        </section>
      )}

      <div className="mt-14">
        <NewsletterBox />
      </div>
    </article>
  );
}
