import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';
import 'server-only';
import { cachedRead } from '@/lib/server/data-cache';
import { POSTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { listPostsByAuthor } from '@/lib/server/posts/queries';
import { getAuthor, getAuthorBySlug } from './queries';

// Author reads for the public pages, kept with the posts' cache entries: a change to an author
// expires the posts' tag, so bylines and author pages refresh together.
const options = { tags: [POSTS_CACHE_TAG], revalidate: 60 };

export const cachedAuthor = cachedRead((id: string) => getAuthor(id), 'authors:one', options);
export const cachedAuthorBySlug = cachedRead((slug: string) => getAuthorBySlug(slug), 'authors:by-slug', options);
export const cachedPostsByAuthor = cachedRead(
  (authorId: string, locale: Locale = DEFAULT_LOCALE) => listPostsByAuthor(authorId, locale),
  'authors:posts',
  options,
);
