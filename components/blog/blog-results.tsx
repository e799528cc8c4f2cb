import { getTranslations } from 'next-intl/server';
import { BlogFilters } from '@/components/blog/blog-filters';
import { FeaturedPost } from '@/components/blog/featured-post';
import { PostGrid } from '@/components/site/posts/post-grid';
import { ReloadButton } from '@/components/blog/reload-button';
import { Pagination } from '@/components/ui/pagination';
import { categoryKey, categorySlug } from '@/lib/posts/categories';
import { BLOG_PAGE_SIZE, blogUrl } from '@/lib/posts/blog-url';
import type { BlogListFilter, BlogListing } from '@/lib/posts/blog-list';
import type { PostCategory } from '@/lib/posts/post';
import type { Locale } from '@/i18n/locales';

// The filters and one page of the list of one language: featured post (first page only), cards,
// page links; or the error or empty view of the specification. `filter.category` is the
// category's slug in that language.
export async function BlogResults({ filter, listing, locale }: { filter: BlogListFilter; listing: BlogListing; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const { q, category, sort, page } = filter;
  const { posts, total, counts } = listing;
  const allPosts = counts?.reduce((sum, chip) => sum + chip.count, 0) ?? 0;
  const categoryChips = (counts ?? []).map((chip) => {
    const name = chip.name as PostCategory;
    return { id: categorySlug(name, locale), name: t(`categories.${categoryKey(name)}.name`), count: chip.count };
  });
  const chips = [{ id: 'all', name: t('results.allPosts'), count: allPosts }, ...categoryChips];
  const featured = page === 1 ? posts?.[0] : undefined;
  const rest = (page === 1 ? posts?.slice(1) : posts) ?? [];
  const totalPages = Math.ceil(total / BLOG_PAGE_SIZE);
  const filterTexts = {
    searchLabel: t('filters.searchLabel'),
    searchPlaceholder: t('filters.searchPlaceholder'),
    sort: t('filters.sort'),
    latest: t('filters.latest'),
    oldest: t('filters.oldest'),
    categoriesLabel: t('filters.categoriesLabel'),
    loading: t('filters.loading'),
  };

  return (
    <section aria-label={t('results.label')} className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <BlogFilters q={q} category={category} sort={sort} chips={chips} locale={locale} texts={filterTexts} />

      {posts === null ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
          <h2 className="text-xl font-semibold text-red-900">{t('results.errorHeading')}</h2>
          <p className="mt-2 text-red-800">{t('results.errorMessage')}</p>
          <div className="mt-5">
            <ReloadButton label={t('results.tryAgain')} />
          </div>
        </div>
      ) : posts.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
          <h2 className="text-xl font-semibold">{t('results.emptyHeading')}</h2>
          <p className="mt-2 text-slate-700">{t('results.emptyText')}</p>
        </div>
      ) : (
        <>
          {featured && <FeaturedPost post={featured} />}
          {rest.length > 0 && (
            <div>
              <h2 className="sr-only">{t('results.moreArticles')}</h2>
              <PostGrid posts={rest} />
            </div>
          )}
          <Pagination
            label={t('results.pagesLabel')}
            texts={{ previous: t('results.previous'), next: t('results.next'), pageOf: t.raw('results.pageOf') as string, page: t.raw('results.page') as string }}
            page={page}
            totalPages={totalPages}
            href={(target) => blogUrl({ q, category, sort, page: target }, locale)}
          />
        </>
      )}
    </section>
  );
}
