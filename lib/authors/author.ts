import { z } from 'zod';
import { isSingleLine, singleLine, singleLineMessage } from '@/lib/fields/single-line';
import { slugField } from '@/lib/fields/slug-field';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { asLocalized, formLocalized, languageName, localizedSchema, pickLocalized, type Localized, type StoredLocalized, eachField } from '@/lib/i18n/localized';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// The author record: its fields once, with their labels and hints, the input schema, the DTO, the
// mapper from a stored document and the back-office form's values. Storage is models/author.ts;
// commands and queries are lib/server/authors/.

export const AUTHOR_LIMITS = { name: 100, role: 100, bio: 600, listItems: 10, credential: 120, language: 40, teamOrder: 999 } as const;

// The fields a visitor reads in their language ({ en, de? }); the rest are written once.
export const AUTHOR_LOCALIZED_FIELDS = ['role', 'bio'] as const;

// The back office's labels and hints of each field (it stays English).
export const AUTHOR_LABELS = {
  name: 'Name',
  role: 'Role',
  bio: 'Short bio',
  photo: 'Photo',
  credentials: 'Qualifications',
  languages: 'Languages',
  slug: 'Address of the author page',
  onTeam: 'Show in the team section of the About page',
  teamOrder: 'Position in the team',
  signsFounderNote: 'Signs the founder’s note',
} as const;

export const AUTHOR_HINTS = {
  role: 'Shown under the name, for example "Immigration adviser".',
  bio: 'Two or three sentences about their experience, shown on the author page.',
  photo: 'A square portrait works best. JPEG, PNG, WebP, GIF or AVIF, up to 5 MB.',
  credentials: 'One per line, for example "Lawyer admitted to the Berlin bar".',
  languages: 'One per line: the languages they advise in.',
  slug: 'Left empty, it is made from the name.',
  onTeam: 'With their photo, name, role, short bio, qualifications and languages.',
  teamOrder: 'Smaller numbers come first; people with the same number are ordered by name.',
  signsFounderNote:
    'Their name and role sign the note on the About page. Only one person signs: ticking this here takes it from whoever signed before. With nobody ticked, the note is signed by the team.',
} as const;

function optionalText(max: number, label: string, { oneLine }: { oneLine: boolean }) {
  const text = z.string({ error: `${label} must be text` }).trim().max(max, `${label} can have at most ${max} characters`);
  return (oneLine ? singleLine(text, label) : text).optional().transform((value) => value || '');
}

function localizedText(max: number, label: string, options: { oneLine: boolean }) {
  const inLanguage = (name: string) => optionalText(max, name, options) as unknown as z.ZodType<string, string>;
  return localizedSchema(inLanguage(label), (locale) => inLanguage(`${label} (${languageName(locale)})`))
    .optional()
    .transform((value) => value ?? { en: '' });
}

// A list typed one item per line (the form) or sent as an array (API clients): trimmed, empty
// entries and repeats dropped.
function textList(max: number, label: string) {
  return z
    .union([z.string(), z.array(z.string({ error: `Each ${label} must be text` }))], { error: `${label}s must be text or a list of texts` })
    .optional()
    .transform((value) => {
      const items = (typeof value === 'string' ? value.split('\n') : (value ?? [])).map((item) => item.trim()).filter(Boolean);
      const seen = new Set<string>();
      return items.filter((item) => !seen.has(item.toLowerCase()) && Boolean(seen.add(item.toLowerCase())));
    })
    .refine((items) => items.length <= AUTHOR_LIMITS.listItems, `Give at most ${AUTHOR_LIMITS.listItems} ${label}s`)
    .refine((items) => items.every((item) => item.length <= max), `Each ${label} can have at most ${max} characters`)
    // Lines are split on LF above; what is left in an item (CR, TAB, …) is refused.
    .refine((items) => items.every(isSingleLine), singleLineMessage(`Each ${label}`));
}

// An author's profile (POST /api/v1/authors, PUT /api/v1/authors/{id}, the admin form).
export const authorInputSchema = z.object({
  name: singleLine(
    z
      .string({ error: `${AUTHOR_LABELS.name} is required` })
      .trim()
      .min(1, { error: `${AUTHOR_LABELS.name} is required`, abort: true })
      .min(2, { error: `${AUTHOR_LABELS.name} must be at least 2 characters`, abort: true })
      .max(AUTHOR_LIMITS.name, `${AUTHOR_LABELS.name} can have at most ${AUTHOR_LIMITS.name} characters`),
    AUTHOR_LABELS.name,
  ),
  // The job title shown in the byline ("Immigration adviser").
  // Per language ({ en, de? }; a plain string is the English text), every language optional.
  role: localizedText(AUTHOR_LIMITS.role, AUTHOR_LABELS.role, { oneLine: true }),
  bio: localizedText(AUTHOR_LIMITS.bio, 'Bio', { oneLine: false }),
  // An image uploaded through /api/v1/uploads (the stored file's name); empty: none (initials are shown).
  photo: z
    .string({ error: `${AUTHOR_LABELS.photo} must be the name of an uploaded image` })
    .trim()
    .optional()
    .transform((name) => name || '')
    .refine((name) => !name || STORED_IMAGE_NAME.test(name), `${AUTHOR_LABELS.photo} must be the name of an uploaded image`),
  credentials: textList(AUTHOR_LIMITS.credential, 'credential'),
  languages: textList(AUTHOR_LIMITS.language, 'language'),
  // The author page's address, /blog/author/{slug}; empty: made from the name.
  slug: slugField(),
  // The About page: shown in its team section, at this position (smaller first, then by name);
  // signs its founder's note (one author at most).
  onTeam: z.boolean({ error: 'onTeam must be true or false' }).optional().default(false),
  // A number (API clients) or the text of a number field (the form); empty: 0.
  teamOrder: z
    .union([z.number(), z.string().trim()], { error: 'Position must be a whole number' })
    .optional()
    .transform((value) => (value === undefined || value === '' ? 0 : Number(value)))
    .pipe(
      z
        .number({ error: 'Position must be a whole number' })
        .int('Position must be a whole number')
        .min(0, 'Position must be 0 or more')
        .max(AUTHOR_LIMITS.teamOrder, `Position can be at most ${AUTHOR_LIMITS.teamOrder}`),
    ),
  signsFounderNote: z.boolean({ error: 'signsFounderNote must be true or false' }).optional().default(false),
});

export type AuthorInput = z.output<typeof authorInputSchema>;
export type AuthorFormFields = z.input<typeof authorInputSchema>;

type LocalizedField = (typeof AUTHOR_LOCALIZED_FIELDS)[number];

// An author as pages see it, in one language: `role` and `bio` in that language (English where
// there is none); `texts` holds them in every language, for the back office. The rest is the input
// as saved, with the address the server made when none was typed.
export type AuthorDto = Omit<AuthorInput, 'slug' | LocalizedField> &
  Record<LocalizedField, string> & {
    _id: string;
    slug: string;
    texts: Record<LocalizedField, Localized>;
    createdAt: string;
    updatedAt: string;
  };

// In the admin list: with how many posts name this author.
export type AuthorWithPostCount = AuthorDto & { postCount: number };

export function authorPath(author: Pick<AuthorDto, 'slug'>): string {
  return `/blog/author/${encodeURIComponent(author.slug)}`;
}

// "Anna Schmidt" → "AS": stands in for a missing photo.
export function authorInitials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0]];
  return letters.join('').toUpperCase();
}

// A stored document as mongoose reads it (lean).
type StoredAuthor = {
  _id: { toString(): string };
  name: string;
  slug: string;
  role?: StoredLocalized;
  bio?: StoredLocalized;
  photo?: string | null;
  credentials?: string[] | null;
  languages?: string[] | null;
  onTeam?: boolean | null;
  teamOrder?: number | null;
  signsFounderNote?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
};


// In `locale`: each per-language field in that language, English where it has none.
export function toAuthorDto(author: StoredAuthor, locale: Locale = DEFAULT_LOCALE): AuthorDto {
  const texts = eachField(AUTHOR_LOCALIZED_FIELDS, (field) => asLocalized(author[field]));
  return {
    _id: author._id.toString(),
    name: author.name,
    slug: author.slug,
    ...eachField(AUTHOR_LOCALIZED_FIELDS, (field) => pickLocalized(texts[field], locale)),
    photo: author.photo ?? '',
    credentials: author.credentials ?? [],
    languages: author.languages ?? [],
    onTeam: author.onTeam ?? false,
    teamOrder: author.teamOrder ?? 0,
    signsFounderNote: author.signsFounderNote ?? false,
    texts,
    createdAt: author.createdAt.toISOString(),
    updatedAt: author.updatedAt.toISOString(),
  };
}

// The back-office form's values: every text as typed, the lists one item a line, the position as
// the number field's text, the per-language fields in every language. The action takes them as
// they are (the schema reads lines and the number's text).
export type AuthorFormValues = Record<'name' | 'photo' | 'credentials' | 'languages' | 'slug' | 'teamOrder', string> &
  Record<LocalizedField, Localized> &
  Pick<AuthorInput, 'onTeam' | 'signsFounderNote'>;

export function authorFormValues(author?: AuthorDto): AuthorFormValues {
  return {
    name: author?.name ?? '',
    ...eachField(AUTHOR_LOCALIZED_FIELDS, (field) => formLocalized(author?.texts[field] ?? '')),
    photo: author?.photo ?? '',
    credentials: author?.credentials.join('\n') ?? '',
    languages: author?.languages.join('\n') ?? '',
    slug: author?.slug ?? '',
    onTeam: author?.onTeam ?? false,
    teamOrder: String(author?.teamOrder ?? 0),
    signsFounderNote: author?.signsFounderNote ?? false,
  };
}
