import 'server-only';
import mongoose from 'mongoose';
import { cellStarts, claimId } from '@/lib/booking/cells';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { BookingClaim } from '@/models/booking-claim';

// Claims the adviser's time [start, end) for a booking: every cell by a unique insert, in time
// order, so of two attempts at the same time the first to take its first cell wins. True when
// every cell is this booking's; false, with what this attempt took released again, when another
// booking holds any of them.
export async function claimTime(adviserId: string, bookingId: string, start: Date, end: Date): Promise<boolean> {
  await connectDb();
  await BookingClaim.init();
  const claimedAt = new Date();
  for (const cell of cellStarts(start, end)) {
    try {
      await BookingClaim.create({ _id: claimId(adviserId, cell), bookingId, claimedAt });
    } catch (error) {
      if (!isDuplicateKeyError(error)) {
        await releaseClaims(bookingId);
        throw error;
      }
      await releaseClaims(bookingId);
      return false;
    }
  }
  return true;
}

// Frees every cell a booking holds (a cancellation, a failed attempt, the old time of a move
// once the new one is claimed).
export async function releaseClaims(bookingId: string): Promise<number> {
  await connectDb();
  const { deletedCount } = await BookingClaim.deleteMany({ bookingId });
  return deletedCount;
}

// The sweeper's part: claims older than `before` whose booking does not exist (a process killed
// between claiming and writing the booking). `bookingExists` answers for a booking id.
export async function releaseOrphanClaims(before: Date, bookingExists: (bookingId: string) => Promise<boolean>): Promise<number> {
  await connectDb();
  const ids: string[] = await BookingClaim.distinct('bookingId', { claimedAt: mongoose.trusted({ $lt: before }) });
  let released = 0;
  for (const bookingId of ids) if (!(await bookingExists(bookingId))) released += await releaseClaims(bookingId);
  return released;
}
