import Link from 'next/link';
import { Suspense } from 'react';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogListLoading } from '@/components/blog/blog-list-loading';
import { BlogFilters } from '@/components/blog/blog-filters';
import { FeaturedPost } from '@/components/blog/featured-post';
import { PostCard } from '@/components/blog/post-card';
import { ReloadButton } from '@/components/blog/reload-button';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { UNAVAILABLE_MESSAGE } from '@/lib/server/http';
import { cachedCategoryCounts, cachedCountPosts, cachedListPosts } from '@/lib/server/posts/cached';
import { BLOG_PAGE_SIZE } from '@/lib/posts/blog-url';
import { BlogPagination } from '@/components/blog/blog-pagination';
import type { PostDto } from '@/lib/posts/dto';
import { postListQuerySchema, type PostSort } from '@/lib/posts/list-query';
import { pageMetadata } from '@/lib/seo';

export const metadata = {
  ...pageMetadata({
    title: 'Blog: Guides on Studying, Working and Living in Germany',
    description:
      'Practical articles on the Opportunity Card, student visas, university applications, family reunification and careers in Germany, from our Berlin team.',
    path: '/blog',
  }),
  alternates: { canonical: '/blog', types: { 'application/rss+xml': '/blog/rss.xml' } },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;
type Filter = { q: string; category: string; sort: PostSort; page: number };
type CategoryChips = Awaited<ReturnType<typeof cachedCategoryCounts>> | null;
// What the list shows: the posts, or null and the reason they could not be read.
type Listing = { posts: PostDto[] | null; total: number; errorMessage: string; counts: CategoryChips };

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const matchQuery = ({ q, category, sort }: Filter) => ({ q: q || undefined, category, sort });
const listQuery = (filter: Filter) => ({ ...matchQuery(filter), page: filter.page, limit: BLOG_PAGE_SIZE });

function readFilter(raw: Record<string, string | string[] | undefined>): Filter {
  // A malformed filter in the address falls back to the defaults rather than an error page.
  const parsed = postListQuerySchema.safeParse({ q: first(raw.q), category: first(raw.category), sort: first(raw.sort), page: first(raw.page) });
  const filter = parsed.success ? parsed.data : {};
  return { q: filter.q ?? '', category: filter.category?.toLowerCase() || 'all', sort: filter.sort ?? 'latest', page: filter.page ?? 1 };
}

// The list and the category counts side by side (one after the other, a database that is down
// made the page wait for both timeouts). Only the list is needed; without counts the chips show 0.
async function readListing(filter: Filter): Promise<Listing> {
  const counts = cachedCategoryCounts().catch(() => null);
  try {
    const [posts, total] = await Promise.all([cachedListPosts(listQuery(filter)), cachedCountPosts(matchQuery(filter))]);
    return { posts, total, errorMessage: '', counts: await counts };
  } catch (error) {
    console.error('[blog] list failed:', error);
    return { posts: null, total: 0, errorMessage: isDatabaseUnavailable(error) ? UNAVAILABLE_MESSAGE : 'Error fetching blogs', counts: await counts };
  }
}

// /blog itself (no search, no filter) is what crawlers, monitors and most visitors ask for, and its
// list is nearly always in the data cache (lib/server/posts/cached.ts, kept while the database is out of
// reach). It is read before anything is sent: a list that can be neither read nor found in the
// cache fails the page, which then answers 503 (platform/unavailable-status.ts) instead of a 200 that
// shows only an error; for the same reason /blog has no loading.tsx, whose boundary would send the
// page's first bytes, and its 200, before the list. A search or filter is sent at once with the
// hero, the list streams in below it, and an outage shows as an error in place of the results.
export default async function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  const filter = readFilter(await searchParams);
  const unfiltered = !filter.q && filter.category === 'all' && filter.sort === 'latest' && filter.page === 1;
  let listing: Listing | undefined;
  if (unfiltered) {
    const [posts, total, counts] = await Promise.all([
      cachedListPosts(listQuery(filter)),
      cachedCountPosts(matchQuery(filter)),
      cachedCategoryCounts().catch(() => null),
    ]);
    listing = { posts, total, errorMessage: '', counts };
  }
  return (
    <>
      <BlogHero />
      {/* One boundary in the same place for every filter: in a navigation from one filter to
          another, React keeps the results shown until the new ones arrive. */}
      <Suspense fallback={<BlogListLoading />}>
        <BlogResults filter={filter} listing={listing} />
      </Suspense>

      <section className="bg-brand-50">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-12 sm:flex-row sm:items-center sm:justify-between">
          <div>
            <h2 className="text-2xl font-bold text-slate-900">Have a question about your own plans?</h2>
            <p className="mt-2 text-slate-700">Book a free consultation and get advice for your situation.</p>
          </div>
          <Link href="/contact" className="rounded-lg bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900">
            Book a Free Consultation
          </Link>
        </div>
      </section>
    </>
  );
}

async function BlogResults({ filter, listing }: { filter: Filter; listing?: Listing }) {
  const { q, category, sort, page } = filter;
  const { posts, total, errorMessage, counts } = listing ?? (await readListing(filter));
  const allPosts = counts?.reduce((sum, chip) => sum + chip.count, 0) ?? 0;
  const chips = [{ id: 'all', name: 'All Posts', count: allPosts }, ...(counts ?? [])];
  // The newest post is featured on the first page only.
  const featured = page === 1 ? posts?.[0] : undefined;
  const rest = (page === 1 ? posts?.slice(1) : posts) ?? [];
  const totalPages = Math.ceil(total / BLOG_PAGE_SIZE);

  return (
    <section aria-label="Articles" className="mx-auto max-w-7xl space-y-8 px-4 py-10">
      <BlogFilters q={q} category={category} sort={sort} chips={chips} />

      {posts === null ? (
        <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
          <h2 className="text-xl font-semibold text-red-900">Error Loading Posts</h2>
          <p className="mt-2 text-red-800">{errorMessage}</p>
          <div className="mt-5">
            <ReloadButton label="Try Again" />
          </div>
        </div>
      ) : posts.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
          <h2 className="text-xl font-semibold">No posts found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your search terms or category filters.</p>
        </div>
      ) : (
        <>
          {featured && <FeaturedPost post={featured} />}
          {rest.length > 0 && (
            <div>
              <h2 className="sr-only">More articles</h2>
              <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {rest.map((post) => (
                  <PostCard key={post._id} post={post} />
                ))}
              </div>
            </div>
          )}
          <BlogPagination filter={{ q, category, sort }} page={page} totalPages={totalPages} />
        </>
      )}
    </section>
  );
}
