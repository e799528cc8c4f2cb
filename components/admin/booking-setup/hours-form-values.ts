import type { AdviserHoursRecord } from '@/lib/booking/booking';
import type { AdviserHoursFormInput } from '@/lib/validation/adviser-hours';

// The hours form's values: the week as seven days (Monday first) with their intervals, the dated
// exceptions, and one checkbox per consultation type offered, in the order offered. The paths match
// the action's schema, but for the types (`types.0` in the form, `typeIds` in the schema).

type Interval = { start: string; end: string };
export type HoursFormValues = {
  week: { intervals: Interval[] }[];
  exceptions: { day: string; intervals: Interval[]; note: string }[];
  types: boolean[];
};

export const newInterval = (): Interval => ({ start: '09:00', end: '17:00' });
export const newException = () => ({ day: '', intervals: [] as Interval[], note: '' });

// `typeIds`: the types the form offers (a type deleted since is dropped, so saving stays possible).
export function toHoursFormValues(hours: AdviserHoursRecord | null, typeIds: readonly string[]): HoursFormValues {
  return {
    week: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      intervals: (hours?.weekly ?? []).filter((entry) => entry.weekday === weekday).map(({ start, end }) => ({ start, end })),
    })),
    exceptions: (hours?.exceptions ?? []).map((entry) => ({ day: entry.day, intervals: entry.intervals.map(({ start, end }) => ({ start, end })), note: entry.note })),
    types: typeIds.map((id) => hours?.typeIds.includes(id) ?? false),
  };
}

export function toHoursInput({ types, ...values }: HoursFormValues, typeIds: readonly string[]): AdviserHoursFormInput {
  return { ...values, typeIds: typeIds.filter((_, index) => types[index]) };
}

// A list's own message goes to its `root`; the types' message to the first type's checkbox.
export function hoursFieldOf(key: string): string {
  if (key === 'typeIds') return 'types.0';
  if (key === 'exceptions' || /^(week|exceptions)\.\d+\.intervals$/.test(key)) return `${key}.root`;
  return key;
}
