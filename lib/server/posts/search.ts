import 'server-only';
import { escapeRegex } from '@/lib/escape-regex';
import { memoryCachedRead } from '@/lib/server/data-cache';
import type { PostDto } from '@/lib/posts/dto';
import type { PostListQuery } from '@/lib/posts/list-query';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/pathnames';
import { POSTS_CACHE_TAG } from './cached';
import { listPosts, resolveCategory } from './queries';

// The blog's search (/blog?q=…): the same rule as the database's (listPosts: the words as typed,
// a literal, case-insensitive, in the headline or the text; one language; a category if asked),
// run over the language's public posts kept in this process's memory. On FerretDB a search read
// every post from disk and matched there: 0.53-0.58 s for a new search at 2,010 posts. A scan of
// the texts in memory takes a few milliseconds a thousand posts, and needs no database.
// Not a search library: a word index (MiniSearch, FlexSearch) matches words and prefixes, so a
// phrase, a part of a word or punctuation would find other posts than the rule the API keeps.
// Memory: the posts as the list shows them, about their texts' size (30 MB at 10,000 posts of
// 3 KB). A post write on this instance is searched at once, unless reading every post again takes
// over a second (FerretDB at 10,000 posts: about 7 s; MongoDB well under one): then the searches
// meanwhile get the posts as they were. Another instance's writes show within a minute, as with
// the cached lists. Read once at start (warmSearch), or the first search after it would wait.
const publicPostsOf = memoryCachedRead((locale: Locale) => listPosts({ sort: 'latest', locale }), {
  tag: POSTS_CACHE_TAG,
  revalidate: 60,
  waitAfterWriteMs: 1000,
});

// From instrumentation.ts: each published language's posts read once, behind the start.
export function warmSearch(): void {
  for (const locale of PUBLISHED_LOCALES) publicPostsOf(locale).catch((error: unknown) => console.error('[blog] the search could not read the posts:', (error as Error).message));
}

// One page of a search's results (newest first, or oldest first) and how many there are.
export async function searchPosts(query: PostListQuery & { q: string }): Promise<{ posts: PostDto[]; total: number }> {
  const category = resolveCategory(query.category);
  if (category === undefined) return { posts: [], total: 0 };
  const pattern = new RegExp(escapeRegex(query.q), 'i');
  const newestFirst = await publicPostsOf(query.locale ?? DEFAULT_LOCALE);
  const matches = newestFirst.filter((post) => (!category || post.category === category) && (pattern.test(post.headline) || pattern.test(post.summary)));
  // The list's order is total (publish time, creation time, id), so oldest first is its reverse.
  if (query.sort === 'oldest') matches.reverse();
  const limit = query.limit ?? matches.length;
  const start = ((query.page ?? 1) - 1) * limit;
  return { posts: matches.slice(start, start + limit), total: matches.length };
}
