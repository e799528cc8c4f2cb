import { z } from 'zod';
import type { FieldErrors } from '@/lib/actions/result';
import { valuesOf } from '@/lib/fields/labelled-values';
import { isSingleLine, singleLine, singleLineMessage } from '@/lib/fields/single-line';
import { slugField } from '@/lib/fields/slug-field';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { berlinLocalToDate, toBerlinLocal } from '@/lib/time/berlin';
import { localizeHref } from '@/i18n/pathnames';
import { postLocale } from './languages';
import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// The post record: its fields once, with their labels and hints, the input schema, the DTO, the
// mapper from a stored document and the back-office form's values. Storage is models/post.ts;
// commands and queries are lib/server/posts/. The field names are the specification's (`summary`
// is a post's whole text), and so is the REST contract of /api/v1/posts/….
//
// A post has no per-language fields: each language version is a post of its own, joined to the
// others by its translation group.

export const POST_LIMITS = { headline: 200, headlineMin: 3, summary: 50_000, summaryMin: 10, tags: 10, tag: 40, imageAlt: 200, seoTitle: 70, seoDescription: 160 } as const;

// Shared by the post form, the posts API and the Post model.
export const POST_CATEGORIES = ['Immigration', 'Education', 'Career', 'Visa', 'Germany', 'General'] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];

// A draft is seen by staff only; a scheduled post goes public at its publishAt; a published one
// is public from its publishAt (the moment it was published, unless staff backdate it). Each with
// the back office's label (the post list's state column, the translations list).
export const POST_STATUS_LABELS = { draft: 'Draft', scheduled: 'Scheduled', published: 'Published' };
export const POST_STATUSES = valuesOf(POST_STATUS_LABELS);
export type PostStatus = (typeof POST_STATUSES)[number];

// The back office's labels and hints of each field (SPEC section 2, Post form; it stays English).
export const POST_LABELS = {
  headline: 'Headline',
  summary: 'Summary',
  category: 'Category',
  authorId: 'Author',
  tags: 'Tags',
  image: 'Image',
  slug: 'Web address',
  imageAlt: 'Image alt text',
  seoTitle: 'Search title',
  socialImage: 'Image when shared',
  seoDescription: 'Search description',
  noindex: 'Hide from search engines',
  reviewed: 'Mark the content as checked today',
  locale: 'Language',
  publishAt: 'Goes live on (Berlin time)',
} as const;

export const POST_HINTS = {
  locale: 'The blog it appears on: English at /blog, German at /de/blog. Each language version is a post of its own.',
  summary:
    'The full text of the article: use the toolbar, or type ## for a heading, - for a list, > for a quote. It is kept as Markdown, which the Markdown view shows.',
  authorId: 'Shown with photo and role under the headline. Add people under Authors.',
  tags: 'Comma-separated, e.g. visa, Berlin',
  image: 'JPEG, PNG, WebP, GIF or AVIF, at most 5 MB.',
  imageKept: 'The current image is kept unless you choose a new one.',
  imageAlt: 'What the cover image shows, for readers who cannot see it.',
  slugNew: 'The end of the address, /blog/…. Left empty, it is made from the headline.',
  slugEdit: 'The end of the address, /blog/…. If you change it, the old address keeps leading here.',
  seoTitle: 'Shown as the title in search results; at most 70 characters. Empty: the headline.',
  seoDescription: 'Shown under the title in search results and as the lead of the article; at most 160 characters. Empty: the start of the text.',
  socialImage: 'Shown when the post is shared on social networks or in messengers; 1200 × 630 pixels works best. Empty: the cover image.',
  noindex: 'The post stays on the blog but is left out of search results and the sitemap.',
  reviewed: 'Readers see "Reviewed on" with today\'s date: use it when you have checked the advice is still current.',
  publishAt: 'Date and time in Berlin, Germany.',
} as const;

// SPEC's messages (section 5): the form, the API and the model give the same.
export const POST_MESSAGES = {
  headlineRequired: `${POST_LABELS.headline} is required`,
  headlineMin: `${POST_LABELS.headline} must be at least ${POST_LIMITS.headlineMin} characters`,
  headlineMax: `${POST_LABELS.headline} cannot exceed ${POST_LIMITS.headline} characters`,
  summaryRequired: `${POST_LABELS.summary} is required`,
  summaryMin: `${POST_LABELS.summary} must be at least ${POST_LIMITS.summaryMin} characters`,
  categoryRequired: `${POST_LABELS.category} is required`,
  categoryInvalid: `${POST_LABELS.category} must be one of ${POST_CATEGORIES.join(', ')}`,
  imageRequired: 'Please select an image',
  statusInvalid: `Status must be one of ${POST_STATUSES.join(', ')}`,
  publishAtInvalid: 'Enter a date and time, for example 2026-12-01T09:00 (Berlin time)',
  publishAtRequired: 'Choose when the post goes live',
  publishAtPast: 'A scheduled time must be in the future',
  publishAtFuture: 'A time in the future is a schedule: choose "Scheduled"',
} as const;

const POST_LOCALE_INVALID = `${POST_LABELS.locale} must be one of: ${PUBLISHED_LOCALES.join(', ')}`;

const TAG_MESSAGES = {
  tooMany: `Use at most ${POST_LIMITS.tags} tags`,
  tooLong: `Each tag can have at most ${POST_LIMITS.tag} characters`,
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
      .min(POST_LIMITS.headlineMin, { error: POST_MESSAGES.headlineMin, abort: true })
      .max(POST_LIMITS.headline, POST_MESSAGES.headlineMax),
    POST_LABELS.headline,
  ),
  // The full text, Markdown (SPEC's field name).
  summary: z
    .string({ error: POST_MESSAGES.summaryRequired })
    .trim()
    .min(1, { error: POST_MESSAGES.summaryRequired, abort: true })
    .min(POST_LIMITS.summaryMin, { error: POST_MESSAGES.summaryMin, abort: true })
    .max(POST_LIMITS.summary, `${POST_LABELS.summary} cannot exceed ${POST_LIMITS.summary} characters`),
  category: z.enum(POST_CATEGORIES, {
    error: (issue) => (issue.input === undefined || issue.input === '' ? POST_MESSAGES.categoryRequired : POST_MESSAGES.categoryInvalid),
  }),
  tags: z
    .string({ error: `${POST_LABELS.tags} must be text` })
    .max(2000, TAG_MESSAGES.tooMany)
    .optional()
    .transform((text) => parseTags(text ?? ''))
    .refine((tags) => tags.length <= POST_LIMITS.tags, TAG_MESSAGES.tooMany)
    .refine((tags) => tags.every((tag) => tag.length <= POST_LIMITS.tag), TAG_MESSAGES.tooLong)
    .refine((tags) => tags.every(isSingleLine), singleLineMessage('Each tag')),
  // draft, scheduled or published; public only when not a draft and publishAt has come.
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
  imageAlt: optionalLine(POST_LIMITS.imageAlt, `Alt text can have at most ${POST_LIMITS.imageAlt} characters`, 'Alt text'),
  // The image shown when the post is shared (an upload's name, from /api/v1/uploads); empty: the cover.
  socialImage: z
    .string({ error: 'socialImage must be the name of an uploaded image' })
    .trim()
    .optional()
    .transform((name) => name || undefined)
    .refine((name) => name === undefined || STORED_IMAGE_NAME.test(name), 'socialImage must be the name of an uploaded image'),
  // Search engine overrides: the title and description shown in results (default: headline, start of the text).
  seoTitle: optionalLine(POST_LIMITS.seoTitle, `The search title can have at most ${POST_LIMITS.seoTitle} characters`, 'The search title'),
  seoDescription: optionalLine(
    POST_LIMITS.seoDescription,
    `The search description can have at most ${POST_LIMITS.seoDescription} characters`,
    'The search description',
  ),
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

// A post as pages and the API see it: string id, ISO dates, no internal fields. The fields saved
// as the input has them are the schema's; the others are shaped by the API's contract, so listed
// here: an optional text the input leaves out is null, times are ISO strings, the `reviewed` box
// is kept as the moment it was ticked, and the rest only the server sets.
export type PostDto = Pick<PostInput, 'headline' | 'summary' | 'category' | 'tags' | 'status' | 'noindex'> & {
  _id: string;
  // The start of the text as read (EXCERPT_LENGTH characters, no Markdown syntax): previews are cut from it.
  excerpt: string;
  image: string | null;
  views: number;
  likes: number;
  readTime: string | null;
  // Alt text of the cover image (null: none given, the headline stands in).
  imageAlt: string | null;
  // The image shown when the post is shared (null: the cover).
  socialImage: string | null;
  // Search engine overrides (null: the headline and the start of the text).
  seoTitle: string | null;
  seoDescription: string | null;
  // When staff last marked the content as checked (ISO), or null.
  reviewedAt: string | null;
  // The author's profile id; null: the firm's team.
  authorId: string | null;
  // The address: /blog/{slug} (postPath).
  slug: string;
  // When it goes or went out (ISO); null for a draft never given one. The date readers see.
  publishAt: string | null;
  createdAt: string;
  updatedAt: string;
  // The post's language, and the id its translations share (its own _id when it has none).
  locale: Locale;
  translationGroup: string;
};

// A post as a list's card shows it: the excerpt, and of the text only its word count (the read
// time, when staff gave none). The blog search keeps thousands of these in memory without their
// texts (search.ts); the lists pass the whole post.
export type PostCardDto = Omit<PostDto, 'summary'> & ({ summary: string } | { wordCount: number });

// Category chip id of SPEC section 3: lowercased name, spaces as hyphens.
export function categoryId(name: string): string {
  return name.toLowerCase().replace(/\s+/g, '-');
}

// The date a post shows to readers: when it went out.
export function publishedDate(post: Pick<PostDto, 'publishAt' | 'createdAt'>): string {
  return post.publishAt ?? post.createdAt;
}

// What staff see of a post's state at a given moment: a schedule whose time has come is published.
export function postState(post: Pick<PostDto, 'status' | 'publishAt'>, now = Date.now()): PostStatus {
  if (post.status === 'draft') return 'draft';
  if (post.publishAt && new Date(post.publishAt).getTime() > now) return 'scheduled';
  return 'published';
}

// A post's page on the blog of its language: /blog/{slug}, /de/blog/{slug}.
export function postPath(post: Pick<PostDto, 'slug' | 'locale'>): string {
  return localizeHref(`/blog/${encodeURIComponent(post.slug)}`, post.locale);
}

// A stored document as mongoose reads it (lean).
export type StoredPost = {
  _id: { toString(): string };
  headline: string;
  summary: string;
  category: PostCategory;
  image?: string | null;
  tags?: string[] | null;
  views?: number | null;
  likes?: number | null;
  readTime?: string | null;
  status?: PostStatus | null;
  publishAt?: Date | null;
  slug?: string | null;
  imageAlt?: string | null;
  socialImage?: string | null;
  seoTitle?: string | null;
  seoDescription?: string | null;
  noindex?: boolean | null;
  reviewedAt?: Date | null;
  authorId?: { toString(): string } | null;
  createdAt: Date;
  updatedAt: Date;
  locale?: string | null;
  translationGroup?: { toString(): string } | null;
};

// `excerpt`: the start of the text as read, which the server makes (postExcerpt,
// lib/server/posts/markdown.ts): reading Markdown is its parser's, and the copy it keeps is Node's.
export function toPostDto(post: StoredPost, excerpt: string): PostDto {
  return {
    _id: post._id.toString(),
    headline: post.headline,
    summary: post.summary,
    excerpt,
    category: post.category,
    image: post.image || null,
    tags: post.tags ?? [],
    views: post.views ?? 0,
    likes: post.likes ?? 0,
    readTime: post.readTime || null,
    // Posts stored before addresses existed are found by id until they are given one.
    slug: post.slug || post._id.toString(),
    imageAlt: post.imageAlt || null,
    socialImage: post.socialImage || null,
    seoTitle: post.seoTitle || null,
    seoDescription: post.seoDescription || null,
    noindex: post.noindex ?? false,
    reviewedAt: post.reviewedAt?.toISOString() ?? null,
    authorId: post.authorId?.toString() ?? null,
    // Posts stored before statuses existed were published when they were made.
    status: post.status ?? 'published',
    publishAt: (post.publishAt ?? (post.status === 'draft' ? null : post.createdAt))?.toISOString() ?? null,
    createdAt: post.createdAt.toISOString(),
    updatedAt: post.updatedAt.toISOString(),
    // Posts stored before languages existed are English, each a group of its own.
    locale: postLocale(post.locale),
    translationGroup: (post.translationGroup ?? post._id).toString(),
  };
}

// What the post form holds: its texts, the two boxes, and a newly chosen cover (a file uploaded on
// saving: components/admin/upload-image.ts, or an image from the media library). Not the schema's input: the controls hold a category
// and a status not yet chosen, the boxes as booleans, and the file.
export type PostFormValues = {
  headline: string;
  summary: string;
  category: string;
  authorId: string;
  tags: string;
  imageAlt: string;
  slug: string;
  seoTitle: string;
  seoDescription: string;
  socialImage: string;
  noindex: boolean;
  reviewed: boolean;
  status: string;
  publishAt: string;
  // The post's language; for a new translation, the post it translates (its group).
  locale: string;
  translationOf: string;
  // A newly chosen cover: a file (uploaded on saving) or a media library image's stored name.
  image: File | string | null;
};
// What the browser keeps of it (components/admin/shared/use-local-copy.ts): everything but the file.
export type PostFormText = Omit<PostFormValues, 'image'>;

export function postFormText(values: PostFormValues): PostFormText {
  const text: Partial<PostFormValues> = { ...values };
  delete text.image;
  return text as PostFormText;
}

export const IMAGE_ALT_REQUIRED = 'Describe the cover image for readers who cannot see it';

// A new post started as a translation (the edit page's "Add German version"): the language, the
// post it translates, and nothing of its text but the category, author and cover.
export type TranslationStart = { of: string; headline: string; locale: string; category: string; authorId: string | null; image: string | null };

export function postFormValues(post?: PostDto, translation?: TranslationStart): PostFormValues {
  return {
    locale: post?.locale ?? translation?.locale ?? DEFAULT_LOCALE,
    translationOf: translation?.of ?? '',
    headline: post?.headline ?? '',
    summary: post?.summary ?? '',
    category: post?.category ?? translation?.category ?? '',
    authorId: post?.authorId ?? translation?.authorId ?? '',
    tags: post?.tags.join(', ') ?? '',
    // A post stored before addresses existed shows its id as its slug until it is given one.
    slug: post && post.slug !== post._id ? post.slug : '',
    imageAlt: post?.imageAlt ?? '',
    seoTitle: post?.seoTitle ?? '',
    seoDescription: post?.seoDescription ?? '',
    socialImage: post?.socialImage ?? '',
    noindex: post?.noindex ?? false,
    reviewed: false,
    // A new post is published when created, as before drafts existed; an open post keeps its state.
    status: post ? postState(post) : 'published',
    publishAt: post?.publishAt && postState(post) === 'scheduled' ? toBerlinLocal(new Date(post.publishAt)) : '',
    image: null,
  };
}

// What the save action gets, but the cover: the publish time only with a schedule (the other
// choices publish now or keep the post a draft), the boxes as a form sends them. The server
// checks it (a category the list offers is its type's).
export function postFormInput(values: PostFormValues): PostSaveInput {
  const { noindex, reviewed } = values;
  return {
    ...postFormText(values),
    publishAt: values.status === 'scheduled' ? values.publishAt : '',
    noindex: noindex ? 'true' : '',
    reviewed: reviewed ? 'true' : '',
  } as PostSaveInput;
}

// The browser's check before anything is sent: the server's own schema for the text, the cover's
// alt text (API clients that send none get the headline) and, when creating, a cover.
export function validatePostForm(values: PostFormValues, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = postInputSchema.safeParse(postFormInput(values));
  for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message);
  if (!values.imageAlt.trim()) (errors.imageAlt ??= []).push(IMAGE_ALT_REQUIRED);
  if (creating && !values.image) errors.image = [POST_MESSAGES.imageRequired];
  return errors;
}
