import 'server-only';
import { countPostsWithoutAuthor } from '@/lib/server/people/facts';
import { forgetRunningReads } from '@/lib/server/figures-cache';
import { revalidateTag, unstable_cache } from 'next/cache';
import { expirePublicPage, expirePublicPages } from '@/lib/server/public-page-cache';
import { asciiJson } from '@/platform/page-cache/ascii-text.mjs';
import type { PostListQuery } from '@/lib/posts/list-query';
import { categoryCounts, countPosts, getPost, listPosts, listTranslations, relatedPosts, resolvePostAddress } from './queries';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/pathnames';

// Blog reads for pages, kept in Next's data cache so ordinary traffic does not query the database
// on every request. Writes call revalidateTag(POSTS_CACHE_TAG) so a change shows at once on the
// instance that made it; the short lifetime bounds staleness on the other instances.
export const POSTS_CACHE_TAG = 'posts';
const options = { tags: [POSTS_CACHE_TAG], revalidate: 60 };

export const cachedListPosts = unstable_cache((query: PostListQuery) => listPosts(query), ['posts:list'], options);
// The body of GET /api/v1/posts/get, serialised once per cached list rather than per request,
// and in ASCII (platform/page-cache/ascii-text.mjs says why).
export const cachedPostListJson = unstable_cache(async (query: PostListQuery) => asciiJson(await listPosts(query)), ['posts:list-json'], options);
export const cachedCountPosts = unstable_cache((query: PostListQuery) => countPosts(query), ['posts:count'], options);
export const cachedCategoryCounts = unstable_cache((locale: Locale = DEFAULT_LOCALE) => categoryCounts(locale), ['posts:categories'], options);
export const cachedPost = unstable_cache((id: string) => getPost(id), ['posts:one'], options);
export const cachedPostAddress = unstable_cache(
  (segment: string, locale: Locale = DEFAULT_LOCALE) => resolvePostAddress(segment, locale),
  ['posts:address'],
  options,
);
export const cachedRelatedPosts = unstable_cache(
  (id: string, category: string, locale: Locale = DEFAULT_LOCALE) => relatedPosts({ _id: id, category, locale }),
  ['posts:related'],
  options,
);
export const cachedTranslations = unstable_cache((group: string) => listTranslations(group), ['posts:translations'], options);
// The launch check's count on the dashboard; author writes expire the posts' tag too.
export const cachedPostsWithoutAuthor = unstable_cache(() => countPostsWithoutAuthor(), ['posts:without-author'], options);

// For the post write paths (create, update, delete): expires the cached reads and the post's
// prerendered page at once, so the change shows on the next request.
export function expirePostCaches(postId?: string): void {
  revalidateTag(POSTS_CACHE_TAG, { expire: 0 });
  // The dashboard's reads under way started before this save (lib/server/figures-cache.ts).
  forgetRunningReads();
  // The list's prerendered pages, the first and the later ones (/blog is /blog/category/all,
  // /blog/page/2 is /blog/category/all/page/2, next.config.ts).
  expirePublicPages('/blog/category/[category]');
  expirePublicPages('/blog/category/[category]/page/[page]');
  if (postId) expirePublicPage(`/blog/${postId}`);
}
