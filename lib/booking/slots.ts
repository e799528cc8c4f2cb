import { addDays, berlinDay, berlinLocalToDate, toBerlinLocal } from '@/lib/time/berlin';

// The free times of one adviser for one consultation type (issue 29, booking). Pure: the caller
// reads the adviser's hours, exceptions and bookings; this decides which start times to offer.
// Slots are generated on Berlin's wall clock, so a 10:00 slot stays 10:00 Berlin across the clock
// changes, and become instants only at the end.

// "HH:mm" on Berlin's clock; a working interval is [start, end) of one day.
export type WallInterval = { start: string; end: string };

// Weekly hours by ISO weekday (1 Monday … 7 Sunday); a weekday without an entry is not worked.
export type WeeklyHours = Partial<Record<1 | 2 | 3 | 4 | 5 | 6 | 7, WallInterval[]>>;

// A dated exception replaces that day's weekly hours: none for a day off, others for extra or
// other hours.
export type DayException = { day: string; intervals: WallInterval[] };

export type SlotRules = {
  durationMinutes: number;
  // Starts are offered every `intervalMinutes` from the start of each working interval.
  intervalMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  minimumNoticeMinutes: number;
  // Bookable up to the end of the Berlin day `horizonDays` after today.
  horizonDays: number;
  // At most this many bookings of the adviser on one Berlin day; null for no limit.
  maxPerDay: number | null;
};

// Time the adviser is already taken (a booking with its own buffers, or any other block).
export type Busy = { start: Date; end: Date };

export type SlotInput = {
  hours: WeeklyHours;
  exceptions: readonly DayException[];
  rules: SlotRules;
  busy: readonly Busy[];
  // Bookings per Berlin day ("YYYY-MM-DD"), for the daily maximum.
  bookedPerDay: Readonly<Record<string, number>>;
  now: Date;
  // The Berlin days to look at, first and last included.
  firstDay: string;
  lastDay: string;
};

const MINUTE = 60_000;

function minutesOf(wall: string): number {
  const [hours = 0, minutes = 0] = wall.split(':').map(Number);
  return hours * 60 + minutes;
}

function wallTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

// The ISO weekday of a Berlin day (a date, no zone involved).
function weekdayOf(day: string): 1 | 2 | 3 | 4 | 5 | 6 | 7 {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const sunday0 = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return (sunday0 === 0 ? 7 : sunday0) as 1 | 2 | 3 | 4 | 5 | 6 | 7;
}

export function workingIntervals(day: string, hours: WeeklyHours, exceptions: readonly DayException[]): WallInterval[] {
  const exception = exceptions.find((candidate) => candidate.day === day);
  return exception ? exception.intervals : (hours[weekdayOf(day)] ?? []);
}

// An instant for a wall time of a Berlin day, or null where that time does not exist (the hour
// skipped when the clocks go forward).
function instantAt(day: string, minutes: number): Date | null {
  const local = `${day}T${wallTime(minutes)}`;
  const instant = berlinLocalToDate(local);
  return instant && toBerlinLocal(instant) === local ? instant : null;
}

// The start times to offer, in order.
export function freeSlots(input: SlotInput): Date[] {
  const { rules } = input;
  const earliest = input.now.getTime() + rules.minimumNoticeMinutes * MINUTE;
  const lastBookableDay = addDays(berlinDay(input.now), rules.horizonDays);
  const slots: Date[] = [];
  for (let day = input.firstDay; day <= input.lastDay && day <= lastBookableDay; day = addDays(day, 1)) {
    if (rules.maxPerDay !== null && (input.bookedPerDay[day] ?? 0) >= rules.maxPerDay) continue;
    for (const interval of workingIntervals(day, input.hours, input.exceptions)) {
      const open = minutesOf(interval.start);
      const close = minutesOf(interval.end);
      for (let start = open; start + rules.durationMinutes <= close; start += rules.intervalMinutes) {
        // The meeting and its buffers fit in the working interval.
        if (start - rules.bufferBeforeMinutes < open || start + rules.durationMinutes + rules.bufferAfterMinutes > close) continue;
        const from = instantAt(day, start - rules.bufferBeforeMinutes);
        const begin = instantAt(day, start);
        const to = instantAt(day, start + rules.durationMinutes + rules.bufferAfterMinutes);
        if (!from || !begin || !to || begin.getTime() < earliest) continue;
        const overlaps = input.busy.some((busy) => busy.start.getTime() < to.getTime() && from.getTime() < busy.end.getTime());
        if (!overlaps) slots.push(begin);
      }
    }
  }
  return slots;
}
