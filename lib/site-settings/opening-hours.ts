// The firm's opening hours: for each weekday either closed (null) or open from–to, as 24-hour
// "HH:MM". Shown on the contact page and given to search engines; a week with every day closed
// means "not stated" and shows nothing.

export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayHours = { opens: string; closes: string } | null;
export type OpeningHours = Record<Weekday, DayHours>;

export const DAY_NAMES: Record<Weekday, string> = { mon: 'Monday', tue: 'Tuesday', wed: 'Wednesday', thu: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday' };
const SHORT: Record<Weekday, string> = { mon: 'Mon', tue: 'Tue', wed: 'Wed', thu: 'Thu', fri: 'Fri', sat: 'Sat', sun: 'Sun' };
// schema.org's two-letter days, also the form of COMPANY_OPENING_HOURS.
const SCHEMA_DAYS: Record<string, Weekday> = { mo: 'mon', tu: 'tue', we: 'wed', th: 'thu', fr: 'fri', sa: 'sat', su: 'sun' };

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export const NOT_STATED: OpeningHours = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };

export const hoursStated = (hours: OpeningHours): boolean => WEEKDAYS.some((day) => hours[day] !== null);

const sameHours = (a: DayHours, b: DayHours) => (a === null ? b === null : b !== null && a.opens === b.opens && a.closes === b.closes);

// Consecutive days with the same hours, together: Mon–Fri 09:00–18:00, Sat 10:00–14:00, Sun closed.
export type HoursRow = { days: Weekday[]; label: string; hours: DayHours; text: string };

export function groupOpeningHours(hours: OpeningHours): HoursRow[] {
  const rows: HoursRow[] = [];
  for (const day of WEEKDAYS) {
    const last = rows.at(-1);
    if (last && sameHours(last.hours, hours[day])) last.days.push(day);
    else rows.push({ days: [day], label: '', hours: hours[day], text: '' });
  }
  for (const row of rows) {
    const first = row.days[0]!;
    const end = row.days.at(-1)!;
    row.label = row.days.length === 1 ? SHORT[first] : `${SHORT[first]}–${SHORT[end]}`;
    row.text = row.hours ? `${row.hours.opens}–${row.hours.closes}` : 'closed';
  }
  return rows;
}

// schema.org OpeningHoursSpecification, one per group of open days.
export function openingHoursSpecification(hours: OpeningHours) {
  return groupOpeningHours(hours)
    .filter((row) => row.hours)
    .map((row) => ({ '@type': 'OpeningHoursSpecification', dayOfWeek: row.days.map((day) => DAY_NAMES[day]), opens: row.hours!.opens, closes: row.hours!.closes }));
}

// COMPANY_OPENING_HOURS in schema.org's short form: "Mo-Fr 09:00-18:00; Sa 10:00-14:00". Anything
// it cannot read gives null (the caller then states no hours) rather than hours nobody meant.
export function parseOpeningHours(text: string): OpeningHours | null {
  const hours: OpeningHours = { ...NOT_STATED };
  const parts = text.split(/[;,]/).map((part) => part.trim()).filter(Boolean);
  if (!parts.length) return null;
  for (const part of parts) {
    const match = /^([a-z]{2})(?:\s*-\s*([a-z]{2}))?\s+(\d{2}:\d{2})\s*-\s*(\d{2}:\d{2})$/i.exec(part);
    if (!match) return null;
    const [, from, to, opens, closes] = match;
    const start = SCHEMA_DAYS[from!.toLowerCase()];
    const end = SCHEMA_DAYS[(to ?? from)!.toLowerCase()];
    if (!start || !end || !TIME_PATTERN.test(opens!) || !TIME_PATTERN.test(closes!) || opens! >= closes!) return null;
    const first = WEEKDAYS.indexOf(start);
    const last = WEEKDAYS.indexOf(end);
    if (last < first) return null;
    for (const day of WEEKDAYS.slice(first, last + 1)) hours[day] = { opens: opens!, closes: closes! };
  }
  return hours;
}
