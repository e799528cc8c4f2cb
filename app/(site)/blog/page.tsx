import Link from 'next/link';
import { Suspense } from 'react';
import { BlogHero } from '@/components/blog/blog-hero';
import { BlogListLoading } from '@/components/blog/blog-list-loading';
import { BlogFilters } from '@/components/blog/blog-filters';
import { FeaturedPost } from '@/components/blog/featured-post';
import { PostCard } from '@/components/blog/post-card';
import { ReloadButton } from '@/components/blog/reload-button';
import { isDatabaseUnavailable } from '@/lib/db';
import { UNAVAILABLE_MESSAGE } from '@/lib/http';
import { cachedCategoryCounts, cachedListPosts } from '@/lib/posts/cached';
import type { PostDto } from '@/lib/posts/dto';
import { postListQuerySchema } from '@/lib/posts/list-query';
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

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// The hero needs no data and is sent at once; the list streams in below it, with the loading
// text in its place meanwhile (the hero then paints with the first frame, not after the query).
export default function BlogPage({ searchParams }: { searchParams: SearchParams }) {
  return (
    <>
      <BlogHero />
      <Suspense fallback={<BlogListLoading />}>
        <BlogResults searchParams={searchParams} />
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

async function BlogResults({ searchParams }: { searchParams: SearchParams }) {
  const raw = await searchParams;
  // A malformed filter in the address falls back to the defaults rather than an error page.
  const parsed = postListQuerySchema.safeParse({ q: first(raw.q), category: first(raw.category), sort: first(raw.sort) });
  const filter = parsed.success ? parsed.data : {};
  const q = filter.q ?? '';
  const category = filter.category?.toLowerCase() || 'all';
  const sort = filter.sort ?? 'latest';

  let posts: PostDto[] | null = null;
  let errorMessage = '';
  try {
    posts = await cachedListPosts({ q: q || undefined, category, sort });
  } catch (error) {
    console.error('[blog] list failed:', error);
    errorMessage = isDatabaseUnavailable(error) ? UNAVAILABLE_MESSAGE : 'Error fetching blogs';
  }
  const counts = await cachedCategoryCounts().catch(() => null);
  const total = counts?.reduce((sum, chip) => sum + chip.count, 0) ?? 0;
  const chips = [{ id: 'all', name: 'All Posts', count: total }, ...(counts ?? [])];
  const [featured, ...rest] = posts ?? [];

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
      ) : !featured ? (
        <div className="rounded-xl border border-slate-200 bg-slate-50 p-10 text-center">
          <h2 className="text-xl font-semibold">No posts found</h2>
          <p className="mt-2 text-slate-700">Try adjusting your search terms or category filters.</p>
        </div>
      ) : (
        <>
          <FeaturedPost post={featured} />
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
        </>
      )}
    </section>
  );
}
