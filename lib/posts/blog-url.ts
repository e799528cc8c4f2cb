import type { PostSort } from './list-query';

export type BlogFilter = { q?: string; category?: string; sort?: PostSort };

// The address of a filtered blog view; defaults are left out so /blog stays /blog.
export function blogUrl({ q, category, sort }: BlogFilter): string {
  const params = new URLSearchParams();
  if (q?.trim()) params.set('q', q.trim());
  if (category && category !== 'all') params.set('category', category);
  if (sort === 'oldest') params.set('sort', sort);
  const query = params.toString();
  return query ? `/blog?${query}` : '/blog';
}
