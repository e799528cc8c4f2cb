import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { BlogConsultationBand } from '@/components/blog/blog-consultation-band';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogResults } from '@/components/blog/blog-results';
import { categoryForSlug, categoryKey, categorySlug, categoryTranslations } from '@/lib/content/blog-categories';
import { categoryId } from '@/lib/posts/dto';
import { blogCategoryUrl } from '@/lib/posts/blog-url';
import { FIRST_PAGE } from '@/lib/posts/blog-list';
import { readBlogListing } from '@/lib/server/posts/blog-listing';
import { siteSettingsForPages } from '@/lib/server/site-settings/cached';
import { sitePageMetadata } from '@/lib/server/site-settings/metadata';
import { consultationIsFree } from '@/lib/services/fee';
import type { PostCategory } from '@/lib/validation/post';
import { pageLocale } from '@/i18n/page-locale';
import { localizeHref, type Locale } from '@/i18n/pathnames';

// The first page of the blog list of one language, of all its posts (served at /blog and /de/blog,
// which next.config.ts rewrites here) or of one category (/blog/category/visa,
// /de/blog/kategorie/visum). Prerendered on first request and kept in the page cache: a change to
// the posts expires it at once (the 'posts' tag), and it is refreshed in the background after a
// minute at most. Searches, the oldest-first sort and further pages are /blog/search.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; category: string }>;
const rss = (locale: Locale) => ({ 'application/rss+xml': localizeHref('/blog/rss.xml', locale) });

// 'all' is the whole list; anything else must be a category's slug in this language.
async function categoryAt(params: Params, locale: Locale): Promise<PostCategory | 'all'> {
  const { category } = await params;
  if (category === 'all') return 'all';
  return categoryForSlug(category, locale) ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  const category = await categoryAt(params, locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  if (category === 'all') {
    const metadata = await sitePageMetadata({ locale, title: t('list.title'), description: t('list.description'), path: '/blog' });
    return { ...metadata, alternates: { ...metadata.alternates, types: rss(locale) } };
  }
  const key = categoryKey(category);
  const metadata = await sitePageMetadata({
    title: t(`categories.${key}.title`),
    description: t(`categories.${key}.description`),
    path: blogCategoryUrl(categoryId(category)),
    locale,
    translations: categoryTranslations(category),
  });
  return { ...metadata, alternates: { ...metadata.alternates, types: rss(locale) } };
}

// Read before anything is sent: a list that can be neither read nor found in the data cache fails
// the page, which then answers 503 (platform/unavailable-status.ts) and keeps its last good copy,
// instead of a cached 200 that shows only an error.
export default async function BlogCategoryListPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  const category = await categoryAt(params, locale);
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const filter = { ...FIRST_PAGE, category: category === 'all' ? 'all' : categorySlug(category, locale) };
  const listing = await readBlogListing(filter, locale);
  const site = await siteSettingsForPages();
  const hero =
    category === 'all'
      ? { heading: t('hero.heading'), intro: t('hero.intro') }
      : { heading: t(`categories.${categoryKey(category)}.heading`), intro: t(`categories.${categoryKey(category)}.description`) };
  return (
    <>
      <BlogHero {...hero} />
      <BlogResults filter={filter} listing={listing} locale={locale} />
      <BlogConsultationBand consultationFree={consultationIsFree(site.firstConsultationFree)} locale={locale} />
    </>
  );
}
