import type { PostSort } from './list-query';
// Relative: next.config.ts imports this file, and its compiler knows no path aliases.
import { localizeHref } from '../../i18n/pathnames';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locales';

export type BlogFilter = { q?: string; category?: string; sort?: PostSort; page?: number };

// The parameters that make /blog a per-request page (proxy.ts gives it a nonce, next.config.ts
// rewrites it to /blog/search): a search and the oldest-first sort.
export const BLOG_SEARCH_PARAMS = ['q', 'sort'] as const;
// The older parameters of the plain list, now addresses of their own: /blog?category=visa&page=2
// answers a permanent redirect to /blog/category/visa/page/2 (next.config.ts).
export const BLOG_MOVED_PARAMS = ['category', 'page'] as const;
// Every parameter of the list: /blog without any of them is the cached first page.
export const BLOG_LIST_PARAMS = [...BLOG_SEARCH_PARAMS, ...BLOG_MOVED_PARAMS] as const;

// Posts on one page of the blog list.
export const BLOG_PAGE_SIZE = 12;

// The address of a filtered blog view in one language (`category` is the category's slug in that
// language); defaults are left out so /blog stays /blog. Without a search or another sort, each
// page of the list and of a category has an address of its own (/blog/page/2,
// /blog/category/visa/page/2), cached like the first; a search keeps its filters and page in the
// query. A new filter starts at its first page (callers leave page out).
export function blogUrl({ q, category, sort, page }: BlogFilter, locale: Locale = DEFAULT_LOCALE): string {
  if (!q?.trim() && sort !== 'oldest') return blogListPageUrl(category, page, locale);
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category && category !== 'all') params.set('category', category);
  if (sort === 'oldest') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  return localizeHref(`/blog?${params.toString()}`, locale);
}

export function blogCategoryUrl(categorySlug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizeHref(`/blog/category/${encodeURIComponent(categorySlug)}`, locale);
}

// One page of the list of all posts (`category` absent or 'all') or of one category, newest first.
export function blogListPageUrl(category: string | undefined, page: number | undefined, locale: Locale = DEFAULT_LOCALE): string {
  const list = category && category !== 'all' ? `/blog/category/${encodeURIComponent(category)}` : '/blog';
  return localizeHref(page && page > 1 ? `${list}/page/${page}` : list, locale);
}
