import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { AccountToken, type AccountTokenFields } from '@/models/account-token';
import { claimOnce } from './single-use';

export type AccountTokenPurpose = AccountTokenFields['purpose'];
export type StoredAccountToken = AccountTokenFields & { _id: mongoose.Types.ObjectId };

// The secret of a link: 32 random bytes, URL-safe. Only its hash is stored.
export function newTokenSecret(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

// The unexpired token of this purpose the link's secret belongs to, or null.
export async function findAccountToken(token: string, purpose: AccountTokenPurpose, now = new Date()): Promise<StoredAccountToken | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  await connectDb();
  const stored = await AccountToken.findOne({ tokenHash: hashToken(token), purpose }).lean<StoredAccountToken>();
  return stored && stored.expiresAt > now ? stored : null;
}

// Uses the token up: true for the one request that got there first (two at once cannot both set
// a password with it), after which the token is deleted.
export async function consumeAccountToken(stored: StoredAccountToken): Promise<boolean> {
  if (!(await claimOnce(`account-token:${stored.tokenHash}`, stored.expiresAt))) return false;
  await AccountToken.deleteOne({ _id: stored._id });
  return true;
}

// Reset links past their time are useless; swept when new ones are made (no TTL on FerretDB v1).
// Expired invitations stay, so an administrator sees them and can send them again or withdraw them.
export async function sweepExpiredResetTokens(now = new Date()): Promise<number> {
  await connectDb();
  const { deletedCount } = await AccountToken.deleteMany({ purpose: 'password-reset', expiresAt: mongoose.trusted({ $lte: now }) });
  return deletedCount;
}
