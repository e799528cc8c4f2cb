import 'server-only';
import mongoose from 'mongoose';
import type { AdviserHoursRecord } from '@/lib/booking/adviser-hours';
import type { ConsultationTypeRecord } from '@/lib/booking/consultation-type';
import { freeSlots, type Busy, type WeeklyHours } from '@/lib/booking/slots';
import { addDays, berlinDayStart } from '@/lib/time/berlin';
import { busyTimesOf } from '@/lib/server/busy-calendar/store';
import { connectDb } from '@/lib/server/db';
import { Booking } from '@/models/booking';
import { advisersForType, consultationTypeById, type BookableAdviser } from './catalog';

// The free times of a consultation type: per adviser from their hours, their bookings and the
// busy times of their own calendar (lib/server/busy-calendar/; lib/booking/slots.ts decides), and
// the union the visitor is offered. Busy times block like bookings; what they are never leaves here.

export type SlotOptions = {
  // For a move: the booking whose own time does not count as busy (it may keep or overlap its old
  // time). A type no longer offered still has times for moving its bookings.
  ignoreBookingId?: string;
};

// One adviser's free starts, and how many bookings they have on each Berlin day.
export type AdviserSlots = { adviser: BookableAdviser; slots: Date[]; bookedPerDay: Record<string, number> };

function weeklyHours(hours: AdviserHoursRecord): WeeklyHours {
  const weekly: WeeklyHours = {};
  for (const { weekday, start, end } of hours.weekly) (weekly[weekday] ??= []).push({ start, end });
  for (const intervals of Object.values(weekly)) intervals.sort((a, b) => a.start.localeCompare(b.start));
  return weekly;
}

type BookedTime = { _id: { toString(): string }; adviserId: string; day: string; blockStart: Date; blockEnd: Date };

// The bookings that hold the advisers' time on the days asked (a day either side too: buffers may
// reach over midnight). Every booking not cancelled holds its time: a done or missed one still
// keeps its claims.
async function bookedTimes(adviserIds: string[], fromDay: string, toDay: string, options: SlotOptions): Promise<BookedTime[]> {
  if (adviserIds.length === 0) return [];
  await connectDb();
  const rows = await Booking.find({
    adviserId: mongoose.trusted({ $in: adviserIds }),
    day: mongoose.trusted({ $gte: addDays(fromDay, -1), $lte: addDays(toDay, 1) }),
    status: mongoose.trusted({ $ne: 'cancelled' }),
  })
    .select('adviserId day blockStart blockEnd')
    .lean<BookedTime[]>();
  return rows.filter((row) => row._id.toString() !== options.ignoreBookingId);
}

// Each adviser's free starts for the type from `fromDay` to `toDay` (Berlin days, both included).
export async function slotsByAdviser(
  type: ConsultationTypeRecord,
  fromDay: string,
  toDay: string,
  now: Date,
  options: SlotOptions = {},
): Promise<AdviserSlots[]> {
  if (!type.active && !options.ignoreBookingId) return [];
  const advisers = await advisersForType(type.id);
  const adviserIds = advisers.map((adviser) => adviser.userId);
  const [booked, calendarBusy] = await Promise.all([
    bookedTimes(adviserIds, fromDay, toDay, options),
    // A day either side, as for bookings: buffers may reach over midnight.
    busyTimesOf(adviserIds, berlinDayStart(addDays(fromDay, -1)), berlinDayStart(addDays(toDay, 2))),
  ]);
  return advisers.map((adviser) => {
    const own = booked.filter((row) => row.adviserId === adviser.userId);
    const busy: Busy[] = [...own.map((row) => ({ start: row.blockStart, end: row.blockEnd })), ...(calendarBusy.get(adviser.userId) ?? [])];
    const bookedPerDay: Record<string, number> = {};
    for (const row of own) bookedPerDay[row.day] = (bookedPerDay[row.day] ?? 0) + 1;
    const slots = freeSlots({
      hours: weeklyHours(adviser.hours),
      exceptions: adviser.hours.exceptions,
      rules: type,
      busy,
      bookedPerDay,
      now,
      firstDay: fromDay,
      lastDay: toDay,
    });
    return { adviser, slots, bookedPerDay };
  });
}

// The starts any adviser offers, in order, each once.
export function unionOfSlots(perAdviser: readonly AdviserSlots[]): Date[] {
  const times = new Set(perAdviser.flatMap(({ slots }) => slots.map((slot) => slot.getTime())));
  return [...times].sort((a, b) => a - b).map((time) => new Date(time));
}

// The free start times of a consultation type from `fromDay` to `toDay` (Berlin days, both
// included): the union over the advisers who take the type. An unknown type has none, and so has
// an inactive one except for a move (`options.ignoreBookingId`).
export async function freeSlotsForType(typeId: string, fromDay: string, toDay: string, now: Date = new Date(), options: SlotOptions = {}): Promise<Date[]> {
  const type = await consultationTypeById(typeId);
  if (!type) return [];
  return unionOfSlots(await slotsByAdviser(type, fromDay, toDay, now, options));
}
