import { z } from 'zod';
import { PATHNAMES } from '@/i18n/pathnames';
import { asLocalized, formLocalized, languageName, localizedSchema, pickLocalized, type Localized, type StoredLocalized, eachField } from '@/lib/i18n/localized';
import { SERVICE_IDS } from '@/lib/services/service';
import { boundedLine } from '@/lib/fields/bounded-line';
import { CHANNELS, type Channel } from './booking';
import { CELL_MINUTES } from './cells';
import type { Locale } from '@/i18n/locales';

// The consultation type record: a kind of consultation visitors can book. Its fields once, with
// their labels and hints, the input schema, the DTO and public type, the mapper from a stored
// document and the back-office form's values. Storage is models/consultation-type.ts; reads are
// lib/server/booking/catalog.ts, writes lib/server/booking/setup-store.ts.

export const CONSULTATION_TYPE_LIMITS = {
  slug: 80,
  name: { min: 2, max: 100 },
  description: 600,
  preparation: 600,
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

// The defaults the issue names for a new consultation type.
export const CONSULTATION_DEFAULTS = {
  durationMinutes: 30,
  intervalMinutes: 30,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 10,
  minimumNoticeMinutes: 12 * 60,
  horizonDays: 30,
  maxPerDay: null as number | null,
  changeNoticeMinutes: 24 * 60,
  // Reminders before the meeting, in minutes (24 h and 1 h).
  remindersMinutesBefore: [24 * 60, 60] as number[],
};

// The fields a visitor reads in their language ({ en, de? }); the rest are written once.
export const CONSULTATION_TYPE_LOCALIZED_FIELDS = ['name', 'description', 'preparation'] as const;

// The back office's labels and hints of each field of the form (it stays English).
export const CONSULTATION_TYPE_LABELS = {
  name: 'Name',
  description: 'Description',
  preparation: 'How to prepare',
  slug: 'Address of its booking page',
  serviceId: 'Service',
  active: 'Visitors can book it',
  order: 'Position in lists',
  durationMinutes: 'Duration (minutes)',
  channel: 'Channel',
  videoUrl: 'Video meeting link',
  intervalMinutes: 'Start times every (minutes)',
  bufferBeforeMinutes: 'Free time before (minutes)',
  bufferAfterMinutes: 'Free time after (minutes)',
  minimumNoticeHours: 'Minimum notice (hours)',
  horizonDays: 'Bookable up to (days ahead)',
  maxPerDay: 'Most bookings a day per adviser',
  changeNoticeHours: 'Notice to cancel or move by link (hours)',
  // Each reminder's one field.
  reminders: 'Hours before the meeting',
} as const;

export const CONSULTATION_TYPE_HINTS = {
  description: 'A sentence or two on the booking page.',
  preparation: 'What the visitor should have ready, on the booking page: for example "Your passport and your degree certificate, scanned".',
  slug: 'Lower-case letters, digits and hyphens: /book/first-consultation.',
  fee: (fee: string) => `Fee, from the service’s settings: ${fee}.`,
  noFee: 'No service: the booking page shows no fee.',
  order: 'Lower numbers come first.',
  minutes: 'In steps of 5 minutes.',
  videoUrl: 'Needed for video consultations: the link every booking of this type gets, starting with https://.',
  office: 'Office visits give the office address from the site settings.',
  buffers: 'Kept free in the adviser’s hours around each meeting, in steps of 5 minutes.',
  maxPerDay: 'Empty: no limit.',
  changeNotice: 'Closer to the meeting, the link page offers phone and WhatsApp instead.',
  reminders: 'Sent by e-mail before the meeting; at most three.',
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
const preparationText = (label: string) =>
  z.string({ error: `${label} must be text` }).trim().max(CONSULTATION_TYPE_LIMITS.preparation, `${label} can have at most ${CONSULTATION_TYPE_LIMITS.preparation} characters`);
// Optional: a type saved before it existed has none.
const preparation = localizedSchema(preparationText('How to prepare'), (locale) => preparationText(`How to prepare (${languageName(locale)})`))
  .optional()
  .transform((text) => text ?? { en: '' });

// Empty or the service's id (its fee is shown from the service's settings).
const serviceId = z.preprocess((value) => (value === '' ? null : value), z.enum(SERVICE_IDS, { error: 'Choose a service' }).nullable());

const reminders = z
  .array(wholeNumber('A reminder', CONSULTATION_TYPE_LIMITS.reminders.hours), { error: 'Give the reminders' })
  .max(CONSULTATION_TYPE_LIMITS.reminders.max, `At most ${CONSULTATION_TYPE_LIMITS.reminders.max} reminders`)
  .refine((hours) => new Set(hours).size === hours.length, 'Each reminder must be at a different time');

const HOUR = 60;

// A consultation type as an administrator saves it (the actions of /admin/consultations/new and
// /admin/consultations/{id}). The form speaks in hours where people think in hours (notice, the
// reminders); the output is the stored fields (models/consultation-type.ts), in minutes. Whether it
// is a sample is not input: only the seed stores samples, and any save ends it.
export const consultationTypeInputSchema = z
  .object({
    slug,
    name,
    description,
    preparation,
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

// A consultation type as stored and edited in the back office: the input as saved, and what only
// the server sets. Its slot rules (duration, interval, buffers, notice, horizon, daily maximum) are
// lib/booking/slots.ts's SlotRules. The service is any id stored, not only one of today's
// SERVICE_IDS (readers check it with isServiceId): the one field whose shape is not the input's.
export type ConsultationTypeRecord = Omit<ConsultationTypeInput, 'serviceId'> & {
  id: string;
  // The service it belongs to; its fee is shown from the service's settings.
  serviceId: string | null;
  // Added by the seed on a fresh install, listed by the launch check until someone saves it.
  sample: boolean;
};

type LocalizedField = (typeof CONSULTATION_TYPE_LOCALIZED_FIELDS)[number];


// A consultation type as the public booking pages show it: its words in the page's language
// (English where there is no translation), and only what a visitor needs.
export type PublicConsultationType = Pick<ConsultationTypeRecord, 'id' | 'slug' | 'durationMinutes' | 'channel' | 'serviceId' | 'horizonDays'> & Record<LocalizedField, string>;

// A stored document as mongoose reads it (lean).
export type StoredConsultationType = {
  _id: { toString(): string };
  slug: string;
  name: StoredLocalized;
  description?: StoredLocalized;
  preparation?: StoredLocalized;
  durationMinutes: number;
  serviceId?: string | null;
  channel: string;
  videoUrl?: string | null;
  intervalMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  horizonDays: number;
  maxPerDay?: number | null;
  changeNoticeMinutes: number;
  remindersMinutesBefore?: number[] | null;
  active?: boolean | null;
  sample?: boolean | null;
  order?: number | null;
};

export function toConsultationTypeRecord(row: StoredConsultationType): ConsultationTypeRecord {
  return {
    id: row._id.toString(),
    slug: row.slug,
    ...eachField(CONSULTATION_TYPE_LOCALIZED_FIELDS, (field): Localized => asLocalized(row[field])),
    durationMinutes: row.durationMinutes,
    serviceId: row.serviceId ?? null,
    channel: row.channel as Channel,
    videoUrl: row.videoUrl ?? '',
    intervalMinutes: row.intervalMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    minimumNoticeMinutes: row.minimumNoticeMinutes,
    horizonDays: row.horizonDays,
    maxPerDay: row.maxPerDay ?? null,
    changeNoticeMinutes: row.changeNoticeMinutes,
    remindersMinutesBefore: [...(row.remindersMinutesBefore ?? [])],
    active: row.active ?? true,
    sample: row.sample ?? false,
    order: row.order ?? 0,
  };
}

// In `locale`: each per-language field in that language, English where it has none.
export function toPublicConsultationType(type: ConsultationTypeRecord, locale: Locale): PublicConsultationType {
  const { id, slug, durationMinutes, channel, serviceId, horizonDays } = type;
  return { id, slug, durationMinutes, channel, serviceId, horizonDays, ...eachField(CONSULTATION_TYPE_LOCALIZED_FIELDS, (field) => pickLocalized(type[field], locale)) };
}

// The English address of a type's booking page (localizeHref gives the German one).
export function bookingPath(slug: string): string {
  return `/book/${encodeURIComponent(slug)}`;
}

// The form's values: numbers as their fields' text (the server parses them), notice in hours, the
// reminders as a list of hours. The paths match the action's schema, but for the reminders
// (`reminders.0.hours` in the form, `remindersHoursBefore.0` in the schema).
export type ConsultationTypeFormValues = Record<LocalizedField, Localized> & {
  slug: string;
  durationMinutes: string;
  serviceId: string;
  channel: Channel;
  videoUrl: string;
  intervalMinutes: string;
  bufferBeforeMinutes: string;
  bufferAfterMinutes: string;
  minimumNoticeHours: string;
  horizonDays: string;
  maxPerDay: string;
  changeNoticeHours: string;
  reminders: { hours: string }[];
  active: boolean;
  order: string;
};

const text = (value: number | null) => (value === null ? '' : String(value));

export const newReminder = () => ({ hours: '' });

// A new type starts from the defaults the issue names (CONSULTATION_DEFAULTS).
export function consultationTypeFormValues(type?: ConsultationTypeRecord): ConsultationTypeFormValues {
  const values = type ?? {
    ...CONSULTATION_DEFAULTS,
    ...eachField(CONSULTATION_TYPE_LOCALIZED_FIELDS, (): Localized => ({ en: '' })),
    slug: '',
    serviceId: null,
    channel: 'video' as const,
    videoUrl: '',
    active: true,
    order: 0,
  };
  return {
    slug: values.slug,
    ...eachField(CONSULTATION_TYPE_LOCALIZED_FIELDS, (field) => formLocalized(values[field])),
    durationMinutes: text(values.durationMinutes),
    serviceId: values.serviceId ?? '',
    channel: values.channel,
    videoUrl: values.videoUrl,
    intervalMinutes: text(values.intervalMinutes),
    bufferBeforeMinutes: text(values.bufferBeforeMinutes),
    bufferAfterMinutes: text(values.bufferAfterMinutes),
    minimumNoticeHours: text(values.minimumNoticeMinutes / HOUR),
    horizonDays: text(values.horizonDays),
    maxPerDay: text(values.maxPerDay),
    changeNoticeHours: text(values.changeNoticeMinutes / HOUR),
    reminders: values.remindersMinutesBefore.map((minutes) => ({ hours: text(minutes / HOUR) })),
    active: values.active,
    order: text(values.order),
  };
}

export function consultationTypeFormInput({ reminders, ...values }: ConsultationTypeFormValues): ConsultationTypeFormInput {
  return { ...values, remindersHoursBefore: reminders.map((reminder) => reminder.hours) };
}

export function consultationTypeFormField(key: string): string {
  if (key === 'remindersHoursBefore') return 'reminders.root';
  const reminder = /^remindersHoursBefore\.(\d+)$/.exec(key);
  return reminder ? `reminders.${reminder[1]}.hours` : key;
}
