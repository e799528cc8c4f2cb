import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { hitRateLimit, withdrawHits } from '@/lib/server/rate-limit';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { User } from '@/models/user';
import { PASSWORD_CHANGE_LIMIT, WRONG_CURRENT_PASSWORD } from '@/lib/server/account/commands';
import { verifyPassword } from '../password';
import type { SessionUser } from '../session';
import { twoFactorRequired } from '../security-settings';
import { claimOnce } from '../single-use';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import { checkSecondFactor } from './second-factor';
import { openSecret, sealSecret } from './secret-box';
import { enrolmentFor, newTotpSecret, PERIOD_SECONDS, totpStep, type Enrolment } from './totp';

export const WRONG_CODE = 'This code is not right. Check the time on your phone and try the newest code.';
export const REQUIRED_FOR_ALL = 'Two-factor sign-in is required for every account at this firm.';
export const WRONG_SECOND_FACTOR = 'This is not a current code from your app or one of your recovery codes.';
const START_AGAIN = 'Start the set-up again: scan a new QR code.';

// What replacing the authenticator asks for while two-factor is on.
export type ReplacementProof = { password: string; code: string };

// Step 1: a new secret, kept aside until a code from it is confirmed; answers the QR code. With
// two-factor already on this replaces the authenticator, which a session alone may not do (one
// left open on a shared computer would let anyone swap in their own phone): the password and a
// current code or a recovery code are checked first, the password before the code, so a wrong
// password uses up no code.
export async function startEnrolment(user: SessionUser, proof?: ReplacementProof): Promise<Enrolment & { replacing: boolean }> {
  await connectDb();
  const replacing = Boolean((await User.findById(user.id).select('totpEnabledAt').lean())?.totpEnabledAt);
  if (replacing) {
    if (!proof) throw new DomainError('invalid', 'Two-factor sign-in is on: confirm with your password and a current code', { password: ['Enter your current password'], code: ['Enter a code from your current app, or a recovery code'] });
    await checkPassword(user, proof.password);
    if (!(await checkSecondFactor(user.id, proof.code))) throw new DomainError('invalid', 'Please correct the highlighted fields', { code: [WRONG_SECOND_FACTOR] });
  }
  const secret = newTotpSecret();
  await User.updateOne({ _id: user.id }, { $set: { totpPendingSecret: sealSecret(secret), totpPendingReplacement: replacing } });
  return { ...(await enrolmentFor(secret, user.email, (await currentSiteConfig()).name)), replacing };
}

// Step 2: a code from the app proves it holds the secret; two-factor is on from now (or uses the
// new app from now), and the recovery codes are answered, once. While two-factor is on, only a
// secret set aside by a confirmed replacement is accepted: one set aside while it was off (a
// set-up racing the one that turned it on) cannot take over.
export async function confirmEnrolment(user: SessionUser, code: string): Promise<{ recoveryCodes: string[]; replaced: boolean }> {
  await connectDb();
  const account = await User.findById(user.id).select('+totpPendingSecret +totpPendingReplacement totpEnabledAt').lean();
  const secret = account?.totpPendingSecret ? openSecret(account.totpPendingSecret) : null;
  if (!secret) throw new DomainError('conflict', START_AGAIN);
  const replaced = Boolean(account?.totpEnabledAt);
  if (replaced && !account?.totpPendingReplacement) throw new DomainError('conflict', START_AGAIN);
  const step = totpStep(secret, code);
  if (step === null) throw new DomainError('invalid', WRONG_CODE, { code: [WRONG_CODE] });
  // The confirming code may not sign in a second time.
  await claimOnce(`totp:${user.id}:${step}`, new Date((step + 3) * PERIOD_SECONDS * 1000));
  const codes = newRecoveryCodes();
  await User.updateOne(
    { _id: user.id },
    {
      // A replacement keeps the day two-factor was first turned on.
      $set: { totpSecret: sealSecret(secret), totpEnabledAt: account?.totpEnabledAt ?? new Date(), recoveryCodeHashes: codes.map(hashRecoveryCode) },
      $unset: { totpPendingSecret: 1, totpPendingReplacement: 1 },
    },
  );
  return { recoveryCodes: codes, replaced };
}

async function checkPassword(user: SessionUser, password: string): Promise<void> {
  const hit = await hitRateLimit(PASSWORD_CHANGE_LIMIT, user.id);
  const account = await User.findById(user.id).select('+passwordHash').lean();
  if (!account || !(await verifyPassword(password, account.passwordHash))) {
    throw new DomainError('invalid', 'Please correct the highlighted fields', { password: [WRONG_CURRENT_PASSWORD] });
  }
  await withdrawHits([hit]);
}

// Switching it off needs the password (a session left open on a shared computer is not enough),
// and is refused while the firm requires two-factor for everyone.
export async function disableTwoFactor(user: SessionUser, password: string): Promise<void> {
  await connectDb();
  if (await twoFactorRequired()) throw new DomainError('conflict', REQUIRED_FOR_ALL);
  await checkPassword(user, password);
  await User.updateOne({ _id: user.id }, { $set: { totpEnabledAt: null }, $unset: { totpSecret: 1, totpPendingSecret: 1, totpPendingReplacement: 1, recoveryCodeHashes: 1 } });
}

// Ten new recovery codes; the old ones stop working.
export async function replaceRecoveryCodes(user: SessionUser, password: string): Promise<string[]> {
  await connectDb();
  await checkPassword(user, password);
  const account = await User.findById(user.id).select('totpEnabledAt').lean();
  if (!account?.totpEnabledAt) throw new DomainError('conflict', 'Two-factor sign-in is not on for your account.');
  const codes = newRecoveryCodes();
  await User.updateOne({ _id: user.id }, { $set: { recoveryCodeHashes: codes.map(hashRecoveryCode) } });
  return codes;
}

// When two-factor sign-in was switched on for the account (null: off), for the account page.
export async function twoFactorEnabledAt(userId: string): Promise<Date | null> {
  await connectDb();
  return (await User.findById(userId).select('totpEnabledAt').lean())?.totpEnabledAt ?? null;
}

// How many recovery codes are left, for the account page.
export async function recoveryCodesLeft(userId: string): Promise<number> {
  await connectDb();
  const account = await User.findById(userId).select('+recoveryCodeHashes').lean();
  return account?.recoveryCodeHashes?.length ?? 0;
}
