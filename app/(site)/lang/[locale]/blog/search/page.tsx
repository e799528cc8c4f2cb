import type { Metadata } from 'next';
import { BlogConsultationBand } from '@/components/blog/blog-consultation-band';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogResults } from '@/components/blog/blog-results';
import { blogCategoryPage } from '@/lib/content/blog-categories';
import { blogUrl } from '@/lib/posts/blog-url';
import { readBlogFilter, readBlogListingOrError } from '@/lib/server/posts/blog-listing';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { consultationIsFree } from '@/lib/services/fee';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref } from '@/i18n/pathnames';

// A search, the oldest-first sort, a filter given in the address or a page after the first:
// /blog?… (proxy.ts rewrites it here), rendered per request; read before anything is sent, so an
// outage answers 503 like the list (readBlogListingOrError). No Suspense boundary: in a navigation
// from the list (another page folder) React keeps the old results, with the filters' "Loading blog
// posts...", until the new ones are there, instead of replacing them with a loading screen
// between two keystrokes.
type SearchParams = Promise<Record<string, string | string[] | undefined>>;

export async function generateMetadata({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: SearchParams }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const filter = readBlogFilter(await searchParams);
  const category = blogCategoryPage(filter.category);
  const metadata = await sitePageMetadata({
    title: category ? category.title : 'Blog: Guides on Studying, Working and Living in Germany',
    description: category?.description ?? 'Search our guides on studying, working and living in Germany.',
    path: '/blog',
    locale,
  });
  // A page of a list is its own page to search engines; a search or another sort is not.
  const listPage = !filter.q && filter.sort === 'latest';
  const canonical = localizeHref(listPage ? blogUrl({ category: filter.category, page: filter.page }) : '/blog', locale);
  return {
    ...metadata,
    alternates: { ...metadata.alternates, canonical, types: { 'application/rss+xml': '/blog/rss.xml' } },
    ...(listPage ? {} : { robots: { index: false, follow: true } }),
  };
}

export default async function BlogSearchPage({ params, searchParams }: { params: Promise<{ locale: string }>; searchParams: SearchParams }) {
  await pageLocale(params);
  const filter = readBlogFilter(await searchParams);
  const category = blogCategoryPage(filter.category);
  const site = await siteSettingsForPages();
  return (
    <>
      {category ? <BlogHero heading={category.heading} intro={category.description} /> : <BlogHero />}
      <BlogResults filter={filter} listing={await readBlogListingOrError(filter)} />
      <BlogConsultationBand consultationFree={consultationIsFree(site.firstConsultationFree)} />
    </>
  );
}
