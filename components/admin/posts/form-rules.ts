import type { FieldErrors } from '@/lib/actions/result';
import { postState, type PostDto } from '@/lib/posts/dto';
import { toBerlinLocal } from '@/lib/time/berlin';
import { DEFAULT_LOCALE } from '@/i18n/locales';
import { POST_MESSAGES } from '@/lib/validation/post';
import { postInputSchema, type PostSaveInput } from '@/lib/validation/post-input';

// What the post form holds: its texts, the two boxes, and a newly chosen cover file (uploaded on
// saving: components/admin/upload-image.ts).
export type PostValues = {
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
  image: File | null;
};
// What the browser keeps of it (use-local-copy.ts): everything but the file.
export type TextValues = Omit<PostValues, 'image'>;

export function textOf(values: PostValues): TextValues {
  const text: Partial<PostValues> = { ...values };
  delete text.image;
  return text as TextValues;
}

export const IMAGE_ALT_REQUIRED = 'Describe the cover image for readers who cannot see it';

// A new post started as a translation (the edit page's "Add German version"): the language, the
// post it translates, and nothing of its text but the category, author and cover.
export type TranslationStart = { of: string; headline: string; locale: string; category: string; authorId: string | null; image: string | null };

export function initialValues(post?: PostDto, translation?: TranslationStart): PostValues {
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
export function formPayload(values: PostValues): PostSaveInput {
  const { noindex, reviewed } = values;
  return {
    ...textOf(values),
    publishAt: values.status === 'scheduled' ? values.publishAt : '',
    noindex: noindex ? 'true' : '',
    reviewed: reviewed ? 'true' : '',
  } as PostSaveInput;
}

// The browser's check before anything is sent: the server's own schema for the text, the cover's
// alt text (API clients that send none get the headline) and, when creating, a cover.
export function validatePostForm(values: PostValues, creating: boolean): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = postInputSchema.safeParse(formPayload(values));
  for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message);
  if (!values.imageAlt.trim()) (errors.imageAlt ??= []).push(IMAGE_ALT_REQUIRED);
  if (creating && !values.image) errors.image = [POST_MESSAGES.imageRequired];
  return errors;
}
