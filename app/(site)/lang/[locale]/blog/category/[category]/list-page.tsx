import type { Metadata } from 'next';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogConsultationBand } from '@/components/blog/blog-consultation-band';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogResults } from '@/components/blog/blog-results';
import { categoryForSlug, categoryKey, categorySlug } from '@/lib/posts/categories';
import { BLOG_PAGE_SIZE, blogListPageUrl } from '@/lib/posts/blog-url';
import { FIRST_PAGE } from '@/lib/posts/blog-list';
import { readBlogListing } from '@/lib/server/posts/blog-listing';
import { cachedCategoryCounts } from '@/lib/server/posts/cached';
import { databaseRecentlyUnavailable, siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { consultationIsFree } from '@/lib/services/fee';
import type { PostCategory } from '@/lib/posts/post';
import { localizeHref } from '@/i18n/pathnames';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// One page of the blog list of one language, of all its posts or of one category: the first at
// the list's own address (/blog, /blog/category/visa; ../page.tsx), each later one at its own
// (/blog/page/2, /blog/category/visa/page/2; page/[page]/page.tsx). Every page is prerendered on
// first request and kept in the page cache, expired with the posts (expirePostCaches), so paging
// costs what the first page costs. Searches and the oldest-first sort are /blog/search.

// 'all' is the whole list; anything else must be a category's slug in this language.
export async function categoryAt(segment: string, locale: Locale): Promise<PostCategory | 'all'> {
  if (segment === 'all') return 'all';
  return categoryForSlug(segment, locale) ?? notFound();
}

const slugIn = (category: PostCategory | 'all', locale: Locale) => (category === 'all' ? 'all' : categorySlug(category, locale));

// How many pages the list has in one language, from the cached category counts; 0 when they
// cannot be read (the links to other pages are then left out, the page itself still renders).
async function pageCount(category: PostCategory | 'all', locale: Locale): Promise<number> {
  const counts = await cachedCategoryCounts(locale).catch(() => []);
  const total = counts.filter((entry) => category === 'all' || entry.name === category).reduce((sum, entry) => sum + entry.count, 0);
  return Math.ceil(total / BLOG_PAGE_SIZE);
}

// One page of the list, read once per request for the metadata and the page (React's cache).
const listingOf = cache((category: PostCategory | 'all', page: number, locale: Locale) =>
  readBlogListing({ ...FIRST_PAGE, category: slugIn(category, locale), page }, locale),
);

// Search engines' rules for paged lists: each page is its own canonical address (never page 1's)
// and indexable, its neighbours are linked as rel prev/next, and its hreflang twins are the same
// page of the list in the languages whose list has that page (page 1 exists in every language).
export async function listPageMetadata(category: PostCategory | 'all', page: number, locale: Locale): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const key = category === 'all' ? null : categoryKey(category);
  // The page's own read (one per request): with the database down each read waits for its own
  // timeout, and a second one after the metadata's would double the time to the 503. The 503's
  // own page renders this metadata again: right after a failure it goes without the count.
  const pagesRead = databaseRecentlyUnavailable()
    ? Promise.resolve(0)
    : listingOf(category, page, locale).then(
        (listing) => Math.ceil(listing.total / BLOG_PAGE_SIZE),
        () => 0,
      );
  const twins = await Promise.all(
    PUBLISHED_LOCALES.map(async (language) => (page === 1 || language === locale || (await pageCount(category, language)) >= page ? [language] : [])),
  );
  const translations = Object.fromEntries(twins.flat().map((language) => [language, blogListPageUrl(slugIn(category, language), page, language)]));
  const title = key ? t(`categories.${key}.title`) : t('list.title');
  const metadata = await sitePageMetadata({
    title: page === 1 ? title : t('list.pagedTitle', { title, page }),
    description: key ? t(`categories.${key}.description`) : t('list.description'),
    path: blogListPageUrl(slugIn(category, 'en'), page),
    locale,
    translations,
  });
  const pages = await pagesRead;
  const address = (target: number) => blogListPageUrl(slugIn(category, locale), target, locale);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, types: { 'application/rss+xml': localizeHref('/blog/rss.xml', locale) } },
    pagination: { previous: page > 1 ? address(page - 1) : null, next: page < pages ? address(page + 1) : null },
  };
}

// Read before anything is sent: a list that can be neither read nor found in the data cache fails
// the page, which then answers 503 (platform/unavailable-status.ts) and keeps its last good copy,
// instead of a cached 200 that shows only an error. A page past the last is a 404.
export async function BlogListPage({ category, page, locale }: { category: PostCategory | 'all'; page: number; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const filter = { ...FIRST_PAGE, category: slugIn(category, locale), page };
  const listing = await listingOf(category, page, locale);
  if (page > 1 && page > Math.ceil(listing.total / BLOG_PAGE_SIZE)) notFound();
  const site = await siteSettingsForPages();
  const key = category === 'all' ? null : categoryKey(category);
  const hero = key ? { heading: t(`categories.${key}.heading`), intro: t(`categories.${key}.description`) } : { heading: t('hero.heading'), intro: t('hero.intro') };
  return (
    <>
      <BlogHero {...hero} />
      <BlogResults filter={filter} listing={listing} locale={locale} />
      <BlogConsultationBand consultationFree={consultationIsFree(site.firstConsultationFree)} locale={locale} />
    </>
  );
}
