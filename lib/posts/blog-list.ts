import type { PostDto } from './dto';
import type { PostSort } from './list-query';

// One view of the blog list: what the visitor asked for, and what it shows.
export type BlogListFilter = { q: string; category: string; sort: PostSort; page: number };
export type CategoryCount = { id: string; name: string; count: number };
// The posts, or null and the reason they could not be read; counts null when they could not be.
export type BlogListing = { posts: PostDto[] | null; total: number; errorMessage: string; counts: CategoryCount[] | null };

export const FIRST_PAGE: BlogListFilter = { q: '', category: 'all', sort: 'latest', page: 1 };
