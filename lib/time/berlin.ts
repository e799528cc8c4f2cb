import { addDays as addCalendarDays, format, isValid } from 'date-fns';
import { enGB } from 'date-fns/locale';
import { TZDate, tz } from '@date-fns/tz';

// The firm works in Berlin: staff enter and read schedule times as Berlin wall-clock time, the
// firm's days and months are Berlin's, whatever the browser's or the server's own time zone.
// date-fns with @date-fns/tz does the zone arithmetic; this module names what the product needs.
export const FIRM_TIME_ZONE = 'Europe/Berlin';

const inBerlin = tz(FIRM_TIME_ZONE);
const pad2 = (n: number) => String(n).padStart(2, '0');

function berlinText(date: Date, pattern: string): string {
  return format(date, pattern, { in: inBerlin });
}

const LOCAL_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

// "2026-03-29T10:30" (a datetime-local value) read as Berlin time → the instant, or null when the
// text is not such a value or names no real time. In the hour skipped when clocks go forward the
// time is read with the winter offset (02:30 → 03:30 summer time); in the hour repeated in
// autumn, the first (summer) one is meant.
export function berlinLocalToDate(text: string): Date | null {
  const match = LOCAL_PATTERN.exec(text);
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // TZDate takes the later of a repeated hour; an hour before shows the same wall time in autumn.
  const instant = new Date(new TZDate(year, month - 1, day, hour, minute, second, FIRM_TIME_ZONE).getTime());
  const hourBefore = new Date(instant.getTime() - 3_600_000);
  return berlinText(hourBefore, "yyyy-MM-dd'T'HH:mm:ss") === berlinText(instant, "yyyy-MM-dd'T'HH:mm:ss") ? hourBefore : instant;
}

// The instant as a datetime-local value in Berlin time ("2026-11-24T09:05"), for form fields.
export function toBerlinLocal(date: Date): string {
  return berlinText(date, "yyyy-MM-dd'T'HH:mm");
}

// "25 November 2026, 16:05 (Berlin time)": how every e-mail states a time, whatever the server's
// zone (a reader may be anywhere; the firm's day is Berlin's).
export function formatBerlinMailTime(date: Date): string {
  return format(date, "d MMMM yyyy, HH:mm '(Berlin time)'", { in: inBerlin, locale: enGB });
}

// The instant in ISO 8601 as Berlin wall-clock time with its offset ("2026-03-29T03:30:00+02:00"):
// what the team reads in a spreadsheet, still exact for a program (the exports).
export function toBerlinIso(date: Date): string {
  return berlinText(date, "yyyy-MM-dd'T'HH:mm:ssxxx");
}

// The Berlin calendar day of the instant, "YYYY-MM-DD".
export function berlinDay(date: Date): string {
  return berlinText(date, 'yyyy-MM-dd');
}

// The ISO week of the instant's Berlin day, "2026-W49" (weeks start on Monday; the week-numbering year).
export function berlinIsoWeek(date: Date): string {
  return berlinText(date, "RRRR-'W'II");
}

// The Berlin calendar month of the instant (month is 1 to 12).
export function berlinMonth(date: Date): { year: number; month: number } {
  const wall = new TZDate(date.getTime(), FIRM_TIME_ZONE);
  return { year: wall.getFullYear(), month: wall.getMonth() + 1 };
}

// The instant Berlin's clocks show midnight on the 1st of that month.
export function berlinMonthStart(year: number, month: number): Date {
  return new Date(new TZDate(year, month - 1, 1, FIRM_TIME_ZONE).getTime());
}

// "YYYY-MM-DD" moved by whole calendar days (no time zone involved: a day is a date here).
export function addDays(day: string, delta: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return format(addCalendarDays(new TZDate(year, month - 1, date, 'UTC'), delta), 'yyyy-MM-dd');
}

// The instant Berlin's clocks show midnight at the start of that day.
export function berlinDayStart(day: string): Date {
  const start = parseBerlinDay(day);
  if (!start) throw new Error(`Not a day: ${day}`);
  return start;
}

// A Berlin calendar day typed by a person ("2026-11-24") → the instant it begins; null when the
// text names no day.
export function parseBerlinDay(day: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const start = new TZDate(year, month - 1, date, FIRM_TIME_ZONE);
  // TZDate rolls 30 February over into March; a day that does not exist is no day.
  return isValid(start) && `${start.getFullYear()}-${pad2(start.getMonth() + 1)}-${pad2(start.getDate())}` === day ? new Date(start.getTime()) : null;
}
