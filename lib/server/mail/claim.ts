import 'server-only';
import mongoose, { type Types } from 'mongoose';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { OutboxClaim } from '@/models/outbox-claim';
import { OutboxMessage } from '@/models/outbox-message';

// How long a claimed message stays out of every sweeper's sight. Far longer than any send can take
// (SMTP_TIMEOUTS in transport.ts); if the owner dies mid-send, the message is due again after it.
export const LEASE_MS = 10 * 60_000;
// Claims need to outlive the read that led to them; kept long past their lease, then deleted.
const CLAIM_LIFETIME_MS = 60 * 60_000;

export type DueMessage = { _id: Types.ObjectId; attempts: number; nextAttemptAt: Date };

// The claim names the message in the exact state it was read in. Every change of that state is
// made by the one owner of the previous state, so a second claim on the same id means another
// sweeper read the same state and owns it; a sweeper with an older read gets an older id, also
// taken. After a crash, the lease ends with a new nextAttemptAt, hence a new id to claim.
export function claimId(message: DueMessage): string {
  return `${message._id.toString()}:${message.attempts}:${message.nextAttemptAt.getTime()}`;
}

// Returns the lease end if this caller now owns the message, null if another sweeper does.
// Safe with any number of sweepers on MongoDB and on FerretDB v1, whose conditional updates are
// not atomic: only the insert into the unique _id index decides. Chosen because it is correct on
// both engines; a conditional findOneAndUpdate alone would be right on MongoDB only.
export function claimMessage(message: DueMessage, now: Date): Promise<Date | null> {
  return claimAs(message, message.nextAttemptAt, now);
}

// A claim carries the lease it gives, and ends with it even when its owner died between the
// insert and the lease write, which left the message due in the state the claim names. Once that
// lease is over, the message is claimed as the state the lease write would have made (`as`, the
// lease end): the same id a sweeper reading that state would insert, had the owner died after its
// lease write instead, so either way exactly one sweeper wins. A claimant that dies in turn leaves
// the next link of the chain, claimable when its own lease is over.
async function claimAs(message: DueMessage, as: Date, now: Date): Promise<Date | null> {
  const id = claimId({ ...message, nextAttemptAt: as });
  const leaseUntil = new Date(now.getTime() + LEASE_MS);
  try {
    await OutboxClaim.create({ _id: id, leaseUntil, expiresAt: new Date(now.getTime() + CLAIM_LIFETIME_MS) });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Claims stored before they carried a lease wait out their lifetime, as they used to.
    const taken = await OutboxClaim.findById(id).select('leaseUntil').lean();
    const abandonedLease = taken?.leaseUntil;
    return abandonedLease && abandonedLease.getTime() <= now.getTime() ? claimAs(message, abandonedLease, now) : null;
  }
  try {
    // Conditional on the state we read (or the one the claim is named after): a reader so slow
    // that its claim was already cleaned up finds the message changed and leaves it alone.
    const states = [message.nextAttemptAt, as];
    const result = await OutboxMessage.updateOne(
      { _id: message._id, state: 'pending', attempts: message.attempts, nextAttemptAt: mongoose.trusted({ $in: states }) },
      { $set: { nextAttemptAt: leaseUntil } },
    );
    return result.matchedCount === 1 ? leaseUntil : null;
  } catch (error) {
    // Without the lease written, the claim would hide the message until its lease is over.
    await OutboxClaim.deleteOne({ _id: id }).catch(() => undefined);
    throw error;
  }
}

// Old claims have no use; deleted by the sweeper rather than a TTL index (FerretDB v1 has none).
// The sweeper's delete does the same on MongoDB, so one form serves both engines.
export async function deleteExpiredClaims(now = new Date()): Promise<number> {
  await connectDb();
  const result = await OutboxClaim.deleteMany({ expiresAt: mongoose.trusted({ $lte: now }) });
  return result.deletedCount;
}
