import { z } from 'zod';
import { POST_CATEGORIES, POST_MESSAGES } from './post';

export const POST_SUMMARY_MAX = 50_000;
export const POST_TAGS_MAX = 10;
export const POST_TAG_MAX_LENGTH = 40;

const TAG_MESSAGES = {
  tooMany: `Use at most ${POST_TAGS_MAX} tags`,
  tooLong: `Each tag can have at most ${POST_TAG_MAX_LENGTH} characters`,
};

// "visa, Berlin , visa" → ["visa", "Berlin"]: trimmed, empty entries dropped, duplicates removed.
export function parseTags(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim();
    if (tag && !seen.has(tag.toLowerCase())) {
      seen.add(tag.toLowerCase());
      tags.push(tag);
    }
  }
  return tags;
}

// The text fields of the post form (SPEC section 5), checked in the browser before sending and
// again by the posts write API. The image is checked separately (required only when creating).
export const postInputSchema = z.object({
  headline: z
    .string({ error: POST_MESSAGES.headlineRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.headlineRequired, abort: true })
    .min(3, { error: POST_MESSAGES.headlineMin, abort: true })
    .max(200, POST_MESSAGES.headlineMax),
  summary: z
    .string({ error: POST_MESSAGES.summaryRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.summaryRequired, abort: true })
    .min(10, { error: POST_MESSAGES.summaryMin, abort: true })
    .max(POST_SUMMARY_MAX, `Summary cannot exceed ${POST_SUMMARY_MAX} characters`),
  category: z.enum(POST_CATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? POST_MESSAGES.categoryRequired : POST_MESSAGES.categoryInvalid),
  }),
  tags: z
    .string({ error: 'Tags must be text' })
    .max(2000, TAG_MESSAGES.tooMany)
    .optional()
    .transform((text) => parseTags(text ?? ''))
    .refine((tags) => tags.length <= POST_TAGS_MAX, TAG_MESSAGES.tooMany)
    .refine((tags) => tags.every((tag) => tag.length <= POST_TAG_MAX_LENGTH), TAG_MESSAGES.tooLong),
});

export type PostInput = z.output<typeof postInputSchema>;
export type PostFormFields = z.input<typeof postInputSchema>;
