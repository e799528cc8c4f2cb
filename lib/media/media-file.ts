import { z } from 'zod';
import { singleLine } from '@/lib/fields/single-line';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { asLocalized, eachField, formLocalized, languageName, localizedSchema, type Localized, type StoredLocalized } from '@/lib/i18n/localized';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// The media library's record (issue 44): one stored image, its fields once, with their labels, the
// input schema, the DTO and the mapper from a stored document. Storage is models/media-file.ts;
// queries and commands are lib/server/media/.

export const MEDIA_LIMITS = { alt: 200, search: 100, list: 60 } as const;

// The one per-language field; the rest is what the upload pipeline measured.
export const MEDIA_LOCALIZED_FIELDS = ['alt'] as const;

// The back office's labels (it stays English).
export const MEDIA_LABELS = {
  alt: 'Alt text',
  name: 'File',
  bytes: 'Size',
  dimensions: 'Dimensions',
  usedIn: 'Used in',
} as const;

export const MEDIA_HINTS = {
  alt: 'What the image shows, for readers who cannot see it. Offered again wherever the image is placed.',
} as const;

// An alt text may be empty in any language (a decorative image, or one not described yet).
const altLine = (label: string) =>
  singleLine(z.string({ error: `${label} must be text` }).trim().max(MEDIA_LIMITS.alt, `${label} can have at most ${MEDIA_LIMITS.alt} characters`), label);

// The library's alt edit (the page's form, the picker dialog): { en, de? }, a plain string being English.
export const mediaAltInputSchema = z.object({
  name: z.string({ error: 'Choose an image' }).regex(STORED_IMAGE_NAME, 'Choose an image'),
  alt: localizedSchema(altLine(MEDIA_LABELS.alt), (locale) => altLine(`${MEDIA_LABELS.alt} (${languageName(locale)})`)),
});

export type MediaAltInput = z.output<typeof mediaAltInputSchema>;
export type MediaAltFormInput = z.input<typeof mediaAltInputSchema>;

// One library image as the back office and GET /api/v1/media see it.
export type MediaFileDto = {
  name: string;
  url: string;
  bytes: number;
  width: number;
  height: number;
  alt: Localized;
  createdAt: string;
  updatedAt: string;
};

// A place that shows an image (lib/server/media/usage.ts): what it is, its title and where to edit it.
export type MediaUseKind = 'post-cover' | 'post-social-image' | 'post-text' | 'author-photo' | 'newsletter-text' | 'page-image';
export type MediaUse = { kind: MediaUseKind; title: string; href: string };

export const MEDIA_USE_LABELS: Record<MediaUseKind, string> = {
  'post-cover': 'Post cover',
  'post-social-image': 'Post social image',
  'post-text': 'Post text',
  'author-photo': 'Author photo',
  'newsletter-text': 'Newsletter issue',
  'page-image': 'Page image',
};

export const imageUrl = (name: string) => `/uploads/${name}`;

// A stored document as mongoose reads it (lean).
type StoredMediaFile = {
  name: string;
  bytes: number;
  width: number;
  height: number;
  alt?: StoredLocalized;
  createdAt: Date;
  updatedAt: Date;
};

export function toMediaFileDto(file: StoredMediaFile): MediaFileDto {
  return {
    name: file.name,
    url: imageUrl(file.name),
    bytes: file.bytes,
    width: file.width,
    height: file.height,
    ...eachField(MEDIA_LOCALIZED_FIELDS, (field): Localized => asLocalized(file[field])),
    createdAt: file.createdAt.toISOString(),
    updatedAt: file.updatedAt.toISOString(),
  };
}

// The alt a place in `locale` is offered: that language's own only, never another language's
// (an English description in a German post would be read out in German).
export function altIn(file: Pick<MediaFileDto, 'alt'>, locale: Locale): string {
  return locale === DEFAULT_LOCALE ? file.alt.en : (file.alt[locale] ?? '');
}

// The alt form's values: every language present, empty where not written.
export const mediaAltFormValues = (file?: Pick<MediaFileDto, 'alt'>) => formLocalized(file?.alt ?? '');

// A file's size as people read it: "840 KB", "1.2 MB".
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
