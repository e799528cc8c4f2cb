// The firm works from Berlin, so "this month" is a Berlin calendar month whatever the server's zone.
export const DASHBOARD_TIME_ZONE = 'Europe/Berlin';

// month is 1 to 12.
export type MonthRef = { year: number; month: number };

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// h23: some engines write midnight as hour 24 with the default hour cycle.
const wallClock = new Intl.DateTimeFormat('en-US', {
  timeZone: DASHBOARD_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

function wallParts(date: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number> {
  const parts = Object.fromEntries(wallClock.formatToParts(date).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

// How far Berlin's wall clock is ahead of UTC at this instant (1 or 2 hours), in milliseconds.
function offsetAt(instant: number): number {
  const p = wallParts(new Date(instant));
  const wallAsUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return wallAsUtc - Math.floor(instant / 1000) * 1000;
}

export function berlinMonth(date: Date): MonthRef {
  const { year, month } = wallParts(date);
  return { year, month };
}

export function addMonths(ref: MonthRef, delta: number): MonthRef {
  const index = ref.year * 12 + (ref.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (((index % 12) + 12) % 12) + 1 };
}

// The instant Berlin's clocks show midnight on the 1st. The offset is read a second time at the
// first guess, in case the guess and the answer fall on different sides of a clock change.
export function monthStart(ref: MonthRef): Date {
  const wall = Date.UTC(ref.year, ref.month - 1, 1);
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

// Half-open: start <= t < end, so an instant never belongs to two months.
export function monthRange(ref: MonthRef): { start: Date; end: Date } {
  return { start: monthStart(ref), end: monthStart(addMonths(ref, 1)) };
}

export function monthKey(ref: MonthRef): string {
  return `${ref.year}-${String(ref.month).padStart(2, '0')}`;
}

export function monthLabel(ref: MonthRef): string {
  return `${MONTH_NAMES[ref.month - 1]} ${ref.year}`;
}

// The `count` months up to and including the current Berlin month, oldest first.
export function lastMonths(now: Date, count: number): MonthRef[] {
  const current = berlinMonth(now);
  return Array.from({ length: count }, (_, i) => addMonths(current, i - count + 1));
}

// PostView.day holds a UTC calendar day (YYYY-MM-DD), so a month of view buckets is a range of
// day strings; comparing them as text is the same as comparing the days.
export function dayBounds(ref: MonthRef): { from: string; to: string } {
  return { from: `${monthKey(ref)}-01`, to: `${monthKey(ref)}-31` };
}
