import 'server-only';
import { isValidObjectId } from 'mongoose';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { connectDb } from '@/lib/server/db';
import { Booking } from '@/models/booking';
import { releaseOrphanClaims } from './claims';

// A booking holds its time under `<bookingId>:<sequence>` (models/booking-claim.ts): a move claims
// the new time under the next sequence before the old hold is released.
export function holdId(bookingId: string, sequence: number): string {
  return `${bookingId}:${sequence}`;
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
