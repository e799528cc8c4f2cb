import 'server-only';
import { isObjectIdOrHexString } from 'mongoose';
import { headers } from 'next/headers';
import { cache } from 'react';
import { connectDb } from '@/lib/server/db';
import type { UserRole } from '@/lib/auth/permissions';
import { User } from '@/models/user';
import { sessionSecret } from './secret';
import { sessionTokenFrom } from './session-cookie';
import { touchSession } from './sessions';
import { verifySessionToken } from './token';

// The signed-in user as pages and handlers see it (never the password hash), with the session
// record the request came with.
export type SessionUser = { id: string; name: string; email: string; role: UserRole; sessionId: string; twoFactor: boolean };

// A token is good only while its signature and expiry hold, its session record still exists
// (not signed out, not ended from another device) AND the account still exists and is not
// disabled. Checked against the database on every request, so all of it works at once on every
// instance; the role is read here too, so a changed role counts from the next request.
export async function userForToken(token: string | null): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token, sessionSecret());
  if (!claims || !isObjectIdOrHexString(claims.userId)) return null;
  await connectDb();
  if (!(await touchSession(claims.userId, claims.sessionId))) return null;
  const user = await User.findById(claims.userId).select('name email role disabled totpEnabledAt').lean();
  if (!user || user.disabled) return null;
  return {
    id: user._id.toString(),
    name: user.name,
    email: user.email,
    role: user.role as UserRole,
    sessionId: claims.sessionId,
    twoFactor: Boolean(user.totpEnabledAt),
  };
}

// For pages and layouts: one database check per request however many components ask.
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  return userForToken(sessionTokenFrom(await headers()));
});
