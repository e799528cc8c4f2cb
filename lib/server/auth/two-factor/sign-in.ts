import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { hitRateLimit, withdrawHits, type RateLimit } from '@/lib/server/rate-limit';
import { User } from '@/models/user';
import { LOGIN_ADDRESS_LIMIT, LOGIN_PAIR_LIMIT, startSignedInSession, type SignedIn, type SignInOrigin } from '../login';
import { claimOnce } from '../single-use';
import { verifyChallenge } from './challenge';
import { checkSecondFactor, type SecondFactor } from './second-factor';

// Wrong codes for one account, from anywhere: with a million codes and three valid at a time,
// five tries in 15 minutes leave a guesser no real chance.
export const TWO_FACTOR_LIMIT: RateLimit = { name: 'two-factor', limit: 5, windowMs: 15 * 60 * 1000 };
export const TWO_FACTOR_PROMPT = 'Enter the 6-digit code from your authenticator app';
export const CHALLENGE_EXPIRED = 'Your sign-in has expired. Please enter your password again.';
export const WRONG_SIGN_IN_CODE = 'This code is not right. Try the newest code from your app, or a recovery code.';

// The second step of a sign-in with two-factor: the challenge from the password step and a code
// (or a recovery code). Counts against the sign-in limits like a password; a success is withdrawn.
export async function signInWithSecondFactor(
  input: { challenge: string; code: string },
  origin: SignInOrigin,
): Promise<SignedIn & { factor: SecondFactor }> {
  const challenge = await verifyChallenge(input.challenge);
  if (!challenge) throw new DomainError('unauthenticated', CHALLENGE_EXPIRED);
  await connectDb();
  const user = await User.findById(challenge.userId).select('name email role disabled totpEnabledAt').lean();
  if (!user || user.disabled || !user.totpEnabledAt) throw new DomainError('unauthenticated', CHALLENGE_EXPIRED);

  const hits = [
    await hitRateLimit(LOGIN_ADDRESS_LIMIT, origin.address),
    await hitRateLimit(LOGIN_PAIR_LIMIT, `${user.email} ${origin.address}`),
    await hitRateLimit(TWO_FACTOR_LIMIT, challenge.userId),
  ];
  const factor = await checkSecondFactor(challenge.userId, input.code);
  // Under the field: the person may try again; every other refusal ends the step.
  if (!factor) throw new DomainError('unauthenticated', WRONG_SIGN_IN_CODE, { code: [WRONG_SIGN_IN_CODE] });
  await withdrawHits(hits);
  // One session per challenge: a copy of the request cannot open a second one.
  if (!(await claimOnce(`challenge:${challenge.id}`, challenge.expiresAt))) throw new DomainError('unauthenticated', CHALLENGE_EXPIRED);
  return { ...(await startSignedInSession(user, challenge.remember, origin)), factor };
}
