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
import { openSecret, sealSecret } from './secret-box';
import { enrolmentFor, newTotpSecret, PERIOD_SECONDS, totpStep, type Enrolment } from './totp';

export const WRONG_CODE = 'This code is not right. Check the time on your phone and try the newest code.';
export const REQUIRED_FOR_ALL = 'Two-factor sign-in is required for every account at this firm.';

// Step 1: a new secret, kept aside until a code from it is confirmed; answers the QR code.
export async function startEnrolment(user: SessionUser): Promise<Enrolment> {
  await connectDb();
  const secret = newTotpSecret();
  await User.updateOne({ _id: user.id }, { $set: { totpPendingSecret: sealSecret(secret) } });
  return enrolmentFor(secret, user.email, (await currentSiteConfig()).name);
}

// Step 2: a code from the app proves it holds the secret; two-factor is on from now, and the
// recovery codes are answered, once.
export async function confirmEnrolment(user: SessionUser, code: string): Promise<string[]> {
  await connectDb();
  const account = await User.findById(user.id).select('+totpPendingSecret').lean();
  const secret = account?.totpPendingSecret ? openSecret(account.totpPendingSecret) : null;
  if (!secret) throw new DomainError('conflict', 'Start the set-up again: scan a new QR code.');
  const step = totpStep(secret, code);
  if (step === null) throw new DomainError('invalid', WRONG_CODE, { code: [WRONG_CODE] });
  // The confirming code may not sign in a second time.
  await claimOnce(`totp:${user.id}:${step}`, new Date((step + 3) * PERIOD_SECONDS * 1000));
  const codes = newRecoveryCodes();
  await User.updateOne(
    { _id: user.id },
    { $set: { totpSecret: sealSecret(secret), totpEnabledAt: new Date(), recoveryCodeHashes: codes.map(hashRecoveryCode) }, $unset: { totpPendingSecret: 1 } },
  );
  return codes;
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
  await User.updateOne({ _id: user.id }, { $set: { totpEnabledAt: null }, $unset: { totpSecret: 1, totpPendingSecret: 1, recoveryCodeHashes: 1 } });
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
