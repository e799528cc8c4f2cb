import { DEFAULT_LOCALE, type Locale } from '@/i18n/pathnames';
import 'server-only';
import { unstable_cache } from 'next/cache';
import { POSTS_CACHE_TAG } from '@/lib/server/posts/cached';
import { listPostsByAuthor } from '@/lib/server/posts/queries';
import { getAuthor, getAuthorBySlug } from './queries';

// Author reads for the public pages, kept with the posts' cache entries: a change to an author
// expires the posts' tag, so bylines and author pages refresh together.
const options = { tags: [POSTS_CACHE_TAG], revalidate: 60 };

export const cachedAuthor = unstable_cache((id: string) => getAuthor(id), ['authors:one'], options);
export const cachedAuthorBySlug = unstable_cache((slug: string) => getAuthorBySlug(slug), ['authors:by-slug'], options);
export const cachedPostsByAuthor = unstable_cache(
  (authorId: string, locale: Locale = DEFAULT_LOCALE) => listPostsByAuthor(authorId, locale),
  ['authors:posts'],
  options,
);
