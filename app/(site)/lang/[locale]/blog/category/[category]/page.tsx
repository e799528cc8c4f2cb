import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BlogConsultationBand } from '@/components/blog/blog-consultation-band';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogResults } from '@/components/blog/blog-results';
import { blogCategoryPage, type BlogCategoryPage } from '@/lib/content/blog-categories';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { FIRST_PAGE } from '@/lib/posts/blog-list';
import { readBlogListing } from '@/lib/server/posts/blog-listing';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { consultationIsFree } from '@/lib/services/fee';
import { pageLocale } from '@/i18n/page-locale';

// The first page of the blog list, of all posts (served at /blog, which next.config.ts rewrites
// here) or of one category. Prerendered on first request and kept in the page cache: a change to
// the posts expires it at once (the 'posts' tag), and it is refreshed in the background after a
// minute at most. Searches, the oldest-first sort and further pages are /blog/search.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; category: string }>;
const RSS = { 'application/rss+xml': '/blog/rss.xml' };

// 'all' is the whole list; anything else must be a category.
async function categoryAt(params: Params): Promise<BlogCategoryPage | 'all'> {
  const { category } = await params;
  if (category === 'all') return 'all';
  return blogCategoryPage(category) ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await categoryAt(params);
  if (category === 'all') {
    const metadata = await sitePageMetadata({
      locale,
      title: 'Blog: Guides on Studying, Working and Living in Germany',
      description:
        'Practical articles on the Opportunity Card, student visas, university applications, family reunification and careers in Germany, from our Berlin team.',
      path: '/blog',
    });
    return { ...metadata, alternates: { ...metadata.alternates, types: RSS } };
  }
  const path = blogCategoryUrl(category.id);
  const metadata = await sitePageMetadata({ title: category.title, description: category.description, path, locale });
  return { ...metadata, alternates: { ...metadata.alternates, types: RSS } };
}

// Read before anything is sent: a list that can be neither read nor found in the data cache fails
// the page, which then answers 503 (platform/unavailable-status.ts) and keeps its last good copy,
// instead of a cached 200 that shows only an error.
export default async function BlogCategoryListPage({ params }: { params: Params }) {
  await pageLocale(params);
  const category = await categoryAt(params);
  const filter = { ...FIRST_PAGE, category: category === 'all' ? 'all' : category.id };
  const listing = await readBlogListing(filter);
  const site = await siteSettingsForPages();
  return (
    <>
      {category === 'all' ? <BlogHero /> : <BlogHero heading={category.heading} intro={category.description} />}
      <BlogResults filter={filter} listing={listing} />
      <BlogConsultationBand consultationFree={consultationIsFree(site.firstConsultationFree)} />
    </>
  );
}
