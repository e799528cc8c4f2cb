import type { PostCardDto } from './post';
import type { PostSort } from './list-query';

// One view of the blog list: what the visitor asked for, and what it shows.
export type BlogListFilter = { q: string; category: string; sort: PostSort; page: number };
export type CategoryCount = { id: string; name: string; count: number };
// The posts, or null and the reason they could not be read; counts null when they could not be.
export type BlogListing = { posts: PostCardDto[] | null; total: number; errorMessage: string; counts: CategoryCount[] | null };

export const FIRST_PAGE: BlogListFilter = { q: '', category: 'all', sort: 'latest', page: 1 };

// The page number in a list page's address (/blog/page/2): a whole number from 2 written plainly
// ("2", never "02" or "2.0"), so each page has one address; null for anything else, which the page
// answers with 404 (page 1 is the list's own address, next.config.ts redirects /blog/page/1).
export function listPageNumber(segment: string): number | null {
  if (!/^[1-9]\d{0,5}$/.test(segment)) return null;
  const page = Number(segment);
  return page >= 2 ? page : null;
}
