import 'server-only';
import type { AgendaBooking } from '@/lib/booking/agenda';
import { addDays, berlinDay } from '@/lib/time/berlin';
import { freeSlotsForType } from './slots-for-type';

// How far ahead staff may move a booking from the agenda (the type's horizon still applies).
export const MOVE_DAYS = 14;

// The times a booking can move to: its type's free start times from today for MOVE_DAYS days, its
// own time not counting as busy (a move may overlap it), without its own start.
export async function freeTimesForMove(booking: Pick<AgendaBooking, 'id' | 'typeId' | 'start'>, now: Date = new Date()): Promise<Date[]> {
  const today = berlinDay(now);
  const times = await freeSlotsForType(booking.typeId, today, addDays(today, MOVE_DAYS - 1), now, { ignoreBookingId: booking.id });
  return times.filter((time) => time.toISOString() !== booking.start);
}
