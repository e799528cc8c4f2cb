import 'server-only';
import { isObjectIdOrHexString } from 'mongoose';
import { headers } from 'next/headers';
import { cache } from 'react';
import { connectDb } from '@/lib/server/db';
import type { UserRole } from '@/lib/validation/user';
import { User } from '@/models/user';
import { sessionSecret } from './secret';
import { sessionTokenFrom } from './session-cookie';
import { verifySessionToken } from './token';

// The signed-in user as pages and handlers see it (never the password hash).
export type SessionUser = { id: string; name: string; email: string; role: UserRole };

// A token is good only while its signature and expiry hold AND the account still exists, is not
// disabled and has not been signed out since (session version). Checked against the database on
// every request, so revoking works at once on every instance.
export async function userForToken(token: string | null): Promise<SessionUser | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token, sessionSecret());
  if (!claims || !isObjectIdOrHexString(claims.userId)) return null;
  await connectDb();
  const user = await User.findById(claims.userId).select('name email role sessionVersion disabled').lean();
  if (!user || user.disabled || (user.sessionVersion ?? 0) !== claims.version) return null;
  return { id: user._id.toString(), name: user.name, email: user.email, role: user.role as UserRole };
}

// For pages and layouts: one database check per request however many components ask.
export const currentUser = cache(async (): Promise<SessionUser | null> => {
  return userForToken(sessionTokenFrom(await headers()));
});
