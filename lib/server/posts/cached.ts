import 'server-only';
import { cachedRead, expireCachedReads } from '@/lib/server/data-cache';
import { POSTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { countPostsWithoutAuthor } from '@/lib/server/people/facts';
import { expirePublicPage, expirePublicPages } from '@/lib/server/public-page-cache';
import { asciiJson } from '@/platform/page-cache/ascii-text.mjs';
import type { PostListQuery } from '@/lib/posts/list-query';
import { categoryCounts, countPosts, getPost, listPosts, listSitemapPosts, listTranslations, relatedPosts, resolvePostAddress } from './queries';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// Blog reads for pages, kept in Next's data cache so ordinary traffic does not query the database
// on every request. Writes expire POSTS_CACHE_TAG (expirePostCaches) so a change shows at once on the
// instance that made it; the short lifetime bounds staleness on the other instances.
const options = { tags: [POSTS_CACHE_TAG], revalidate: 60 };

export const cachedListPosts = cachedRead((query: PostListQuery) => listPosts(query), 'posts:list', options);
// The body of GET /api/v1/posts/get, serialised once per cached list rather than per request,
// and in ASCII (platform/page-cache/ascii-text.mjs says why).
export const cachedPostListJson = cachedRead(async (query: PostListQuery) => asciiJson(await listPosts(query)), 'posts:list-json', options);
export const cachedCountPosts = cachedRead((query: PostListQuery) => countPosts(query), 'posts:count', options);
export const cachedCategoryCounts = cachedRead((locale: Locale = DEFAULT_LOCALE) => categoryCounts(locale), 'posts:categories', options);
export const cachedPost = cachedRead((id: string) => getPost(id), 'posts:one', options);
export const cachedPostAddress = cachedRead(
  (segment: string, locale: Locale = DEFAULT_LOCALE) => resolvePostAddress(segment, locale),
  'posts:address',
  options,
);
export const cachedRelatedPosts = cachedRead(
  (id: string, category: string, locale: Locale = DEFAULT_LOCALE) => relatedPosts({ _id: id, category, locale }),
  'posts:related',
  options,
);
export const cachedTranslations = cachedRead((group: string) => listTranslations(group), 'posts:translations', options);
// The sitemap's light read of every listed post (lib/server/sitemap/files.ts).
export const cachedSitemapPosts = cachedRead(() => listSitemapPosts(), 'posts:sitemap', options);
// The launch check's count on the dashboard; author writes expire the posts' tag too.
export const cachedPostsWithoutAuthor = cachedRead(() => countPostsWithoutAuthor(), 'posts:without-author', options);

// For the post write paths (create, update, delete): expires the cached reads and the post's
// prerendered page at once, so the change shows on the next request.
export function expirePostCaches(postId?: string): void {
  expireCachedReads(POSTS_CACHE_TAG);
  // The list's prerendered pages, the first and the later ones (/blog is /blog/category/all,
  // /blog/page/2 is /blog/category/all/page/2, next.config.ts).
  expirePublicPages('/blog/category/[category]');
  expirePublicPages('/blog/category/[category]/page/[page]');
  if (postId) expirePublicPage(`/blog/${postId}`);
}
