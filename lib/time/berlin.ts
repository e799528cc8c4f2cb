// The firm works in Berlin: staff enter and read schedule times as Berlin wall-clock time, whatever
// the browser's or the server's own time zone.
export const FIRM_TIME_ZONE = 'Europe/Berlin';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: FIRM_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function berlinParts(date: Date): WallClock {
  const found: WallClock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of parts.formatToParts(date)) if (part.type in found) found[part.type as keyof WallClock] = Number(part.value);
  return found;
}

// Berlin's offset from UTC at that instant, in minutes (60 in winter, 120 in summer).
function offsetMinutes(date: Date): number {
  const p = berlinParts(date);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
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
  const wall = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(wall);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59 || second > 59) return null;
  // Two guesses cover both offsets; the one that reads back as the same wall time wins.
  for (const guess of [wall - 120 * 60_000, wall - 60 * 60_000]) {
    const date = new Date(guess);
    if (guess + offsetMinutes(date) * 60_000 === wall) return date;
  }
  return new Date(wall - 60 * 60_000);
}

// The instant as a datetime-local value in Berlin time ("2026-11-24T09:05"), for form fields.
export function toBerlinLocal(date: Date): string {
  const p = berlinParts(date);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const readable = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: FIRM_TIME_ZONE });

// "24 November 2026 at 09:05" in Berlin time, for staff screens.
export function formatBerlinDateTime(date: Date): string {
  return readable.format(date);
}

const pad2 = (n: number) => String(n).padStart(2, '0');

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

// "25 November 2026, 16:05 (Berlin time)": how every e-mail states a time, whatever the server's
// zone (a reader may be anywhere; the firm's day is Berlin's).
export function formatBerlinMailTime(date: Date): string {
  const p = berlinParts(date);
  return `${p.day} ${MONTHS[p.month - 1]} ${p.year}, ${pad2(p.hour)}:${pad2(p.minute)} (Berlin time)`;
}

// The instant in ISO 8601 as Berlin wall-clock time with its offset ("2026-03-29T03:30:00+02:00"):
// what the team reads in a spreadsheet, still exact for a program (the exports).
export function toBerlinIso(date: Date): string {
  const p = berlinParts(date);
  const offset = offsetMinutes(date);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad2(Math.floor(Math.abs(offset) / 60))}:${pad2(Math.abs(offset) % 60)}`;
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}T${pad2(p.hour)}:${pad2(p.minute)}:${pad2(p.second)}${zone}`;
}

// The Berlin calendar day of the instant, "YYYY-MM-DD".
export function berlinDay(date: Date): string {
  const p = berlinParts(date);
  return `${p.year}-${pad2(p.month)}-${pad2(p.day)}`;
}

// "YYYY-MM-DD" moved by whole calendar days (no time zone involved: a day is a date here).
export function addDays(day: string, delta: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + delta)).toISOString().slice(0, 10);
}

// The instant Berlin's clocks show midnight at the start of that day.
export function berlinDayStart(day: string): Date {
  const start = berlinLocalToDate(`${day}T00:00`);
  if (!start) throw new Error(`Not a day: ${day}`);
  return start;
}

// A Berlin calendar day typed by a person ("2026-11-24") → the instant it begins; null when the
// text names no day.
export function parseBerlinDay(day: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? berlinLocalToDate(`${day}T00:00`) : null;
}
