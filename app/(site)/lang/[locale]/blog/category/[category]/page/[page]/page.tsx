import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { listPageNumber } from '@/lib/posts/blog-list';
import { pageLocale } from '@/i18n/page-locale';
import { BlogListPage, categoryAt, listPageMetadata } from '../../list-page';

// Page 2, 3, … of the blog list of one language (/blog/page/2, /de/blog/seite/2, which
// next.config.ts rewrites to the category 'all' here) or of one category
// (/blog/category/visa/page/2, /de/blog/kategorie/visum/seite/2). Cached like the first page and
// expired with it (expirePostCaches); page 1 redirects to the list's own address (next.config.ts).
export const revalidate = 60;
export function generateStaticParams() {
  return [];
}

type Params = Promise<{ locale: string; category: string; page: string }>;

async function pageAt(params: Params): Promise<number> {
  return listPageNumber((await params).page) ?? notFound();
}

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const locale = await pageLocale(params);
  return listPageMetadata(await categoryAt((await params).category, locale), await pageAt(params), locale);
}

export default async function BlogListLaterPage({ params }: { params: Params }) {
  const locale = await pageLocale(params);
  return <BlogListPage category={await categoryAt((await params).category, locale)} page={await pageAt(params)} locale={locale} />;
}
