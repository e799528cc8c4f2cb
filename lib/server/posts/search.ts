import 'server-only';
import { memoryCachedRead } from '@/lib/server/data-cache';
import type { PostCardDto, PostCategory } from '@/lib/posts/post';
import { wordCount } from '@/lib/posts/read-time';
import type { PostListQuery } from '@/lib/posts/list-query';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { POSTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { postListBatches, publicPostsVersion, resolveCategory } from './queries';
import { foldForSearch, holds, searchNeedle, storedText, type StoredText } from './search-fold';
import { mayContain, trigramFilter, trigramProbe } from './trigram-filter';

// The blog's search (/blog?q=…): the same rule as the database's (listPosts: the words as typed,
// a literal, case-insensitive, in the headline or the text; one language; a category if asked),
// run over the language's public posts kept in this process's memory. On FerretDB a search read
// every post from disk and matched there: 0.53-0.58 s for a new search at 2,010 posts.
// Not a search library: a word index (MiniSearch, FlexSearch) matches words and prefixes, so a
// phrase, a part of a word or punctuation would find other posts than the rule the API keeps.
//
// Memory (issue 42: with the whole posts kept, new searches at 10,000 posts ran the process out
// of its heap): each post is kept as its card (no text, its word count), its headline and text
// folded once to the search's case and kept as bytes outside the heap (search-fold.ts), so a
// search is a substring test, and a 1 KB sieve of its trigrams (trigram-filter.ts), so most
// posts are ruled out unread (a full scan of 10,000 texts of 3 KB takes about 20 ms).
// Every minute, and after a post write on this instance, a light read (publicPostsVersion: a
// count and two dates) says whether the posts changed; only then are they read again, in
// batches. Such a read waits up to a second after a write (FerretDB at 10,000 posts: seconds;
// MongoDB well under one): the searches meanwhile get the posts as they were. Another instance's
// writes show within a minute, as with the cached lists. Read once at start (warmSearch), or the
// first search after it would wait.
type SearchablePost = { card: PostCardDto; headline: StoredText; text: StoredText; trigrams: Uint32Array };
// `recent`: the last searches' matches on these posts (a new read starts with none), so the next
// page of a search, or the same words again, skips the scan; at most RECENT_SEARCHES of them.
type SearchCorpus = { version: string; posts: SearchablePost[]; recent: Map<string, SearchablePost[]> };
const RECENT_SEARCHES = 100;

const lastCorpus = new Map<Locale, SearchCorpus>();
// Batches of 100 posts, with the event loop given a turn after each: folding and the excerpts take
// CPU, and a refresh must not hold up the pages being served meanwhile.
const READ_BATCH = 100;

async function readCorpus(locale: Locale): Promise<SearchCorpus> {
  // The version is read first: a write meanwhile gives newer posts under an older version, which
  // the next check reads again, never the other way round.
  const version = await publicPostsVersion(locale);
  const last = lastCorpus.get(locale);
  if (last?.version === version) return last;
  const posts: SearchablePost[] = [];
  for await (const batch of postListBatches({ sort: 'latest', locale }, READ_BATCH)) {
    for (const { summary, ...card } of batch) {
      const [headline, text] = [foldForSearch(card.headline), foldForSearch(summary)];
      posts.push({ card: { ...card, wordCount: wordCount(summary) }, headline: storedText(headline), text: storedText(text), trigrams: trigramFilter(headline, text) });
    }
    await new Promise((resolve) => setImmediate(resolve));
  }
  const corpus = { version, posts, recent: new Map() };
  lastCorpus.set(locale, corpus);
  return corpus;
}

const corpusOf = memoryCachedRead(readCorpus, { tag: POSTS_CACHE_TAG, revalidate: 60, waitAfterWriteMs: 1000 });

// From instrumentation.ts: each published language's posts read once, behind the start.
export function warmSearch(): void {
  for (const locale of PUBLISHED_LOCALES) corpusOf(locale).catch((error: unknown) => console.error('[blog] the search could not read the posts:', (error as Error).message));
}

// The posts holding the folded text, newest first; remembered per corpus, least recently used out.
function matchesIn(corpus: SearchCorpus, folded: string, category: PostCategory | null): SearchablePost[] {
  const key = `${category ?? ''}\u0000${folded}`;
  const remembered = corpus.recent.get(key);
  if (remembered) {
    corpus.recent.delete(key);
    corpus.recent.set(key, remembered);
    return remembered;
  }
  const [needle, probe] = [searchNeedle(folded), trigramProbe(folded)];
  const matches = corpus.posts.filter(
    (post) => (!category || post.card.category === category) && mayContain(post.trigrams, probe) && (holds(post.headline, needle) || holds(post.text, needle)),
  );
  corpus.recent.set(key, matches);
  if (corpus.recent.size > RECENT_SEARCHES) corpus.recent.delete(corpus.recent.keys().next().value!);
  return matches;
}

// One page of a search's results (newest first, or oldest first) and how many there are.
export async function searchPosts(query: PostListQuery & { q: string }): Promise<{ posts: PostCardDto[]; total: number }> {
  const category = resolveCategory(query.category);
  if (category === undefined) return { posts: [], total: 0 };
  const folded = foldForSearch(query.q);
  const corpus = await corpusOf(query.locale ?? DEFAULT_LOCALE);
  const newestFirst = matchesIn(corpus, folded, category);
  // The list's order is total (publish time, creation time, id), so oldest first is its reverse.
  const matches = query.sort === 'oldest' ? newestFirst.toReversed() : newestFirst;
  const limit = query.limit ?? matches.length;
  const start = ((query.page ?? 1) - 1) * limit;
  return { posts: matches.slice(start, start + limit).map((post) => post.card), total: matches.length };
}
