import 'server-only';
import { connectDb } from '@/lib/server/db';
import { User } from '@/models/user';
import { claimOnce } from '../single-use';
import { hashRecoveryCode, normaliseRecoveryCode } from './recovery-codes';
import { openSecret } from './secret-box';
import { PERIOD_SECONDS, totpStep } from './totp';

export type SecondFactor = 'code' | 'recovery-code';

// Checks a code from the authenticator app, or one of the recovery codes, for an account with
// two-factor sign-in. A code counts once: its time step is claimed (a unique insert), so the same
// code, or an earlier one, cannot be used again, even by two requests at the same moment. A
// recovery code is claimed the same way and then removed from the account.
export async function checkSecondFactor(userId: string, input: string, now = Date.now()): Promise<SecondFactor | null> {
  await connectDb();
  const user = await User.findById(userId).select('+totpSecret +recoveryCodeHashes totpEnabledAt').lean();
  if (!user?.totpEnabledAt || !user.totpSecret) return null;

  const recovery = normaliseRecoveryCode(input);
  if (recovery) {
    const hash = hashRecoveryCode(recovery);
    if (!(user.recoveryCodeHashes ?? []).includes(hash)) return null;
    if (!(await claimOnce(`recovery-code:${userId}:${hash}`, new Date(now + 366 * 86_400_000)))) return null;
    await User.updateOne({ _id: userId }, { $pull: { recoveryCodeHashes: hash } });
    return 'recovery-code';
  }

  const secret = openSecret(user.totpSecret);
  const step = secret ? totpStep(secret, input, now) : null;
  if (step === null) return null;
  // Claiming this step and the ones before it that the window still accepts refuses a replay,
  // and an older code seen after a newer one.
  const keepUntil = new Date((step + 3) * PERIOD_SECONDS * 1000);
  if (!(await claimOnce(`totp:${userId}:${step}`, keepUntil))) return null;
  for (const earlier of [step - 1, step - 2]) await claimOnce(`totp:${userId}:${earlier}`, keepUntil);
  return 'code';
}
