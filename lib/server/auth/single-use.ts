import 'server-only';
import mongoose from 'mongoose';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { SingleUse } from '@/models/single-use';

// Marks `key` as used. True for the one caller that used it first, false for every later one,
// also when two arrive at the same moment (a unique insert decides, see models/single-use.ts).
// `keepUntil` must be at least as late as the thing could still be presented.
export async function claimOnce(key: string, keepUntil: Date): Promise<boolean> {
  await connectDb();
  await SingleUse.init();
  try {
    await SingleUse.create({ _id: key, expiresAt: keepUntil });
  } catch (error) {
    if (isDuplicateKeyError(error)) return false;
    throw error;
  }
  // Now and then the expired ones go; never the one just made, which a caller working on another
  // clock (a job told the time, a test's) may have dated in the past: swept, it could be claimed again.
  if (Math.random() < 0.05) await SingleUse.deleteMany({ _id: mongoose.trusted({ $ne: key }), expiresAt: mongoose.trusted({ $lte: new Date() }) });
  return true;
}

// Whether `key` has been used (a page that shows a link's state before anything is done with it).
export async function wasUsed(key: string): Promise<boolean> {
  await connectDb();
  return (await SingleUse.exists({ _id: key })) !== null;
}

// Gives a used key back, for a use that failed after claiming it and may be tried again (a booking
// link whose chosen time was taken meanwhile).
export async function releaseOnce(key: string): Promise<void> {
  await connectDb();
  await SingleUse.deleteOne({ _id: key });
}
