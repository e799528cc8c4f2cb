import type { PostSort } from './list-query';
// Relative: next.config.ts imports this file, and its compiler knows no path aliases.
import { DEFAULT_LOCALE, localizeHref, type Locale } from '../../i18n/pathnames';

export type BlogFilter = { q?: string; category?: string; sort?: PostSort; page?: number };

// The list's own address parameters: /blog with any of them is rendered per request (proxy.ts),
// without them it is the prerendered first page (next.config.ts).
export const BLOG_LIST_PARAMS = ['q', 'category', 'sort', 'page'] as const;

// Posts on one page of the blog list.
export const BLOG_PAGE_SIZE = 12;

// The address of a filtered blog view in one language (`category` is the category's slug in that
// language); defaults are left out so /blog stays /blog, and the first page of one category is
// that category's own page. A new filter starts at its first page (callers leave page out).
export function blogUrl({ q, category, sort, page }: BlogFilter, locale: Locale = DEFAULT_LOCALE): string {
  const onlyCategory = category && category !== 'all' && !q?.trim() && sort !== 'oldest' && (!page || page === 1);
  if (onlyCategory) return blogCategoryUrl(category, locale);
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category && category !== 'all') params.set('category', category);
  if (sort === 'oldest') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return localizeHref(query ? `/blog?${query}` : '/blog', locale);
}

export function blogCategoryUrl(categorySlug: string, locale: Locale = DEFAULT_LOCALE): string {
  return localizeHref(`/blog/category/${encodeURIComponent(categorySlug)}`, locale);
}
