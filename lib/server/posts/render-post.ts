import 'server-only';
import type { RenderedPost } from '@/lib/posts/rendered-post';
import { postPath, publishedDate, type PostDto } from '@/lib/posts/post';
import { PREVIEW_LENGTH, previewText } from '@/lib/posts/preview';
import type { SiteConfig } from '@/lib/site';
import { consultationIsFree } from '@/lib/services/fee';
import { postPlainText, renderPostBody } from './markdown';
import type { AuthorDto } from '@/lib/authors/author';
import { personJsonLd } from '@/lib/server/authors/person-json-ld';

// Everything the article needs besides the post: its body rendered and its structured data. The
// firm's details as the page read them (lib/server/site-settings/cached.ts).
export function renderPost(post: PostDto, related: PostDto[], author: AuthorDto | null, site: SiteConfig): RenderedPost {
  const plainText = postPlainText(post.summary);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.headline,
    description: post.seoDescription ?? previewText(plainText, PREVIEW_LENGTH.detail),
    datePublished: publishedDate(post),
    dateModified: post.updatedAt,
    articleSection: post.category,
    // The post's language (en, de), as its page's <html lang>.
    inLanguage: post.locale,
    keywords: post.tags.join(', '),
    image: `${site.url}${post.image ? `/uploads/${post.image}` : '/og-image.png'}`,
    author: author ? personJsonLd(author, site.url) : { '@type': 'Organization', name: `${site.name} Team` },
    publisher: { '@type': 'Organization', name: site.name, url: site.url },
    mainEntityOfPage: {
      '@type': 'WebPage',
      '@id': `${site.url}${postPath(post)}`,
      ...(post.reviewedAt ? { lastReviewed: post.reviewedAt } : {}),
    },
  };
  const body = renderPostBody(post.summary, site.url);
  return {
    post,
    html: body.html,
    plainText,
    related,
    headings: body.headings,
    siteName: site.name,
    author,
    // The general call to action offers the firm's first conversation (no service's fee applies).
    contact: { whatsappNumber: site.whatsappNumber, phone: site.phone, consultationFree: consultationIsFree(site.firstConsultationFree) },
    jsonLd,
  };
}
