import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { claimTime, releaseClaims, releaseOrphanClaims } from '@/lib/server/booking/claims';
import { BookingClaim } from '@/models/booking-claim';

// No double booking on either engine: time is claimed cell by cell with unique inserts
// (lib/server/booking/claims.ts), never with a read-then-write.

const at = (time: string) => new Date(`2026-11-30T${time}:00Z`);

beforeEach(async () => {
  await connectDb();
  await BookingClaim.deleteMany({});
});

describe('claiming an adviser’s time', () => {
  it('20 attempts at the same slot at once: exactly one holds it, the others leave nothing behind', async () => {
    const attempts = Array.from({ length: 20 }, () => randomUUID());
    const results = await Promise.all(attempts.map((bookingId) => claimTime('adviser-1', bookingId, at('10:00'), at('11:00'))));
    expect(results.filter(Boolean)).toHaveLength(1);
    const winner = attempts[results.indexOf(true)]!;
    const claims = await BookingClaim.find({}).lean();
    expect(claims).toHaveLength(12);
    expect(new Set(claims.map((claim) => claim.bookingId))).toEqual(new Set([winner]));
  });

  it('a 60-minute booking at 10:00 blocks a 20-minute one at 10:40, not one at 11:00 or another adviser', async () => {
    expect(await claimTime('adviser-1', 'long', at('10:00'), at('11:00'))).toBe(true);
    expect(await claimTime('adviser-1', 'short', at('10:40'), at('11:00'))).toBe(false);
    expect(await BookingClaim.countDocuments({ bookingId: 'short' })).toBe(0);
    expect(await claimTime('adviser-1', 'next', at('11:00'), at('11:20'))).toBe(true);
    expect(await claimTime('adviser-2', 'other', at('10:00'), at('11:00'))).toBe(true);
  });

  it('a cancellation frees the time', async () => {
    expect(await claimTime('adviser-1', 'first', at('10:00'), at('10:30'))).toBe(true);
    expect(await releaseClaims('first')).toBe(6);
    expect(await claimTime('adviser-1', 'second', at('10:00'), at('10:30'))).toBe(true);
  });

  it('the sweeper frees claims whose booking never appeared, once they are old enough', async () => {
    expect(await claimTime('adviser-1', 'orphan', at('10:00'), at('10:30'))).toBe(true);
    expect(await claimTime('adviser-1', 'booked', at('11:00'), at('11:30'))).toBe(true);
    const exists = async (bookingId: string) => bookingId === 'booked';
    // Too recent: a booking may still be on its way.
    expect(await releaseOrphanClaims(new Date(Date.now() - 60_000), exists)).toBe(0);
    expect(await releaseOrphanClaims(new Date(Date.now() + 1_000), exists)).toBe(6);
    expect(await BookingClaim.countDocuments({ bookingId: 'booked' })).toBe(6);
    expect(await claimTime('adviser-1', 'again', at('10:00'), at('10:30'))).toBe(true);
  });
});
