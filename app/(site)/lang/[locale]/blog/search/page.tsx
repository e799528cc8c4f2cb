import type { Metadata } from 'next';
import { permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogConsultationBand } from '@/components/blog/blog-consultation-band';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogResults } from '@/components/blog/blog-results';
import { categoryForSlug, categoryKey } from '@/lib/posts/categories';
import { blogUrl } from '@/lib/posts/blog-url';
import type { BlogListFilter } from '@/lib/posts/blog-list';
import { readBlogFilter, readBlogListingOrError } from '@/lib/server/posts/blog-listing';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { consultationIsFree } from '@/lib/services/fee';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';

// A search or the oldest-first sort, with a category and page: /blog?q=…, /de/blog?sort=oldest
// (next.config.ts rewrites it here), rendered per request; without either (/blog?sort=latest)
// it is a page of the cached list and redirects there permanently. Read before
// anything is sent, so an outage answers 503 like the list (readBlogListingOrError). No Suspense
// boundary: in a navigation from the list (another page folder) React keeps the old results, with
// the filters' loading note, until the new ones are there, instead of replacing them with a
// loading screen between two keystrokes.
type Params = Promise<{ locale: string }>;
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The filter in the address; one that is no search (/blog?sort=latest) is a page of the cached list.
async function searchFilter(searchParams: SearchParams, locale: Locale): Promise<BlogListFilter> {
  const filter = readBlogFilter(await searchParams);
  if (!filter.q && filter.sort === 'latest') permanentRedirect(blogUrl(filter, locale));
  return filter;
}

export async function generateMetadata({ params, searchParams }: { params: Params; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const filter = await searchFilter(searchParams, locale);
  const category = categoryForSlug(filter.category, locale);
  const metadata = await sitePageMetadata({
    title: category ? t(`categories.${categoryKey(category)}.title`) : t('list.title'),
    description: category ? t(`categories.${categoryKey(category)}.description`) : t('list.searchDescription'),
    path: '/blog',
    locale,
  });
  // A search or another sort is not a page for search engines (the list's pages are).
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical: localizeHref('/blog', locale), types: { 'application/rss+xml': localizeHref('/blog/rss.xml', locale) } },
    robots: { index: false, follow: true },
  };
}

export default async function BlogSearchPage({ params, searchParams }: { params: Params; searchParams: SearchParams }) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const filter = await searchFilter(searchParams, locale);
  const category = categoryForSlug(filter.category, locale);
  const site = await siteSettingsForPages();
  const hero = category
    ? { heading: t(`categories.${categoryKey(category)}.heading`), intro: t(`categories.${categoryKey(category)}.description`) }
    : { heading: t('hero.heading'), intro: t('hero.intro') };
  return (
    <>
      <BlogHero {...hero} />
      <BlogResults filter={filter} listing={await readBlogListingOrError(filter, locale)} locale={locale} />
      <BlogConsultationBand consultationFree={consultationIsFree(site.firstConsultationFree)} locale={locale} />
    </>
  );
}
