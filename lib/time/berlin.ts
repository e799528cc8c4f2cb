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

// The Berlin calendar day of an instant, "2026-11-24".
export function berlinDate(date: Date): string {
  return toBerlinLocal(date).slice(0, 10);
}

// The instant a Berlin calendar day ("2026-11-24") begins; null for a text that names no day.
export function berlinDayStart(day: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? berlinLocalToDate(`${day}T00:00`) : null;
}

// The Berlin day after the given one ("2026-03-28" → "2026-03-29"), across month and year ends.
export function nextBerlinDay(day: string): string {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10);
}
