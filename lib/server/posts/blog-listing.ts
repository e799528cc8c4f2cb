import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { BLOG_PAGE_SIZE } from '@/lib/posts/blog-url';
import type { BlogListFilter, BlogListing } from '@/lib/posts/blog-list';
import { postListQuerySchema } from '@/lib/posts/list-query';
import { noteDatabaseUnavailable } from '@/lib/server/site-settings/cached';
import { cachedCategoryCounts, cachedCountPosts, cachedListPosts } from './cached';
import { searchPosts } from './search';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

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

const matchQuery = ({ q, category, sort }: BlogListFilter, locale: Locale) => ({ q: q || undefined, category, sort, locale });

// The list, its size and the category counts. Throws when the list can be neither read nor found
// in the data cache: a prerendered page must fail (and keep its last good copy) rather than be
// cached showing an error.
// One language's posts (queries.ts says why a list never mixes languages).
export async function readBlogListing(filter: BlogListFilter, locale: Locale = DEFAULT_LOCALE): Promise<BlogListing> {
  try {
    // A search is matched in memory (search.ts); a list page is a cached read of its own.
    const page = filter.q
      ? searchPosts({ ...matchQuery(filter, locale), q: filter.q, page: filter.page, limit: BLOG_PAGE_SIZE })
      : Promise.all([
          cachedListPosts({ ...matchQuery(filter, locale), page: filter.page, limit: BLOG_PAGE_SIZE }),
          cachedCountPosts(matchQuery(filter, locale)),
        ]).then(([posts, total]) => ({ posts, total }));
    const [{ posts, total }, counts] = await Promise.all([page, cachedCategoryCounts(locale).catch(() => null)]);
    return { posts, total, errorMessage: '', counts };
  } catch (error) {
    // The page fails with it, and its error page then takes the settings' fallback at once.
    if (isDatabaseUnavailable(error)) noteDatabaseUnavailable();
    throw error;
  }
}

// The same for a search. An outage fails the page as it fails the list (503 with Retry-After,
// platform/unavailable-status.ts) unless the data cache has this search: a 200 with an error in it
// told monitors and crawlers the page was fine, and waiting for the category counts as well made
// it take two server timeouts (6 s). Any other failure shows SPEC's error in place of the results.
export async function readBlogListingOrError(filter: BlogListFilter, locale: Locale = DEFAULT_LOCALE): Promise<BlogListing> {
  try {
    return await readBlogListing(filter, locale);
  } catch (error) {
    if (isDatabaseUnavailable(error)) throw error;
    console.error('[blog] list failed:', error);
    const counts = await cachedCategoryCounts(locale).catch(() => null);
    return { posts: null, total: 0, errorMessage: 'Error fetching blogs', counts };
  }
}
