const WORDS_PER_MINUTE = 200;
const DEFAULT_MINUTES = 5;

// The stored label if the post has one (staff type it in the post's language), else an estimate
// from the word count, else SPEC's default of five minutes, written by `minutes` in the page's
// language (the Blog catalogue's "{minutes} min read").
// The post's text, or its word count where the text is not kept (the search's cards, PostCardDto).
export function readTimeLabel(
  post: { readTime?: string | null } & ({ summary?: string | null } | { wordCount: number }),
  minutes: (count: number) => string = (count) => `${count} min read`,
): string {
  if (post.readTime?.trim()) return post.readTime.trim();
  const words = 'wordCount' in post ? post.wordCount : wordCount(post.summary ?? '');
  if (words === 0) return minutes(DEFAULT_MINUTES);
  return minutes(Math.max(1, Math.ceil(words / WORDS_PER_MINUTE)));
}

export function wordCount(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}
