import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { hitRateLimit, withdrawHits, type RateLimit } from '@/lib/server/rate-limit';
import { hashPassword, verifyPassword } from '@/lib/server/auth/password';
import { newPasswordProblem } from '@/lib/server/auth/password-policy';
import { endOtherSessions } from '@/lib/server/auth/sessions';
import type { SessionUser } from '@/lib/server/auth/session';
import { User } from '@/models/user';

const FIELDS_MESSAGE = 'Please correct the highlighted fields';
export const WRONG_CURRENT_PASSWORD = 'This is not your current password';
// Wrong current passwords for one account: a stolen session cannot guess its way to the password.
export const PASSWORD_CHANGE_LIMIT: RateLimit = { name: 'password-change', limit: 5, windowMs: 15 * 60 * 1000 };

export async function renameAccount(user: SessionUser, name: string): Promise<void> {
  await connectDb();
  await User.updateOne({ _id: user.id }, { $set: { name } }, { runValidators: true });
}

// Checks the current password, stores the new one and ends every other session of the account
// (the one asking stays signed in).
export async function changePassword(user: SessionUser, input: { currentPassword: string; newPassword: string }): Promise<void> {
  await connectDb();
  const hit = await hitRateLimit(PASSWORD_CHANGE_LIMIT, user.id);
  const account = await User.findById(user.id).select('+passwordHash').lean();
  if (!account) throw new DomainError('unauthenticated', 'Please sign in to continue');
  if (!(await verifyPassword(input.currentPassword, account.passwordHash))) {
    throw new DomainError('invalid', FIELDS_MESSAGE, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  await withdrawHits([hit]);
  const problem = newPasswordProblem(input.newPassword);
  if (problem) throw new DomainError('invalid', FIELDS_MESSAGE, { newPassword: [problem] });
  await User.updateOne({ _id: user.id }, { $set: { passwordHash: await hashPassword(input.newPassword) } });
  await endOtherSessions(user.id, user.sessionId);
}
