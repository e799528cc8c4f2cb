import 'server-only';
import mongoose, { isValidObjectId } from 'mongoose';
import { CELL_MINUTES, cellStarts, claimId } from '@/lib/booking/cells';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { connectDb } from '@/lib/server/db';
import { Booking } from '@/models/booking';
import { BookingClaim } from '@/models/booking-claim';
import { claimTime, releaseClaims, releaseOrphanClaims } from './claims';

// A booking holds its time under `<bookingId>:<sequence>` (models/booking-claim.ts): a move claims
// the new time under the next sequence before the old hold is released.
export function holdId(bookingId: string, sequence: number): string {
  return `${bookingId}:${sequence}`;
}

type Block = { adviserId: string; start: Date; end: Date };

// Claims a moved booking's new time under `newHold` while its old hold still holds the old time
// (`previous`). With the same adviser, the cells both times share are already the booking's and
// are not claimed again (handOverHold passes them on). False, with nothing of the new hold left,
// when another booking holds any cell.
export async function claimMovedTime(previous: Block, newHold: string, next: Block): Promise<boolean> {
  const shared = new Set(previous.adviserId === next.adviserId ? cellStarts(previous.start, previous.end).map((cell) => cell.getTime()) : []);
  // The new cells the booking does not hold yet, as runs of consecutive cells.
  const runs: Array<{ start: Date; end: Date }> = [];
  for (const cell of cellStarts(next.start, next.end).filter((candidate) => !shared.has(candidate.getTime()))) {
    const last = runs.at(-1);
    const cellEnd = new Date(cell.getTime() + CELL_MINUTES * 60_000);
    if (last && last.end.getTime() === cell.getTime()) last.end = cellEnd;
    else runs.push({ start: cell, end: cellEnd });
  }
  // A refused run releases everything the new hold took (claimTime releases by hold).
  for (const run of runs) if (!(await claimTime(next.adviserId, newHold, run.start, run.end))) return false;
  return true;
}

// Once the booking has its new time: the old hold's cells inside the new time pass to the new
// hold, the rest of the old time is released.
export async function handOverHold(oldHold: string, newHold: string, next: Block): Promise<void> {
  const inside = cellStarts(next.start, next.end).map((cell) => claimId(next.adviserId, cell));
  await BookingClaim.updateMany({ _id: mongoose.trusted({ $in: inside }), bookingId: oldHold }, { $set: { bookingId: newHold } });
  await releaseClaims(oldHold);
}

// A hold is wanted while its booking exists with that sequence and is not cancelled (a done or
// missed booking keeps its time: it was used).
async function holdIsWanted(hold: string): Promise<boolean> {
  const cut = hold.lastIndexOf(':');
  const bookingId = hold.slice(0, cut);
  const sequence = Number(hold.slice(cut + 1));
  if (cut < 0 || !isValidObjectId(bookingId) || !Number.isInteger(sequence)) return false;
  const booking = await Booking.findById(bookingId).select('sequence status').lean<{ sequence: number; status: string }>();
  return Boolean(booking && booking.sequence === sequence && booking.status !== 'cancelled');
}

// Claims stay unreleased for this long before the sweep may take them: a booking may still be on
// its way from the request that claimed them.
const ORPHAN_AFTER_MS = 2 * 60_000;

// Releases the claims whose booking never appeared (a process killed between the claim and the
// booking), or whose booking moved on or was cancelled without releasing them. Returns how many
// cells it freed.
export async function sweepBookingClaims(now = new Date()): Promise<number> {
  await connectDb();
  return releaseOrphanClaims(new Date(now.getTime() - ORPHAN_AFTER_MS), holdIsWanted);
}

// Every minute, in every instance (releasing is idempotent).
export const bookingClaimSweepJob: ScheduledJob = {
  name: 'booking claim sweep',
  everyMs: 60_000,
  run: async () => {
    const released = await sweepBookingClaims();
    if (released > 0) console.info(`[booking] released ${released} orphaned claim cells`);
  },
};
