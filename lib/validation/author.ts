import { z } from 'zod';
import { isSingleLine, singleLine, singleLineMessage } from '@/lib/fields/single-line';
import { slugField } from '@/lib/fields/slug-field';
import { STORED_IMAGE_NAME } from '@/lib/fields/upload-name';
import { languageName, localizedSchema } from '@/lib/i18n/localized';

export const AUTHOR_LIMITS = { name: 100, role: 100, bio: 600, listItems: 10, credential: 120, language: 40, teamOrder: 999 } as const;


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
      .string({ error: 'Name is required' })
      .trim()
      .min(1, { error: 'Name is required', abort: true })
      .min(2, { error: 'Name must be at least 2 characters', abort: true })
      .max(AUTHOR_LIMITS.name, `Name can have at most ${AUTHOR_LIMITS.name} characters`),
    'Name',
  ),
  // The job title shown in the byline ("Immigration adviser").
  // Per language ({ en, de? }; a plain string is the English text), every language optional.
  role: localizedText(AUTHOR_LIMITS.role, 'Role', { oneLine: true }),
  bio: localizedText(AUTHOR_LIMITS.bio, 'Bio', { oneLine: false }),
  // An image uploaded through /api/v1/uploads; empty: none (initials are shown).
  photo: z
    .string({ error: 'Photo must be the name of an uploaded image' })
    .trim()
    .optional()
    .transform((name) => name || '')
    .refine((name) => !name || STORED_IMAGE_NAME.test(name), 'Photo must be the name of an uploaded image'),
  credentials: textList(AUTHOR_LIMITS.credential, 'credential'),
  languages: textList(AUTHOR_LIMITS.language, 'language'),
  // The author page's address, /blog/author/{slug}; empty: made from the name.
  slug: slugField(),
  // The About page: shown in its team section, at this position; signs its founder's note.
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
