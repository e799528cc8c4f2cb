import { z } from 'zod';
import { connectDb } from '@/lib/db';
import { hashPassword, passwordTooLong } from '@/lib/auth/password';
import { ADMIN_PASSWORD_MIN_LENGTH, EMAIL_PATTERN, PASSWORD_MAX_BYTES } from '@/lib/validation/user';
import { User } from '@/models/user';

const accountSchema = z.object({
  email: z.string().trim().toLowerCase().regex(EMAIL_PATTERN, 'Invalid email address'),
  name: z.string().trim().min(1, 'Name is required').max(100, 'Name cannot exceed 100 characters'),
});

// Returns why a password may not be used for an admin account, or null if it may.
export function validateNewPassword(password: string): string | null {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return `The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  }
  if (passwordTooLong(password)) return `The password must be at most ${PASSWORD_MAX_BYTES} bytes`;
  return null;
}

// Creates the admin, or resets the name, role and password of an existing account with that e-mail.
export async function upsertAdmin(input: { email: string; name: string; password: string }) {
  const problem = validateNewPassword(input.password);
  if (problem) throw new Error(problem);
  const account = accountSchema.parse(input);
  await connectDb();
  const passwordHash = await hashPassword(input.password);
  const existing = await User.exists({ email: account.email });
  await User.updateOne(
    { email: account.email },
    // A reset also ends every session signed in with the old password.
    { $set: { name: account.name, role: 'admin', passwordHash }, $inc: { sessionVersion: 1 } },
    { upsert: true, runValidators: true },
  );
  return { email: account.email, created: !existing };
}
