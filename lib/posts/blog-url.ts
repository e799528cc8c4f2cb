import type { PostSort } from './list-query';

export type BlogFilter = { q?: string; category?: string; sort?: PostSort; page?: number };

// The list's own address parameters: /blog with any of them is rendered per request (proxy.ts),
// without them it is the prerendered first page (next.config.ts).
export const BLOG_LIST_PARAMS = ['q', 'category', 'sort', 'page'] as const;

// Posts on one page of the blog list.
export const BLOG_PAGE_SIZE = 12;

// The address of a filtered blog view; defaults are left out so /blog stays /blog, and the first
// page of one category is that category's own page. A new filter starts at its first page
// (callers leave page out).
export function blogUrl({ q, category, sort, page }: BlogFilter): string {
  const onlyCategory = category && category !== 'all' && !q?.trim() && sort !== 'oldest' && (!page || page === 1);
  if (onlyCategory) return blogCategoryUrl(category);
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category && category !== 'all') params.set('category', category);
  if (sort === 'oldest') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}

export function blogCategoryUrl(categoryId: string): string {
  return `/blog/category/${encodeURIComponent(categoryId)}`;
}
