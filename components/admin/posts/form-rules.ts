import { POST_MESSAGES } from '@/lib/validation/post';
import { postInputSchema } from '@/lib/validation/post-input';
import type { ApiResult, FieldErrors } from '@/components/admin/admin-api';

export type TextField =
  | 'headline'
  | 'summary'
  | 'category'
  | 'authorId'
  | 'tags'
  | 'imageAlt'
  | 'slug'
  | 'seoTitle'
  | 'socialImage'
  | 'seoDescription'
  | 'noindex'
  | 'reviewed'
  | 'status'
  | 'publishAt';
export type FieldName = TextField | 'image';
export type FormValues = Record<TextField, string>;
export type ImageState = { chosen: boolean; problem: string | null; required: boolean };

export const TEXT_FIELDS: TextField[] = ['headline', 'summary', 'category', 'authorId', 'tags', 'imageAlt', 'slug', 'seoTitle', 'seoDescription', 'socialImage', 'noindex', 'reviewed', 'status', 'publishAt'];
export const IMAGE_ALT_REQUIRED = 'Describe the cover image for readers who cannot see it';
// Answers about the file itself come without field errors; they belong under the image field.
const IMAGE_STATUSES = new Set([413, 415, 422]);

// The browser's check before anything is sent: the server's own schema for the text, plus the
// image rules (a refused file, or none at all when creating).
export function validatePostForm(values: FormValues, image: ImageState): FieldErrors {
  const errors: FieldErrors = {};
  const parsed = postInputSchema.safeParse(formPayload(values));
  for (const issue of parsed.error?.issues ?? []) (errors[String(issue.path[0])] ??= []).push(issue.message);
  // The form asks for the cover's alt text (API clients that send none get the headline).
  if (!values.imageAlt.trim()) (errors.imageAlt ??= []).push(IMAGE_ALT_REQUIRED);
  if (image.problem) errors.image = [image.problem];
  else if (image.required && !image.chosen) errors.image = [POST_MESSAGES.imageRequired];
  return errors;
}

// What the form sends: the publish time only with a schedule (the other choices publish now or
// keep the post a draft).
export function formPayload(values: FormValues): FormValues {
  return values.status === 'scheduled' ? values : { ...values, publishAt: '' };
}

// Field messages of a failed save, to show under the fields.
export function serverFieldErrors(result: Extract<ApiResult, { ok: false }>): FieldErrors {
  if (result.errors) return result.errors;
  if (IMAGE_STATUSES.has(result.status) && result.message) return { image: [result.message] };
  return {};
}
