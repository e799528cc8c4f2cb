import 'server-only';
import mongoose, { isObjectIdOrHexString } from 'mongoose';
import { connectDb } from '@/lib/server/db';
import type { SessionDto } from '@/lib/account/session-dto';
import { AuthSession } from '@/models/auth-session';
import { describeBrowser, describePlace } from './device';
import { sessionSecret } from './secret';
import { signSessionToken } from './token';

// How stale "last seen" may get before a request moves it on: one write a minute per session at
// most, instead of one per request.
export const LAST_SEEN_RESOLUTION_MS = 60_000;

export type SessionOrigin = { userAgent: string | null; address: string };

// Records a new sign-in and answers the token that names it. `firstSignIn`: the account's first
// (accepting an invitation), so the back office greets the person as new.
export async function startSession(
  userId: string,
  origin: SessionOrigin,
  hours: number,
  { firstSignIn = false }: { firstSignIn?: boolean } = {},
): Promise<{ token: string; sessionId: string }> {
  await connectDb();
  const now = new Date();
  const session = await AuthSession.create({
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + hours * 3600 * 1000),
    browser: describeBrowser(origin.userAgent),
    address: origin.address,
    place: await describePlace(origin.address),
    firstSignIn,
  });
  // Expired records are useless; sweep now and then (no TTL index on FerretDB v1).
  if (Math.random() < 0.05) await sweepExpiredSessions(now);
  const sessionId = session._id.toString();
  return { token: await signSessionToken({ userId, sessionId }, sessionSecret(), hours), sessionId };
}

// Whether this session is the account's first sign-in (made by accepting the invitation).
export async function isFirstSignIn(sessionId: string): Promise<boolean> {
  if (!isObjectIdOrHexString(sessionId)) return false;
  await connectDb();
  return Boolean((await AuthSession.findById(sessionId).select('firstSignIn').lean())?.firstSignIn);
}

// True while the session exists, belongs to the user and has not expired; moves "last seen" on.
export async function touchSession(userId: string, sessionId: string, now = new Date()): Promise<boolean> {
  if (!isObjectIdOrHexString(sessionId)) return false;
  await connectDb();
  const session = await AuthSession.findById(sessionId).select('userId lastSeenAt expiresAt').lean();
  if (!session || session.userId.toString() !== userId || session.expiresAt <= now) return false;
  if (now.getTime() - session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await AuthSession.updateOne({ _id: sessionId }, { $set: { lastSeenAt: now } });
  }
  return true;
}

// A person's open sessions, the one asking first, then by last seen.
export async function listSessions(userId: string, currentSessionId: string): Promise<SessionDto[]> {
  await connectDb();
  const sessions = await AuthSession.find({ userId, expiresAt: mongoose.trusted({ $gt: new Date() }) })
    .sort({ lastSeenAt: -1 })
    .lean();
  return sessions
    .map((session) => ({
      _id: session._id.toString(),
      browser: session.browser ?? '',
      place: session.place ?? '',
      address: session.address ?? '',
      createdAt: session.createdAt.toISOString(),
      lastSeenAt: session.lastSeenAt.toISOString(),
      current: session._id.toString() === currentSessionId,
    }))
    .sort((a, b) => Number(b.current) - Number(a.current));
}

// Ends one of the user's own sessions; false when there is no such session of theirs.
export async function endSession(userId: string, sessionId: string): Promise<boolean> {
  if (!isObjectIdOrHexString(sessionId)) return false;
  await connectDb();
  const { deletedCount } = await AuthSession.deleteOne({ _id: sessionId, userId });
  return deletedCount > 0;
}

// Ends every session of the user but `keepSessionId` (all of them without it). Answers how many.
export async function endOtherSessions(userId: string, keepSessionId?: string): Promise<number> {
  await connectDb();
  const filter = keepSessionId ? { userId, _id: mongoose.trusted({ $ne: keepSessionId }) } : { userId };
  const { deletedCount } = await AuthSession.deleteMany(filter);
  return deletedCount;
}

export async function sweepExpiredSessions(now = new Date()): Promise<number> {
  await connectDb();
  const { deletedCount } = await AuthSession.deleteMany({ expiresAt: mongoose.trusted({ $lte: now }) });
  return deletedCount;
}
