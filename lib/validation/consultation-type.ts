import { z } from 'zod';
import { PATHNAMES } from '@/i18n/pathnames';
import { CHANNELS } from '@/lib/booking/booking';
import { CELL_MINUTES } from '@/lib/booking/cells';
import { languageName, localizedSchema } from '@/lib/i18n/localized';
import { SERVICE_IDS } from '@/lib/services/service';
import { boundedLine } from '@/lib/fields/bounded-line';

// A consultation type as an administrator saves it (the actions of /admin/consultations/new and
// /admin/consultations/{id}). The form speaks in hours where people think in hours (notice, the
// reminders); the output is the stored fields (models/consultation-type.ts), in minutes. Whether it
// is a sample is not input: only the seed stores samples, and any save ends it.

export const CONSULTATION_TYPE_LIMITS = {
  slug: 80,
  name: { min: 2, max: 100 },
  description: 600,
  videoUrl: 500,
  durationMinutes: { min: 5, max: 480 },
  intervalMinutes: { min: 5, max: 480 },
  bufferMinutes: { min: 0, max: 240 },
  // Up to 30 days' notice; up to two weeks' for changes by link.
  minimumNoticeHours: { min: 0, max: 720 },
  changeNoticeHours: { min: 0, max: 336 },
  horizonDays: { min: 1, max: 365 },
  maxPerDay: { min: 1, max: 50 },
  // At most three reminders, each between 1 hour and 7 days before.
  reminders: { max: 3, hours: { min: 1, max: 168 } },
  order: { min: 0, max: 1000 },
} as const;

// The booking page's address: lower-case letters, digits and single hyphens.
export const CONSULTATION_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

// A whole number from a form field (its text) or a client (a number), within bounds and, when
// `step` is given, a multiple of it: time is claimed in cells of CELL_MINUTES (lib/booking/cells.ts),
// so a duration, interval or buffer off that grid would leave a meeting half in a cell.
export function wholeNumber(label: string, { min, max }: { min: number; max: number }, step?: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? (value.trim() === '' ? undefined : Number(value)) : value),
    z
      .number({ error: `${label} is required` })
      .int(`${label} must be a whole number`)
      .min(min, `${label} must be at least ${min}`)
      .max(max, `${label} can be at most ${max}`)
      .refine((value) => !step || value % step === 0, `${label} must be a multiple of ${step ?? 1}`),
  );
}

// Empty (no limit) or a whole number.
function optionalWholeNumber(label: string, limits: { min: number; max: number }) {
  return z.preprocess((value) => (value === '' || value === null || value === undefined ? null : value), wholeNumber(label, limits).nullable());
}

const minutes = (label: string, limits: { min: number; max: number }) => wholeNumber(label, limits, CELL_MINUTES);

// The last part of the addresses beside the types' pages under /book in every language
// (reschedule, cancel, verschieben, absagen): a type there would never be reached.
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(
  Object.entries(PATHNAMES)
    .filter(([path]) => path.startsWith('/book/') && !path.includes('['))
    .flatMap(([path, addresses]) => [path, ...(typeof addresses === 'string' ? [addresses] : Object.values(addresses))])
    .map((address) => address.split('/').pop() ?? ''),
);

const slug = z
  .string({ error: 'The address is required' })
  .trim()
  .min(1, { error: 'The address is required', abort: true })
  .max(CONSULTATION_TYPE_LIMITS.slug, `The address can have at most ${CONSULTATION_TYPE_LIMITS.slug} characters`)
  .regex(CONSULTATION_SLUG, 'The address may have only lower-case letters, digits and single hyphens, like first-consultation')
  .refine((value) => !RESERVED_SLUGS.has(value), 'This address belongs to another booking page; choose another');

const name = localizedSchema(boundedLine('The name', CONSULTATION_TYPE_LIMITS.name), (locale) =>
  boundedLine(`The name (${languageName(locale)})`, CONSULTATION_TYPE_LIMITS.name),
);

const descriptionText = (label: string) =>
  z.string({ error: `${label} must be text` }).trim().max(CONSULTATION_TYPE_LIMITS.description, `${label} can have at most ${CONSULTATION_TYPE_LIMITS.description} characters`);
const description = localizedSchema(descriptionText('The description'), (locale) => descriptionText(`The description (${languageName(locale)})`));

// Empty or the service's id (its fee is shown from the service's settings).
const serviceId = z.preprocess((value) => (value === '' ? null : value), z.enum(SERVICE_IDS, { error: 'Choose a service' }).nullable());

const reminders = z
  .array(wholeNumber('A reminder', CONSULTATION_TYPE_LIMITS.reminders.hours), { error: 'Give the reminders' })
  .max(CONSULTATION_TYPE_LIMITS.reminders.max, `At most ${CONSULTATION_TYPE_LIMITS.reminders.max} reminders`)
  .refine((hours) => new Set(hours).size === hours.length, 'Each reminder must be at a different time');

const HOUR = 60;

export const consultationTypeInputSchema = z
  .object({
    slug,
    name,
    description,
    durationMinutes: minutes('The duration', CONSULTATION_TYPE_LIMITS.durationMinutes),
    serviceId,
    channel: z.enum(CHANNELS, { error: 'Choose how the consultation takes place' }),
    videoUrl: z.string({ error: 'The video link must be text' }).trim().max(CONSULTATION_TYPE_LIMITS.videoUrl, `The video link can have at most ${CONSULTATION_TYPE_LIMITS.videoUrl} characters`),
    intervalMinutes: minutes('The interval', CONSULTATION_TYPE_LIMITS.intervalMinutes),
    bufferBeforeMinutes: minutes('The buffer before', CONSULTATION_TYPE_LIMITS.bufferMinutes),
    bufferAfterMinutes: minutes('The buffer after', CONSULTATION_TYPE_LIMITS.bufferMinutes),
    minimumNoticeHours: wholeNumber('The minimum notice', CONSULTATION_TYPE_LIMITS.minimumNoticeHours),
    horizonDays: wholeNumber('The booking horizon', CONSULTATION_TYPE_LIMITS.horizonDays),
    maxPerDay: optionalWholeNumber('The maximum per day', CONSULTATION_TYPE_LIMITS.maxPerDay),
    changeNoticeHours: wholeNumber('The notice for changes', CONSULTATION_TYPE_LIMITS.changeNoticeHours),
    remindersHoursBefore: reminders,
    active: z.boolean({ error: 'Say whether it can be booked' }),
    order: wholeNumber('The order', CONSULTATION_TYPE_LIMITS.order),
  })
  .superRefine((input, context) => {
    // A video consultation needs its meeting link; a link is always a secure one.
    if (input.channel === 'video' && input.videoUrl === '') context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'A video consultation needs its meeting link' });
    else if (input.videoUrl !== '' && !(URL.canParse(input.videoUrl) && new URL(input.videoUrl).protocol === 'https:'))
      context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'Give the meeting’s full link, starting with https://' });
  })
  .transform(({ minimumNoticeHours, changeNoticeHours, remindersHoursBefore, ...input }) => ({
    ...input,
    minimumNoticeMinutes: minimumNoticeHours * HOUR,
    changeNoticeMinutes: changeNoticeHours * HOUR,
    // Earliest first, as the mails go out.
    remindersMinutesBefore: [...remindersHoursBefore].sort((a, b) => b - a).map((hours) => hours * HOUR),
  }));

export type ConsultationTypeFormInput = z.input<typeof consultationTypeInputSchema>;
// What the store saves: every stored field but `sample`.
export type ConsultationTypeInput = z.output<typeof consultationTypeInputSchema>;

