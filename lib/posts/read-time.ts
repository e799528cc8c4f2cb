const WORDS_PER_MINUTE = 200;
export const DEFAULT_READ_TIME = '5 min read';

// The stored label if the post has one, else an estimate from the word count, else SPEC's default.
export function readTimeLabel(post: { readTime?: string | null; summary?: string | null }): string {
  if (post.readTime?.trim()) return post.readTime.trim();
  const words = post.summary?.trim().split(/\s+/).filter(Boolean).length ?? 0;
  if (words === 0) return DEFAULT_READ_TIME;
  return `${Math.max(1, Math.ceil(words / WORDS_PER_MINUTE))} min read`;
}
