import { z } from 'zod';
import { berlinDay } from '@/lib/time/berlin';
import { singleLine } from '@/lib/fields/single-line';
import { languageName, localizedSchema } from '@/lib/i18n/localized';

export const TESTIMONIAL_LIMITS = { text: 1000, textMin: 10, name: 80, country: 60, course: 120, university: 120, consentHow: 200 } as const;

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
    name: requiredLine(TESTIMONIAL_LIMITS.name, 'Name or initials'),
    country: optionalLine(TESTIMONIAL_LIMITS.country, 'Country'),
    course: localizedSchema(requiredLine(TESTIMONIAL_LIMITS.course, 'Course or service'), (locale) =>
      requiredLine(TESTIMONIAL_LIMITS.course, `Course or service (${languageName(locale)})`),
    ),
    university: optionalLine(TESTIMONIAL_LIMITS.university, 'University'),
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
          how: requiredLine(TESTIMONIAL_LIMITS.consentHow, 'How consent was given'),
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
