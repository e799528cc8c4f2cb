import type { Metadata } from 'next';
import { pageLocale } from '@/i18n/page-locale';
import { BlogListPage, categoryAt, listPageMetadata } from './list-page';

// The first page of the blog list of one language, of all its posts (served at /blog and /de/blog,
// which next.config.ts rewrites here) or of one category (/blog/category/visa,
// /de/blog/kategorie/visum). Prerendered on first request and kept in the page cache: a change to
// the posts expires it at once (the 'posts' tag), and it is refreshed in the background after a
// minute at most. Later pages are page/[page]; searches and the oldest-first sort /blog/search.
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; category: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  return listPageMetadata(await categoryAt((await params).category, locale), 1, locale);
}

export default async function BlogCategoryListPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  return <BlogListPage category={await categoryAt((await params).category, locale)} page={1} locale={locale} />;
}
