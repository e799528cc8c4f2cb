import 'server-only';
import type { BookingStepsView, StepsQuery } from '@/lib/booking/booking-steps';
import { daysInMonth, monthOf, openingMonth, slotsByDay, slotsRangeForMonth } from '@/lib/booking/month';
import { FIRM_TIME_ZONE } from '@/lib/time/berlin';
import { dayInZone } from '@/lib/time/format';
import { canonicalZone } from '@/lib/time/zone-ids';
import { freeSlotsForType } from './slots-for-type';

const DAY_MS = 86_400_000;
const MONTH = /^\d{4}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z$/;

type Options = {
  typeId: string;
  horizonDays: number;
  // The zone shown when the query names none (or one Intl does not know).
  defaultZone?: string;
  // Moving a booking: its own time counts as free, and the picker opens on its month.
  moving?: { bookingId: string; start: string };
  now?: Date;
};

// What the steps without scripts show for the query: the zone, the month within the bookable
// ones, its free times by the visitor's day, and the day and time chosen. Anything in the query
// that does not fit is left out, so an old or edited address shows the nearest step that works,
// never an error.
export async function bookingStepsView(query: StepsQuery, { typeId, horizonDays, defaultZone = FIRM_TIME_ZONE, moving, now = new Date() }: Options): Promise<BookingStepsView> {
  const zone = (query.zone && canonicalZone(query.zone)) || defaultZone;
  const firstMonth = monthOf(dayInZone(now, zone));
  const lastMonth = monthOf(dayInZone(now.getTime() + (horizonDays + 1) * DAY_MS, zone));
  const asked = query.month && MONTH.test(query.month) && query.month >= firstMonth && query.month <= lastMonth ? query.month : null;
  const month = asked ?? openingMonth(firstMonth, lastMonth, moving ? monthOf(dayInZone(moving.start, zone)) : null);
  const { from, to } = slotsRangeForMonth(month);
  const slots = await freeSlotsForType(typeId, from, to, now, moving ? { ignoreBookingId: moving.bookingId } : {});
  const byDay = Object.fromEntries([...slotsByDay(slots.map((slot) => slot.toISOString()), zone)].filter(([day]) => monthOf(day) === month));
  // A day and time of this month on the visitor's clock, free or not: a time booked a moment ago
  // (by this visitor, whose page comes back with the confirmation, or by someone else, when the
  // booking's answer offers others) stays the step it was.
  const day = query.day && daysInMonth(month).includes(query.day) ? query.day : null;
  const instant = query.time && INSTANT.test(query.time) && Number.isFinite(Date.parse(query.time)) ? new Date(query.time).toISOString() : null;
  const time = day && instant && dayInZone(instant, zone) === day ? instant : null;
  return { zone, month, firstMonth, lastMonth, slotsByDay: byDay, day, time };
}
