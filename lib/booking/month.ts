import { addDays } from '@/lib/time/berlin';
import { dayInZone } from '@/lib/time/format';

// The booking page's month view (issue 29): calendar months and days as "YYYY-MM" and "YYYY-MM-DD"
// strings in the visitor's zone, so nothing here depends on the zone of the machine running it.

export function monthOf(day: string): string {
  return day.slice(0, 7);
}

export function addMonths(month: string, delta: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + delta;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function daysInMonth(month: string): string[] {
  const days: string[] = [];
  for (let day = `${month}-01`; monthOf(day) === month; day = addDays(day, 1)) days.push(day);
  return days;
}

// The month the picker opens on: the first bookable one, or, moving a booking, the booking's own
// month (`around`), kept within the bookable months (first to last). Months are "YYYY-MM", so they
// compare as text.
export function openingMonth(first: string, last: string, around?: string | null): string {
  if (!around || around < first) return first;
  return around > last ? last : around;
}

// The ISO weekday (1 Monday … 7 Sunday) of a calendar day.
function weekday(day: string): number {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  return ((new Date(Date.UTC(year, month - 1, date)).getUTCDay() + 6) % 7) + 1;
}

// The month as weeks from Monday to Sunday; null pads the days of the neighbouring months.
export function monthWeeks(month: string): Array<Array<string | null>> {
  const cells: Array<string | null> = [...Array<null>(weekday(`${month}-01`) - 1).fill(null), ...daysInMonth(month)];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

// The Berlin days whose slots can fall on the visitor's days of the month: a visitor's day is
// Berlin's day or a neighbour of it (zones lie between UTC-12 and UTC+14), so one more on each side.
export function slotsRangeForMonth(month: string): { from: string; to: string } {
  const days = daysInMonth(month);
  return { from: addDays(days[0] as string, -1), to: addDays(days.at(-1) as string, 1) };
}

// The slots (ISO instants, in order) by the visitor's calendar day.
export function slotsByDay(slots: readonly string[], timeZone: string): Map<string, string[]> {
  const byDay = new Map<string, string[]>();
  for (const slot of slots) {
    const day = dayInZone(slot, timeZone);
    byDay.set(day, [...(byDay.get(day) ?? []), slot]);
  }
  return byDay;
}
