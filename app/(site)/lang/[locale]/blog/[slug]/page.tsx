import { sendServiceEnquiry } from '../../services/actions';
import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { PostArticle } from '@/components/blog/post-article';
import { cachedPostAddress, cachedRelatedPosts, cachedTranslations } from '@/lib/server/posts/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { postPlainText } from '@/lib/server/posts/markdown';
import { renderPost } from '@/lib/server/posts/render-post';
import { cachedAuthor } from '@/lib/server/authors/cached';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { servicePagesForLinks } from '@/lib/server/services/cached';
import { postPath, publishedDate, type PostDto } from '@/lib/posts/post';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// Rendered on first request, then served from the cache and refreshed in the background.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; slug: string }>;

// The post at this address. An earlier address (the post's id, or a slug it had) answers a
// permanent redirect to the current one: 308 from Next.js, sent as 301 for GET and HEAD
// (platform/moved-permanently.ts).
async function postAt(params: Params, locale: Locale): Promise<PostDto> {
  const address = await cachedPostAddress((await params).slug, locale);
  if (!address) notFound();
  if ('movedTo' in address) permanentRedirect(address.movedTo);
  return address.post;
}

// The post's address in each language it is published in (its translation group), for its
// hreflang links (and so the language switcher finds its twin); without a translation only itself
// and x-default. The English address is the page's `path` when there is one.
async function translationAddresses(post: PostDto): Promise<Partial<Record<Locale, string>>> {
  const group = await cachedTranslations(post.translationGroup).catch(() => [post]);
  const addresses: Partial<Record<Locale, string>> = Object.fromEntries(group.filter((twin) => !twin.noindex).map((twin) => [twin.locale, postPath(twin)]));
  return { ...addresses, [post.locale]: postPath(post) };
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const address = await cachedPostAddress((await params).slug, locale);
  if (!address || !('post' in address)) return { title: 'Blog Not Found', robots: { index: false } };
  const post = address.post;
  // Cut from the words as read, never from Markdown syntax.
  const description = post.seoDescription ?? previewText(postPlainText(post.summary), PREVIEW_LENGTH.detail);
  const title = post.seoTitle ?? post.headline;
  const shared = post.socialImage ?? post.image;
  const image = shared ? `/uploads/${shared}` : '/og-image.png';
  const translations = await translationAddresses(post);
  const path = postPath(post);
  const base = await sitePageMetadata({ title, description, path: translations[DEFAULT_LOCALE] ?? path, locale, translations });
  return {
    ...base,
    // Hidden from search engines: not indexed, its links still followed.
    ...(post.noindex ? { robots: { index: false, follow: true } } : {}),
    alternates: { ...base.alternates, types: { 'application/rss+xml': localizeHref('/blog/rss.xml', locale) } },
    openGraph: {
      ...base.openGraph,
      type: 'article',
      title,
      description,
      url: path,
      publishedTime: publishedDate(post),
      modifiedTime: post.updatedAt,
      section: post.category,
      tags: post.tags,
      images: [{ url: image, alt: post.socialImage ? post.headline : (post.imageAlt ?? post.headline) }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

export default async function BlogPostPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const post = await postAt(params, locale);
  const [related, author, site, servicePages] = await Promise.all([
    cachedRelatedPosts(post._id, post.category, locale).catch(() => []),
    // An author that cannot be read leaves the team's byline rather than failing the post.
    post.authorId ? cachedAuthor(post.authorId).catch(() => null) : null,
    siteSettingsForPages(),
    servicePagesForLinks(locale),
  ]);
  return <PostArticle rendered={renderPost(post, related, author, site)} servicePages={servicePages} enquiryAction={sendServiceEnquiry.bind(null, locale)} />;
}
