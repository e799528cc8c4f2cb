import { z } from 'zod';
import { isSingleLine, singleLine, singleLineMessage } from '@/lib/fields/single-line';
import { slugField } from '@/lib/fields/slug-field';
import { berlinLocalToDate } from '@/lib/time/berlin';
import { POST_CATEGORIES, POST_MESSAGES, POST_STATUSES } from './post';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

export const POST_SUMMARY_MAX = 50_000;
export const POST_TAGS_MAX = 10;
export const POST_LOCALE_INVALID = `Language must be one of: ${PUBLISHED_LOCALES.join(', ')}`;
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

// An optional one-line field of the form: empty means none.
function optionalLine(max: number, message: string, label: string) {
  return singleLine(z.string({ error: 'Must be text' }).trim().max(max, message), label)
    .optional()
    .transform((text) => text || undefined);
}

// A checkbox as a form sends it ("true" or absent), or "false".
function flag(message: string) {
  return z
    .enum(['true', 'false', ''], { error: message })
    .optional()
    .transform((value) => value === 'true');
}

// A publish time as the form sends it (Berlin wall-clock time, "2026-12-01T09:00") or as an API
// client may (ISO 8601 with an offset). Empty means none.
function readPublishAt(text: string): Date | null | undefined {
  if (!text) return undefined;
  if (/(Z|[+-]\d{2}:\d{2})$/.test(text)) {
    const date = new Date(text);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return berlinLocalToDate(text);
}

// The text fields of the post form (SPEC section 5), checked in the browser before sending and
// again by the posts write API. The image is checked separately (required only when creating).
const postFieldsSchema = z.object({
  headline: singleLine(
    z
      .string({ error: POST_MESSAGES.headlineRequired })
      .trim()
      .min(1, { error: POST_MESSAGES.headlineRequired, abort: true })
      .min(3, { error: POST_MESSAGES.headlineMin, abort: true })
      .max(200, POST_MESSAGES.headlineMax),
    'Headline',
  ),
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
    .refine((tags) => tags.every((tag) => tag.length <= POST_TAG_MAX_LENGTH), TAG_MESSAGES.tooLong)
    .refine((tags) => tags.every(isSingleLine), singleLineMessage('Each tag')),
  // Absent: published, as before statuses existed.
  status: z
    .enum(POST_STATUSES, { error: POST_MESSAGES.statusInvalid })
    .optional()
    .transform((status) => status ?? 'published'),
  publishAt: z
    .string({ error: POST_MESSAGES.publishAtInvalid })
    .trim()
    .max(40, POST_MESSAGES.publishAtInvalid)
    .optional()
    .transform((text, context) => {
      const date = readPublishAt(text ?? '');
      if (date === null) {
        context.addIssue({ code: 'custom', message: POST_MESSAGES.publishAtInvalid });
        return z.NEVER;
      }
      return date;
    }),
  // Alt text of the cover image (the form requires it; API clients that send none get the headline).
  imageAlt: optionalLine(200, 'Alt text can have at most 200 characters', 'Alt text'),
  // The image shown when the post is shared (an upload's name, from /api/v1/uploads); empty: the cover.
  socialImage: z
    .string({ error: 'socialImage must be the name of an uploaded image' })
    .trim()
    .optional()
    .transform((name) => name || undefined)
    .refine((name) => name === undefined || STORED_IMAGE_NAME.test(name), 'socialImage must be the name of an uploaded image'),
  // Search engine overrides: the title and description shown in results (default: headline, start of the text).
  seoTitle: optionalLine(70, 'The search title can have at most 70 characters', 'The search title'),
  seoDescription: optionalLine(160, 'The search description can have at most 160 characters', 'The search description'),
  // "true": the post is kept out of search engines and the sitemap.
  noindex: flag('noindex must be true or false'),
  // "true": staff checked the content today; the post shows "Reviewed on" that date.
  reviewed: flag('reviewed must be true or false'),
  // The author's profile id; empty: the firm's team. Whether it exists is checked on saving.
  authorId: z
    .string({ error: 'authorId must be an author id' })
    .trim()
    .optional()
    .transform((text) => text || undefined)
    .refine((text) => text === undefined || /^[0-9a-f]{24}$/i.test(text), 'authorId must be an author id'),
  // The post's address, /blog/{slug}. Typed text is made into a slug ("Mein Visum" → mein-visum);
  // empty keeps the current one (a new post's comes from its headline).
  slug: slugField(),
  // The post's language (en, de, …). Absent: English for a new post, unchanged for a saved one.
  locale: z
    .string({ error: POST_LOCALE_INVALID })
    .trim()
    .optional()
    .transform((text) => text || undefined)
    .refine((text) => text === undefined || (PUBLISHED_LOCALES as readonly string[]).includes(text), POST_LOCALE_INVALID)
    .transform((text) => text as Locale | undefined),
  // A new post written as a translation of this post (its id): it joins that post's translation
  // group. Only read when creating.
  translationOf: z
    .string({ error: 'translationOf must be a post id' })
    .trim()
    .optional()
    .transform((text) => text || undefined)
    .refine((text) => text === undefined || /^[0-9a-f]{24}$/i.test(text), 'translationOf must be a post id'),
});

// A schedule needs a time to come; a published post's time (backdating is allowed) has come.
// The slack allows for the clocks of browser and server and the time the request takes.
const CLOCK_SLACK_MS = 60_000;

export const postInputSchema = postFieldsSchema.superRefine((input, context) => {
  const now = Date.now();
  if (input.status === 'scheduled' && !input.publishAt) {
    context.addIssue({ code: 'custom', path: ['publishAt'], message: POST_MESSAGES.publishAtRequired });
  } else if (input.status === 'scheduled' && input.publishAt!.getTime() <= now) {
    context.addIssue({ code: 'custom', path: ['publishAt'], message: POST_MESSAGES.publishAtPast });
  } else if (input.status === 'published' && input.publishAt && input.publishAt.getTime() > now + CLOCK_SLACK_MS) {
    context.addIssue({ code: 'custom', path: ['publishAt'], message: POST_MESSAGES.publishAtFuture });
  }
});

export type PostInput = z.output<typeof postInputSchema>;
export type PostFormFields = z.input<typeof postInputSchema>;

// The editor's save (a Server Action): the same fields, and a new cover by the name
// /api/v1/uploads gave it (the action's body is too small for the file). Creating needs one.
const coverName = z.string({ error: POST_MESSAGES.imageRequired }).regex(STORED_IMAGE_NAME, POST_MESSAGES.imageRequired);
// (Optional as input, so that both actions take the same input type; missing, it is refused.)
export const newPostSchema = z.object({ image: coverName.optional().pipe(coverName) }).and(postInputSchema);
export const postChangesSchema = z.object({ image: coverName.optional() }).and(postInputSchema);
export type PostSaveInput = z.input<typeof postChangesSchema>;
