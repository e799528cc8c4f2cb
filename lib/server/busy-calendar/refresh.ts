import 'server-only';
import { claimOnce } from '@/lib/server/auth/single-use';
import { listConsultationTypes } from '@/lib/server/booking/catalog';
import { listAdvisers } from '@/lib/server/booking/setup-store';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';
import { calendarFetchOptions, CalendarFetchError, fetchCalendarText, type FetchOptions } from './fetch-calendar';
import { busyIntervals, NotACalendarError } from './parse-busy';
import { calendarsToRead, recordFailure, recordRead, type CalendarToRead } from './store';

// Reading the advisers' own calendars: every 10 minutes by the scheduler, and once right after an
// address is saved. Every instance runs the job; the read of an adviser's calendar in a 10-minute
// step is claimed with a unique insert (claimOnce), so one instance reads it.

export const BUSY_CALENDAR_EVERY_MS = 10 * 60_000;
const DEFAULT_HORIZON_DAYS = 30;

// From the start of today (Berlin) to the end of the furthest booking horizon of the types.
export async function readWindow(now: Date): Promise<{ from: Date; to: Date }> {
  const horizons = (await listConsultationTypes()).map((type) => type.horizonDays);
  const horizon = Math.max(DEFAULT_HORIZON_DAYS, ...horizons);
  const today = berlinDay(now);
  return { from: berlinDayStart(today), to: berlinDayStart(addDays(today, horizon + 1)) };
}

// Sealed under another JWT_SECRET than the server's now.
const UNREADABLE_ADDRESS = 'The saved address can no longer be opened (the server’s secret key changed): please save it again.';

function failureMessage(error: unknown): string {
  if (error instanceof CalendarFetchError || error instanceof NotACalendarError) return error.message;
  console.error('[busy-calendar] unexpected failure reading a calendar:', error);
  return 'The calendar could not be read (an unexpected error; the server log has the details).';
}

// Reads one calendar and records the result; answers the failure's message, or null on success.
export async function readCalendar(calendar: CalendarToRead, now: Date, window: { from: Date; to: Date }, options: Partial<FetchOptions> = {}): Promise<string | null> {
  let message: string;
  if (!calendar.address) message = UNREADABLE_ADDRESS;
  else {
    try {
      const text = await fetchCalendarText(calendar.address, calendarFetchOptions(options));
      await recordRead(calendar, busyIntervals(text, window.from, window.to), now);
      return null;
    } catch (error) {
      message = failureMessage(error);
    }
  }
  await recordFailure(calendar, message, now);
  return message;
}

// Reads one adviser's calendar now (after their address was saved), whatever the claims say.
export async function readCalendarNow(userId: string, now: Date = new Date(), options: Partial<FetchOptions> = {}): Promise<string | null> {
  const [calendar] = await calendarsToRead([userId]);
  if (!calendar) return null;
  return readCalendar(calendar, now, await readWindow(now), options);
}

// The job's run: each calendar whose read in this 10-minute step this instance claims first.
export async function readDueCalendars(now: Date = new Date(), options: Partial<FetchOptions> = {}): Promise<number> {
  // Only for accounts that take bookings now: a disabled account's, or one whose role lost lead
  // access, waits (kept, so it works again when the account does).
  const advisers = new Set((await listAdvisers()).filter((adviser) => !adviser.disabled).map((adviser) => adviser.id));
  const calendars = (await calendarsToRead()).filter((calendar) => advisers.has(calendar.userId));
  if (calendars.length === 0) return 0;
  const window = await readWindow(now);
  const step = Math.floor(now.getTime() / BUSY_CALENDAR_EVERY_MS);
  let read = 0;
  for (const calendar of calendars) {
    if (!(await claimOnce(`busy-calendar:${calendar.userId}:${step}`, new Date(now.getTime() + 2 * BUSY_CALENDAR_EVERY_MS)))) continue;
    await readCalendar(calendar, now, window, options);
    read += 1;
  }
  return read;
}

export const busyCalendarJob: ScheduledJob = {
  name: 'busy-calendar',
  everyMs: BUSY_CALENDAR_EVERY_MS,
  firstAfterMs: 60_000,
  run: async () => {
    await readDueCalendars();
  },
};
