import type { PostSort } from './list-query';

export type BlogFilter = { q?: string; category?: string; sort?: PostSort; page?: number };

// Posts on one page of the blog list.
export const BLOG_PAGE_SIZE = 12;

// The address of a filtered blog view; defaults are left out so /blog stays /blog. A new filter
// starts at its first page (callers leave page out).
export function blogUrl({ q, category, sort, page }: BlogFilter): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category && category !== 'all') params.set('category', category);
  if (sort === 'oldest') params.set('sort', sort);
  if (page && page > 1) params.set('page', String(page));
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
