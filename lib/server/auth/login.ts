import 'server-only';
import { getEnv } from '@/lib/server/env';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { hitRateLimit, recordHit, withdrawHits, type RateLimit } from '@/lib/server/rate-limit';
import { REMEMBER_ME_DAYS } from '@/lib/auth/credentials';
import type { UserRole } from '@/lib/auth/permissions';
import { User } from '@/models/user';
import { hashPassword, verifyPassword } from './password';
import type { SessionUser } from './session';
import { startSession, type SessionOrigin } from './sessions';
import { signChallenge } from './two-factor/challenge';

const WINDOW_MS = 15 * 60 * 1000;
// Failures for one account from one address: that address is locked out of that account.
export const LOGIN_PAIR_LIMIT: RateLimit = { name: 'login-pair', limit: 5, windowMs: WINDOW_MS };
// Failures from one address, whatever the account.
export const LOGIN_ADDRESS_LIMIT: RateLimit = { name: 'login-address', limit: 20, windowMs: WINDOW_MS };
// Failures for one account from anywhere. Never a lock (anyone could then lock the owner out by
// guessing from a few addresses): past `limit` every attempt for the account waits a little longer.
export const LOGIN_EMAIL_SLOWDOWN: RateLimit = { name: 'login-email', limit: 5, windowMs: WINDOW_MS };
export const LOGIN_MAX_DELAY_MS = 5000;

// The wait before the password is checked, after `failures` attempts for the account in the
// window (this one included): none up to the slowdown's limit, then 250 ms, doubling to at most 5 s.
export function loginDelayMs(failures: number): number {
  const over = failures - LOGIN_EMAIL_SLOWDOWN.limit;
  return over <= 0 ? 0 : Math.min(LOGIN_MAX_DELAY_MS, 250 * 2 ** (over - 1));
}

export const INVALID_CREDENTIALS = 'Invalid email or password';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type SignedIn = { token: string; user: SessionUser; maxAgeSeconds?: number };
export type SignInResult =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'two-factor'; challenge: string; account: { id: string; email: string; name: string } };
export type SignInOrigin = SessionOrigin;

// Compared against when the e-mail is unknown, so the answer takes as long as for a real account.
let dummyHash: Promise<string> | null = null;
function getDummyHash(): Promise<string> {
  dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
  return dummyHash;
}

// Checks the credentials and issues a session token, or, for an account with two-factor sign-in,
// a challenge to answer with a code (two-factor/sign-in.ts). Every attempt counts before the
// password is checked (so a parallel burst cannot slip past a limit), and a successful one is
// withdrawn again, so only failures count: 5 for the account from one address, or 20 from one
// address, answer 429; failures for the account from elsewhere only slow its sign-ins down
// (loginDelayMs). Wrong codes count against the same limits.
export async function signIn(
  input: { email: string; password: string; remember: boolean },
  origin: SignInOrigin,
): Promise<SignInResult> {
  const { address } = origin;
  await connectDb();
  const hits: string[] = [];
  hits.push(await hitRateLimit(LOGIN_ADDRESS_LIMIT, address));
  hits.push(await hitRateLimit(LOGIN_PAIR_LIMIT, `${input.email} ${address}`));
  const accountHit = await recordHit(LOGIN_EMAIL_SLOWDOWN, input.email);
  hits.push(accountHit.id);
  await sleep(loginDelayMs(accountHit.count));

  const user = await User.findOne({ email: input.email }).select('+passwordHash name email role disabled totpEnabledAt').lean();
  // verifyPassword refuses a password over 72 bytes after the same bcrypt work: same answer, same time.
  const matches = await verifyPassword(input.password, user?.passwordHash ?? (await getDummyHash()));
  if (!user || !matches || user.disabled) throw new DomainError('unauthenticated', INVALID_CREDENTIALS);
  await withdrawHits(hits);

  const userId = user._id.toString();
  if (user.totpEnabledAt) {
    return { kind: 'two-factor', challenge: await signChallenge(userId, input.remember), account: { id: userId, email: user.email, name: user.name } };
  }
  return { kind: 'signed-in', ...(await startSignedInSession(user, input.remember, origin)) };
}

type AccountForSession = { _id: { toString(): string }; name: string; email: string; role?: string | null; totpEnabledAt?: Date | null };

// The session of a completed sign-in: 'Remember me' keeps it for 30 days, otherwise SESSION_HOURS
// with a cookie that ends with the browser.
export async function startSignedInSession(user: AccountForSession, remember: boolean, origin: SignInOrigin): Promise<SignedIn> {
  const hours = remember ? REMEMBER_ME_DAYS * 24 : getEnv().SESSION_HOURS;
  const id = user._id.toString();
  const { token, sessionId } = await startSession(id, origin, hours);
  const sessionUser: SessionUser = { id, name: user.name, email: user.email, role: user.role as UserRole, sessionId, twoFactor: Boolean(user.totpEnabledAt) };
  return { token, user: sessionUser, maxAgeSeconds: remember ? hours * 3600 : undefined };
}
