import 'server-only';
import { claimOnce, releaseOnce } from '@/lib/server/auth/single-use';
import { connectDb } from '@/lib/server/db';
import type { LeadActor } from '@/lib/server/enquiries/lead-events';
import { Booking } from '@/models/booking';
import { alternativeStarts, meetingTimes } from './book';
import { deliverBookingMailAfterResponse, dropPendingReminders, queueBookingMail, type BookingMailChange } from './booking-mail';
import { recordBookingEvent } from './booking-lead';
import { consultationTypeById } from './catalog';
import { releaseClaims } from './claims';
import { claimMovedTime, handOverHold, holdId } from './holds';
import { storedBooking, type StoredBooking } from './read';
import { slotsByAdviser } from './slots-for-type';

// Who changes a booking: the visitor by a link from their mail, or a staff member in the agenda.
export type BookingChanger = { kind: 'visitor' } | { kind: 'staff'; actorId: string; actorName: string };

export type MoveOutcome =
  | { ok: true; start: Date; end: Date }
  | { ok: false; reason: 'taken'; alternatives: Date[] }
  | { ok: false; reason: 'not-found' | 'not-changeable' };

export type ChangeOutcome = { ok: true } | { ok: false; reason: 'not-found' | 'not-changeable' };

const DAY_MS = 24 * 60 * 60_000;

function actorOf(by: BookingChanger): LeadActor | null {
  return by.kind === 'staff' ? { id: by.actorId, name: by.actorName } : null;
}

// One change per sequence of a booking: whoever inserts `booking-change:<id>:<sequence>` first
// changes it (a unique insert, atomic on FerretDB as on MongoDB), so the visitor's link and the
// agenda acting at the same moment never both move or cancel it. A change that fails gives it back.
const changeKey = (booking: StoredBooking) => `booking-change:${booking._id.toString()}:${booking.sequence}`;

async function startChange(booking: StoredBooking, now: Date): Promise<boolean> {
  return claimOnce(changeKey(booking), new Date(now.getTime() + DAY_MS));
}

// The visitor and the adviser are told; a mail that cannot be queued never undoes the change.
async function tellPeople(bookingId: string, change: BookingMailChange): Promise<void> {
  try {
    await dropPendingReminders(bookingId);
    await queueBookingMail(bookingId, change);
    deliverBookingMailAfterResponse(bookingId);
  } catch (error) {
    console.error(`[booking] could not queue the '${change}' mail of booking ${bookingId}:`, error);
  }
}

// Cancels a confirmed booking: status cancelled, sequence raised, claims released, pending
// reminders dropped, the visitor and the adviser told (METHOD:CANCEL), a lead event written.
export async function cancelBooking(bookingId: string, by: BookingChanger, reason = '', now: Date = new Date()): Promise<ChangeOutcome> {
  await connectDb();
  const booking = await storedBooking(bookingId);
  if (!booking) return { ok: false, reason: 'not-found' };
  if (booking.status !== 'confirmed' || !(await startChange(booking, now))) return { ok: false, reason: 'not-changeable' };
  try {
    await Booking.updateOne(
      { _id: bookingId },
      { $set: { status: 'cancelled', cancelledAt: now, cancelledBy: by.kind, reason, sequence: booking.sequence + 1 } },
    );
  } catch (error) {
    await releaseOnce(changeKey(booking));
    throw error;
  }
  await releaseClaims(holdId(bookingId, booking.sequence));
  await tellPeople(bookingId, 'cancelled');
  await recordBookingEvent(booking, 'booking-cancelled', actorOf(by), reason);
  return { ok: true };
}

// Moves a confirmed booking that has not started to `start` (a slot offered now, the booking's own
// time not counting as busy; the same adviser preferred, else the free one with the fewest
// bookings that day): claims the new time under the hold `<id>:<sequence+1>`, then sets the time
// and raises the sequence, then releases the old hold; drops the old reminders, queues the 'moved'
// mails and new reminders, and writes a lead event.
export async function moveBooking(bookingId: string, start: Date, by: BookingChanger, reason = '', now: Date = new Date()): Promise<MoveOutcome> {
  await connectDb();
  const booking = await storedBooking(bookingId);
  if (!booking) return { ok: false, reason: 'not-found' };
  const type = await consultationTypeById(booking.typeId);
  if (!type || booking.status !== 'confirmed' || booking.start.getTime() <= now.getTime()) return { ok: false, reason: 'not-changeable' };

  const times = meetingTimes(type, start);
  const preferred = (adviserId: string) => (adviserId === booking.adviserId ? 0 : 1);
  const candidates = (await slotsByAdviser(type, times.day, times.day, now, { ignoreBookingId: bookingId }))
    .filter(({ slots }) => slots.some((slot) => slot.getTime() === start.getTime()))
    .sort(
      (a, b) =>
        preferred(a.adviser.userId) - preferred(b.adviser.userId) ||
        (a.bookedPerDay[times.day] ?? 0) - (b.bookedPerDay[times.day] ?? 0) ||
        a.adviser.userId.localeCompare(b.adviser.userId),
    );
  const taken = async (): Promise<MoveOutcome> => ({ ok: false, reason: 'taken', alternatives: await alternativeStarts(type, start, now, bookingId) });
  if (candidates.length === 0) return taken();
  if (!(await startChange(booking, now))) return { ok: false, reason: 'not-changeable' };

  const oldHold = holdId(bookingId, booking.sequence);
  const newHold = holdId(bookingId, booking.sequence + 1);
  const previous = { adviserId: booking.adviserId, start: booking.blockStart, end: booking.blockEnd };
  try {
    for (const { adviser } of candidates) {
      const next = { adviserId: adviser.userId, start: times.blockStart, end: times.blockEnd };
      if (!(await claimMovedTime(previous, newHold, next))) continue;
      try {
        await Booking.updateOne(
          { _id: bookingId },
          { $set: { ...times, adviserId: adviser.userId, adviserName: adviser.name, sequence: booking.sequence + 1, reason } },
        );
      } catch (error) {
        await releaseClaims(newHold);
        throw error;
      }
      await handOverHold(oldHold, newHold, next);
      await tellPeople(bookingId, 'moved');
      await recordBookingEvent({ ...booking, start: times.start }, 'booking-moved', actorOf(by), reason);
      return { ok: true, start: times.start, end: times.end };
    }
  } catch (error) {
    await releaseOnce(changeKey(booking));
    throw error;
  }
  await releaseOnce(changeKey(booking));
  return taken();
}

// Staff mark how a booking went; a lead event records it. The visitor gets no mail, and the time
// stays claimed: it was used.
export async function markBookingOutcome(bookingId: string, outcome: 'done' | 'no-show', by: Extract<BookingChanger, { kind: 'staff' }>): Promise<ChangeOutcome> {
  await connectDb();
  const booking = await storedBooking(bookingId);
  if (!booking) return { ok: false, reason: 'not-found' };
  if (booking.status === 'cancelled') return { ok: false, reason: 'not-changeable' };
  await Booking.updateOne({ _id: bookingId }, { $set: { status: outcome, outcomeAt: new Date() } });
  await recordBookingEvent(booking, outcome === 'done' ? 'booking-done' : 'booking-no-show', actorOf(by));
  return { ok: true };
}
