import 'server-only';
import { getEnv } from '@/lib/env';
import { connectDb } from '@/lib/db';
import { ApiError } from '@/lib/http';
import { hitRateLimit, withdrawHits, type RateLimit } from '@/lib/rate-limit';
import { REMEMBER_ME_DAYS } from '@/lib/validation/auth';
import type { UserRole } from '@/lib/validation/user';
import { User } from '@/models/user';
import { hashPassword, verifyPassword } from './password';
import { sessionSecret } from './secret';
import type { SessionUser } from './session';
import { signSessionToken } from './token';

const WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_EMAIL_LIMIT: RateLimit = { name: 'login-email', limit: 5, windowMs: WINDOW_MS };
export const LOGIN_ADDRESS_LIMIT: RateLimit = { name: 'login-address', limit: 20, windowMs: WINDOW_MS };

export const INVALID_CREDENTIALS = 'Invalid email or password';

export type SignedIn = { token: string; user: SessionUser; maxAgeSeconds?: number };

// Compared against when the e-mail is unknown, so the answer takes as long as for a real account.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
}

// Checks the credentials and issues a session token. Every attempt counts against the e-mail
// (5) and the address (20) per 15 minutes before the password is checked, and a successful one
// is withdrawn again: so only failures count, and a parallel burst cannot slip past the limit.
export async function signIn(
  input: { email: string; password: string; remember: boolean },
  address: string,
): Promise<SignedIn> {
  await connectDb();
  const hits: string[] = [];
  hits.push(await hitRateLimit(LOGIN_ADDRESS_LIMIT, address));
  hits.push(await hitRateLimit(LOGIN_EMAIL_LIMIT, input.email));

  const user = await User.findOne({ email: input.email }).select('+passwordHash name email role sessionVersion disabled').lean();
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !matches || user.disabled) throw new ApiError(401, INVALID_CREDENTIALS);
  await withdrawHits(hits);

  const hours = input.remember ? REMEMBER_ME_DAYS * 24 : getEnv().SESSION_HOURS;
  const sessionUser: SessionUser = { id: user._id.toString(), name: user.name, email: user.email, role: user.role as UserRole };
  const token = await signSessionToken(
    { userId: sessionUser.id, role: sessionUser.role, version: user.sessionVersion ?? 0 },
    sessionSecret(),
    hours,
  );
  return { token, user: sessionUser, maxAgeSeconds: input.remember ? hours * 3600 : undefined };
}

// Signing out revokes every token of the user (on all devices): the version in them no longer matches.
export async function revokeSessions(userId: string): Promise<void> {
  await connectDb();
  await User.updateOne({ _id: userId }, { $inc: { sessionVersion: 1 } });
}
