import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { UNAVAILABLE_MESSAGE } from '@/lib/server/http';
import { BLOG_PAGE_SIZE } from '@/lib/posts/blog-url';
import type { BlogListFilter, BlogListing } from '@/lib/posts/blog-list';
import { postListQuerySchema } from '@/lib/posts/list-query';
import { cachedCategoryCounts, cachedCountPosts, cachedListPosts } from './cached';

type RawParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

// A malformed filter in the address falls back to the defaults rather than an error page.
export function readBlogFilter(raw: RawParams): BlogListFilter {
  const parsed = postListQuerySchema.safeParse({ q: first(raw.q), category: first(raw.category), sort: first(raw.sort), page: first(raw.page) });
  const filter = parsed.success ? parsed.data : {};
  return { q: filter.q ?? '', category: filter.category?.toLowerCase() || 'all', sort: filter.sort ?? 'latest', page: filter.page ?? 1 };
}

const matchQuery = ({ q, category, sort }: BlogListFilter) => ({ q: q || undefined, category, sort });

// The list, its size and the category counts. Throws when the list can be neither read nor found
// in the data cache: a prerendered page must fail (and keep its last good copy) rather than be
// cached showing an error.
export async function readBlogListing(filter: BlogListFilter): Promise<BlogListing> {
  const [posts, total, counts] = await Promise.all([
    cachedListPosts({ ...matchQuery(filter), page: filter.page, limit: BLOG_PAGE_SIZE }),
    cachedCountPosts(matchQuery(filter)),
    cachedCategoryCounts().catch(() => null),
  ]);
  return { posts, total, errorMessage: '', counts };
}

// The same for a search, where an outage shows as an error in place of the results.
export async function readBlogListingOrError(filter: BlogListFilter): Promise<BlogListing> {
  try {
    return await readBlogListing(filter);
  } catch (error) {
    console.error('[blog] list failed:', error);
    const counts = await cachedCategoryCounts().catch(() => null);
    return { posts: null, total: 0, errorMessage: isDatabaseUnavailable(error) ? UNAVAILABLE_MESSAGE : 'Error fetching blogs', counts };
  }
}
