import { z } from 'zod';
import { berlinDay } from '@/lib/time/berlin';
import { singleLine } from '@/lib/fields/single-line';
import { asLocalized, formLocalized, languageName, localizedSchema, pickLocalized, type Localized, type StoredLocalized, eachField } from '@/lib/i18n/localized';
import { DEFAULT_LOCALE, type Locale } from '@/i18n/locales';

// The testimonial record: its fields once, with their labels and hints, the input schema, the
// DTOs, the mappers from a stored document and the back-office form's values. Storage is
// models/testimonial.ts; commands and queries are lib/server/testimonials/.

export const TESTIMONIAL_LIMITS = { text: 1000, textMin: 10, name: 80, country: 60, course: 120, university: 120, consentHow: 200, outcome: 160 } as const;

// The fields a visitor reads in their language ({ en, de? }); the rest are written once.
export const TESTIMONIAL_LOCALIZED_FIELDS = ['text', 'course', 'outcome'] as const;

// The back office's labels and hints of each field (it stays English).
export const TESTIMONIAL_LABELS = {
  text: 'Testimonial',
  name: 'Name or initials',
  country: 'Country',
  course: 'Course or service',
  university: 'University',
  outcome: 'Outcome',
  date: 'Date',
  rating: 'Rating',
  consentGivenOn: 'Consent given on',
  consentHow: 'How consent was given',
  published: 'Show on the home page',
} as const;

export const TESTIMONIAL_HINTS = {
  text: 'The client’s own words.',
  name: 'As the client agreed to be named, for example "Priya S." or "P. S."',
  course: 'What you helped them with, for example "M.Sc. Informatics" or "Opportunity Card".',
  date: 'When the client gave it.',
  outcome: 'What came of it, in a few words, for example "Admitted to TU Munich" or "Visa granted in 6 weeks".',
  consent:
    'The client’s agreement to publication, as you will be able to show it: the day, and how it was given (for example "signed form" or "e-mail of 3 May 2026"). Keep the form or e-mail.',
  published: 'Only with the consent above.',
} as const;

export const CONSENT_REQUIRED = 'Record when and how the client agreed before publishing';
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function requiredText(max: number, label: string, min = 1) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .min(min, { error: `${label} must be at least ${min} characters`, abort: true })
    .max(max, `${label} can have at most ${max} characters`);
}

const requiredLine = (max: number, label: string) => singleLine(requiredText(max, label), label);

// A line that may be empty.
const line = (max: number, label: string) => singleLine(z.string({ error: `${label} must be text` }).trim().max(max, `${label} can have at most ${max} characters`), label);

// Every optional field here is one line.
function optionalLine(max: number, label: string) {
  return singleLine(z.string({ error: `${label} must be text` }).trim().max(max, `${label} can have at most ${max} characters`), label)
    .optional()
    .transform((text) => text || '');
}

// A Berlin calendar day, today or before (a date in the future cannot have happened yet).
function pastDay(label: string) {
  return z
    .string({ error: `Choose the ${label}` })
    .trim()
    .superRefine((day, context) => {
      const parsed = new Date(`${day}T00:00:00Z`);
      const real = DAY.test(day) && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day);
      if (!real) context.addIssue({ code: 'custom', message: `Choose the ${label}` });
      else if (day > berlinDay(new Date())) context.addIssue({ code: 'custom', message: `The ${label} cannot be in the future` });
    });
}

// POST /api/v1/testimonials, PUT /api/v1/testimonials/{id}, the admin form. Whether it is a
// sample is not input: only the seed marks samples.
export const testimonialInputSchema = z
  .object({
    // Per language ({ en, de? }; a plain string is the English text): English required.
    text: localizedSchema(requiredText(TESTIMONIAL_LIMITS.text, 'Text', TESTIMONIAL_LIMITS.textMin), (locale) =>
      requiredText(TESTIMONIAL_LIMITS.text, `Text (${languageName(locale)})`, TESTIMONIAL_LIMITS.textMin),
    ),
    name: requiredLine(TESTIMONIAL_LIMITS.name, TESTIMONIAL_LABELS.name),
    country: optionalLine(TESTIMONIAL_LIMITS.country, TESTIMONIAL_LABELS.country),
    course: localizedSchema(requiredLine(TESTIMONIAL_LIMITS.course, TESTIMONIAL_LABELS.course), (locale) =>
      requiredLine(TESTIMONIAL_LIMITS.course, `${TESTIMONIAL_LABELS.course} (${languageName(locale)})`),
    ),
    university: optionalLine(TESTIMONIAL_LIMITS.university, TESTIMONIAL_LABELS.university),
    // Optional in every language: none written shows nothing.
    outcome: localizedSchema(line(TESTIMONIAL_LIMITS.outcome, TESTIMONIAL_LABELS.outcome), (locale) =>
      line(TESTIMONIAL_LIMITS.outcome, `${TESTIMONIAL_LABELS.outcome} (${languageName(locale)})`),
    )
      .optional()
      .transform((outcome) => outcome ?? { en: '' }),
    date: pastDay('date of the testimonial'),
    // A number (API clients) or the text of a select (the form).
    rating: z
      .union([z.number(), z.string().trim()], { error: 'Rating must be 1 to 5 stars' })
      .transform((value) => Number(value))
      .pipe(z.number().int('Rating must be 1 to 5 stars').min(1, 'Rating must be 1 to 5 stars').max(5, 'Rating must be 1 to 5 stars')),
    // The client's agreement to publication; null: none recorded (yet).
    consent: z
      .object(
        {
          givenOn: pastDay('day consent was given'),
          how: requiredLine(TESTIMONIAL_LIMITS.consentHow, TESTIMONIAL_LABELS.consentHow),
        },
        { error: 'consent must be { givenOn, how } or null' },
      )
      .nullable()
      .optional()
      .transform((consent) => consent ?? null),
    published: z.boolean({ error: 'published must be true or false' }).optional().default(false),
  })
  .superRefine((input, context) => {
    if (input.published && !input.consent) context.addIssue({ code: 'custom', path: ['published'], message: CONSENT_REQUIRED });
  });

export type TestimonialInput = z.output<typeof testimonialInputSchema>;
// What the form sends (before the schema trims and fills in).
export type TestimonialFormInput = z.input<typeof testimonialInputSchema>;

// A testimonial as the back office sees it: the input as saved, and what only the server sets.
// Days are Berlin calendar days, "YYYY-MM-DD". The name stays as the client agreed to it, in
// every language.
export type TestimonialDto = TestimonialInput & { _id: string; sample: boolean; createdAt: string; updatedAt: string };

type LocalizedField = (typeof TESTIMONIAL_LOCALIZED_FIELDS)[number];

// What the public site gets, in the page's language: no consent record, no flags.
export type PublicTestimonial = Pick<TestimonialDto, '_id' | 'name' | 'country' | 'university' | 'date' | 'rating'> & Record<LocalizedField, string>;

// Whether the home page shows it: published with the client's consent, and not a sample. The
// public query filters the same way (lib/server/testimonials/queries.ts).
export function isPublic(testimonial: Pick<TestimonialDto, 'published' | 'consent' | 'sample'>): boolean {
  return testimonial.published && testimonial.consent !== null && !testimonial.sample;
}

// A stored document as mongoose reads it (lean).
type StoredTestimonial = {
  _id: { toString(): string };
  text: StoredLocalized;
  name: string;
  country?: string | null;
  course: StoredLocalized;
  university?: string | null;
  outcome?: StoredLocalized;
  date: Date;
  rating: number;
  consent?: { givenAt: Date; how: string } | null;
  published?: boolean | null;
  sample?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
};


export function toTestimonialDto(testimonial: StoredTestimonial): TestimonialDto {
  return {
    _id: testimonial._id.toString(),
    name: testimonial.name,
    country: testimonial.country ?? '',
    university: testimonial.university ?? '',
    ...eachField(TESTIMONIAL_LOCALIZED_FIELDS, (field): Localized => asLocalized(testimonial[field])),
    date: berlinDay(testimonial.date),
    rating: testimonial.rating,
    // The model keeps the moment consent was given; the record shows its Berlin day.
    consent: testimonial.consent?.givenAt ? { givenOn: berlinDay(testimonial.consent.givenAt), how: testimonial.consent.how } : null,
    published: testimonial.published ?? false,
    sample: testimonial.sample ?? false,
    createdAt: testimonial.createdAt.toISOString(),
    updatedAt: testimonial.updatedAt.toISOString(),
  };
}

// In `locale`: each per-language field in that language, English where it has none.
export function toPublicTestimonial(testimonial: StoredTestimonial, locale: Locale = DEFAULT_LOCALE): PublicTestimonial {
  const dto = toTestimonialDto(testimonial);
  const { _id, name, country, university, date, rating } = dto;
  return { _id, name, country, university, date, rating, ...eachField(TESTIMONIAL_LOCALIZED_FIELDS, (field) => pickLocalized(dto[field], locale)) };
}

// The back-office form's values: every text as typed, every language of the per-language fields,
// the rating as the select's value, the consent record's two parts as fields of their own.
export type TestimonialFormValues = Omit<TestimonialDto, '_id' | 'sample' | 'createdAt' | 'updatedAt' | 'rating' | 'consent'> & {
  rating: string;
  consentGivenOn: string;
  consentHow: string;
};

export function testimonialFormValues(testimonial?: TestimonialDto): TestimonialFormValues {
  return {
    name: testimonial?.name ?? '',
    country: testimonial?.country ?? '',
    university: testimonial?.university ?? '',
    ...eachField(TESTIMONIAL_LOCALIZED_FIELDS, (field) => formLocalized(testimonial?.[field] ?? '')),
    date: testimonial?.date ?? berlinDay(new Date()),
    rating: testimonial ? String(testimonial.rating) : '',
    consentGivenOn: testimonial?.consent?.givenOn ?? '',
    consentHow: testimonial?.consent?.how ?? '',
    published: testimonial?.published ?? false,
  };
}

export const canPublishWith = (values: Pick<TestimonialFormValues, 'consentGivenOn' | 'consentHow'>, sample: boolean) =>
  !sample && Boolean(values.consentGivenOn && values.consentHow.trim());

// The action takes the consent as one record, or null when neither part is filled in.
export function testimonialFormInput(values: TestimonialFormValues, sample: boolean): TestimonialFormInput {
  const { consentGivenOn, consentHow, published, ...rest } = values;
  const consent = consentGivenOn || consentHow.trim() ? { givenOn: consentGivenOn, how: consentHow } : null;
  return { ...rest, consent, published: published && canPublishWith(values, sample) };
}

// The action's field errors are keyed by its shape: consent.givenOn, consent.how.
export function testimonialFormField(key: string): string {
  if (key === 'consent' || key === 'consent.givenOn') return 'consentGivenOn';
  if (key === 'consent.how') return 'consentHow';
  return key;
}
