import { BlogFilters } from '@/components/blog/blog-filters';
import { FeaturedPost } from '@/components/blog/featured-post';
import { PostCard } from '@/components/blog/post-card';
import { ReloadButton } from '@/components/blog/reload-button';
import { Pagination } from '@/components/ui/pagination';
import { BLOG_PAGE_SIZE, blogUrl } from '@/lib/posts/blog-url';
import type { BlogListFilter, BlogListing } from '@/lib/posts/blog-list';

// The filters and one page of the list: featured post (first page only), cards, page links; or
// the error or empty view of the specification.
export function BlogResults({ filter, listing }: { filter: BlogListFilter; listing: BlogListing }) {
  const { q, category, sort, page } = filter;
  const { posts, total, errorMessage, counts } = listing;
  const allPosts = counts?.reduce((sum, chip) => sum + chip.count, 0) ?? 0;
  const chips = [{ id: 'all', name: 'All Posts', count: allPosts }, ...(counts ?? [])];
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
          <Pagination label="Blog pages" page={page} totalPages={totalPages} href={(target) => blogUrl({ q, category, sort, page: target })} />
        </>
      )}
    </section>
  );
}
