import { z } from 'zod';
import type { UserRole } from '@/lib/auth/permissions';
import { EMAIL_PATTERN } from '@/lib/fields/email';
import { connectDb } from '@/lib/server/db';
import { hashPassword } from '@/lib/server/auth/password';
import { newPasswordProblem } from '@/lib/server/auth/password-policy';
import { singleLine } from '@/lib/fields/single-line';
import { AuthSession } from '@/models/auth-session';
import { User } from '@/models/user';

const accountSchema = z.object({
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'Invalid email address'),
  name: singleLine(z.string().trim().min(1, 'Name is required').max(100, 'Name cannot exceed 100 characters'), 'Name'),
});

// Why a password may not be used for an admin account, or null if it may.
export const validateNewPassword = newPasswordProblem;

// Creates the account (an administrator unless told otherwise), or resets the name, role and
// password of an existing account with that e-mail.
export async function upsertAdmin(input: { email: string; name: string; password: string; role?: UserRole }) {
  const problem = validateNewPassword(input.password);
  if (problem) throw new Error(problem);
  const account = accountSchema.parse(input);
  await connectDb();
  const passwordHash = await hashPassword(input.password);
  const existing = await User.exists({ email: account.email });
  await User.updateOne(
    { email: account.email },
    { $set: { name: account.name, role: input.role ?? 'admin', passwordHash } },
    { upsert: true, runValidators: true },
  );
  // A reset also ends every session signed in with the old password.
  const user = await User.findOne({ email: account.email }).select('_id').lean();
  if (user) await AuthSession.deleteMany({ userId: user._id });
  return { email: account.email, created: !existing };
}
