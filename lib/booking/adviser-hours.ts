import { z } from 'zod';
import { parseBerlinDay } from '@/lib/time/berlin';
import { singleLine } from '@/lib/fields/single-line';

// The adviser hours record: one staff member's availability for bookings. Its fields once, with
// their labels and hints, the input schema, the DTO, the mapper from a stored document and the
// back-office form's values. Storage is models/adviser-hours.ts; reads are
// lib/server/booking/catalog.ts, writes lib/server/booking/setup-store.ts; lib/booking/slots.ts
// turns the hours into free start times.

export const ADVISER_HOURS_LIMITS = {
  intervalsPerDay: 6,
  exceptions: 100,
  note: 120,
  typeIds: 50,
} as const;

// The back office's labels and hints of the fields of an interval and an exception (it stays
// English).
export const ADVISER_HOURS_LABELS = {
  start: 'From',
  end: 'To',
  day: 'Date',
  note: 'Note',
  // An exception's intervals.
  intervals: 'Hours on this day',
} as const;

export const ADVISER_HOURS_HINTS = {
  note: 'For you and your colleagues, e.g. “Public holiday”.',
  intervals: 'None: a day off.',
} as const;

// "09:00" … "23:55" and "24:00" (the end of the day); minutes on the five-minute grid of the claims.
const WALL_TIME = /^(?:([01]\d|2[0-3]):([0-5][05])|24:00)$/;

export const wallMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const time = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .regex(WALL_TIME, `${label} must be a time like 09:30, in steps of 5 minutes`);

const interval = z.object({ start: time('The start'), end: time('The end') });
type Interval = z.output<typeof interval>;

// Each interval ends after it starts, and no two of one day overlap; each message lands on the
// field to change (the end before the start, the later interval's start).
function checkIntervals(intervals: Interval[], context: z.RefinementCtx) {
  intervals.forEach((entry, index) => {
    if (entry.start === '24:00') context.addIssue({ code: 'custom', path: [index, 'start'], message: 'The start must be before midnight' });
    else if (wallMinutes(entry.end) <= wallMinutes(entry.start)) context.addIssue({ code: 'custom', path: [index, 'end'], message: 'The end must be after the start' });
  });
  const order = intervals.map((entry, index) => ({ ...entry, index })).sort((a, b) => wallMinutes(a.start) - wallMinutes(b.start));
  for (let i = 1; i < order.length; i += 1) {
    const [before, after] = [order[i - 1]!, order[i]!];
    if (wallMinutes(after.start) < wallMinutes(before.end)) context.addIssue({ code: 'custom', path: [after.index, 'start'], message: `This overlaps ${before.start}–${before.end}` });
  }
}

const intervals = (maximum: number) =>
  z
    .array(interval, { error: 'Give the hours' })
    .max(maximum, `At most ${maximum} intervals a day`)
    .superRefine(checkIntervals);

const day = z
  .string({ error: 'Choose the day' })
  .trim()
  .refine((value) => parseBerlinDay(value) !== null, 'Choose the day');

const exception = z.object({
  day,
  // None: the adviser does not work that day.
  intervals: intervals(ADVISER_HOURS_LIMITS.intervalsPerDay),
  note: singleLine(z.string({ error: 'The note must be text' }).trim().max(ADVISER_HOURS_LIMITS.note, `The note can have at most ${ADVISER_HOURS_LIMITS.note} characters`), 'The note'),
});

// An adviser's availability as they (or an administrator) save it: the actions of /admin/availability
// and /admin/availability/{userId}. Every time is Berlin's wall clock, "HH:mm". The week is seven
// days, Monday first, each with zero or more intervals; the output is the stored flat list
// (models/adviser-hours.ts). Whether the types named exist is checked by the store, which reads
// them; whether it is a sample is not input (any save ends it).
export const adviserHoursInputSchema = z
  .object({
    // Monday to Sunday.
    week: z
      .array(z.object({ intervals: intervals(ADVISER_HOURS_LIMITS.intervalsPerDay) }), { error: 'Give the weekly hours' })
      .length(7, 'Give the hours of each of the seven days'),
    exceptions: z
      .array(exception, { error: 'Give the exceptions' })
      .max(ADVISER_HOURS_LIMITS.exceptions, `At most ${ADVISER_HOURS_LIMITS.exceptions} exceptions`)
      .superRefine((entries, context) => {
        const seen = new Set<string>();
        entries.forEach((entry, index) => {
          if (seen.has(entry.day)) context.addIssue({ code: 'custom', path: [index, 'day'], message: 'This day has another exception already' });
          seen.add(entry.day);
        });
      }),
    typeIds: z
      .array(z.string().trim().min(1).max(40), { error: 'Choose the consultation types' })
      .max(ADVISER_HOURS_LIMITS.typeIds, `At most ${ADVISER_HOURS_LIMITS.typeIds} types`)
      .transform((ids) => [...new Set(ids)]),
  })
  .transform(({ week, exceptions, typeIds }) => ({
    weekly: week.flatMap((entry, index) =>
      [...entry.intervals].sort((a, b) => wallMinutes(a.start) - wallMinutes(b.start)).map((span) => ({ weekday: (index + 1) as 1 | 2 | 3 | 4 | 5 | 6 | 7, ...span })),
    ),
    exceptions: [...exceptions]
      .sort((a, b) => a.day.localeCompare(b.day))
      .map((entry) => ({ ...entry, intervals: [...entry.intervals].sort((a, b) => wallMinutes(a.start) - wallMinutes(b.start)) })),
    typeIds,
  }));

export type AdviserHoursFormInput = z.input<typeof adviserHoursInputSchema>;
export type AdviserHoursInput = z.output<typeof adviserHoursInputSchema>;

// An adviser's availability as stored (one per staff account) and edited: the input as saved
// (the week as a flat list by weekday, the exceptions, the consultation types this adviser
// takes), and what only the server sets.
export type AdviserHoursRecord = AdviserHoursInput & {
  userId: string;
  // Added by the seed for the first administrator; listed by the launch check until saved.
  sample: boolean;
};

// One working interval on Berlin's wall clock, "HH:mm" to "HH:mm", on an ISO weekday (1 Monday).
export type WeeklyInterval = AdviserHoursRecord['weekly'][number];
// A dated exception replaces that day's weekly hours: no intervals for a day off or holiday.
export type HoursException = AdviserHoursRecord['exceptions'][number];

// A stored document as mongoose reads it (lean); `_id` is the account's id.
export type StoredAdviserHours = {
  _id: string;
  weekly?: Array<{ weekday: number; start: string; end: string }> | null;
  exceptions?: Array<{ day: string; intervals?: Array<{ start: string; end: string }> | null; note?: string | null }> | null;
  typeIds?: string[] | null;
  sample?: boolean | null;
};

export function toAdviserHoursRecord(row: StoredAdviserHours): AdviserHoursRecord {
  return {
    userId: row._id,
    weekly: (row.weekly ?? []).map((entry) => ({ weekday: entry.weekday as WeeklyInterval['weekday'], start: entry.start, end: entry.end })),
    exceptions: (row.exceptions ?? []).map(
      (entry): HoursException => ({ day: entry.day, intervals: (entry.intervals ?? []).map(({ start, end }) => ({ start, end })), note: entry.note ?? '' }),
    ),
    typeIds: [...(row.typeIds ?? [])],
    sample: row.sample ?? false,
  };
}

// The form's values: the week as seven days (Monday first) with their intervals, the dated
// exceptions, and one checkbox per consultation type offered, in the order offered. The paths match
// the action's schema, but for the types (`types.0` in the form, `typeIds` in the schema).
type FormInterval = { start: string; end: string };
export type AdviserHoursFormValues = {
  week: { intervals: FormInterval[] }[];
  exceptions: { day: string; intervals: FormInterval[]; note: string }[];
  types: boolean[];
};

export const newInterval = (): FormInterval => ({ start: '09:00', end: '17:00' });
export const newException = () => ({ day: '', intervals: [] as FormInterval[], note: '' });

// `typeIds`: the types the form offers (a type deleted since is dropped, so saving stays possible).
export function adviserHoursFormValues(hours: AdviserHoursRecord | null, typeIds: readonly string[]): AdviserHoursFormValues {
  return {
    week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      intervals: (hours?.weekly ?? []).filter((entry) => entry.weekday === weekday).map(({ start, end }) => ({ start, end })),
    })),
    exceptions: (hours?.exceptions ?? []).map((entry) => ({ day: entry.day, intervals: entry.intervals.map(({ start, end }) => ({ start, end })), note: entry.note })),
    types: typeIds.map((id) => hours?.typeIds.includes(id) ?? false),
  };
}

export function adviserHoursFormInput({ types, ...values }: AdviserHoursFormValues, typeIds: readonly string[]): AdviserHoursFormInput {
  return { ...values, typeIds: typeIds.filter((_, index) => types[index]) };
}

// A list's own message goes to its `root`; the types' message to the first type's checkbox.
export function adviserHoursFormField(key: string): string {
  if (key === 'typeIds') return 'types.0';
  if (key === 'exceptions' || /^(week|exceptions)\.\d+\.intervals$/.test(key)) return `${key}.root`;
  return key;
}
