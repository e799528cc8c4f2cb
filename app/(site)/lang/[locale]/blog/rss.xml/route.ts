import { getTranslations } from 'next-intl/server';
import { DomainError } from '@/lib/server/errors';
import { handle } from '@/lib/server/http';
import { cachedListPosts } from '@/lib/server/posts/cached';
import { renderRss } from '@/lib/posts/rss';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { isLocale, PUBLISHED_LOCALES } from '@/i18n/locales';

// GET /blog/rss.xml, /de/blog/rss.xml: one language's blog as an RSS 2.0 feed (its posts only, with
// its <language>; a feed mixing languages would mislabel half its items).
export const GET = handle(async (_request: Request, { params }: { params: Promise<{ locale: string }> }) => {
  const { locale } = await params;
  if (!isLocale(locale) || !PUBLISHED_LOCALES.includes(locale)) throw new DomainError('not-found', 'No such feed');
  const [posts, site, t] = await Promise.all([
    cachedListPosts({ sort: 'latest', limit: 50, locale }),
    siteSettingsForPages(),
    getTranslations({ locale, namespace: 'Blog.rss' }),
  ]);
  const feed = { locale, title: t('title', { siteName: site.name }), description: t('description') };
  return new Response(renderRss(site, posts, feed), {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=300' },
  });
});
