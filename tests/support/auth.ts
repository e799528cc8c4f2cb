import { resetSessionSecretCache } from '@/lib/server/auth/secret';
import { hashPassword } from '@/lib/server/auth/password';
import { startSession, type SessionOrigin } from '@/lib/server/auth/sessions';
import { connectDb } from '@/lib/server/db';
import { User } from '@/models/user';
import type { UserRole } from '@/lib/auth/permissions';

// A fixed signing key for the test file, so no .data/jwt-secret is written.
export const TEST_JWT_SECRET = 'test-secret-for-integration-tests-only-0123456789';
process.env.JWT_SECRET = TEST_JWT_SECRET;
resetSessionSecretCache();

export const secretKey = new TextEncoder().encode(TEST_JWT_SECRET);

export async function createUser(fields: { email: string; password: string; name?: string; role?: UserRole; disabled?: boolean }) {
  await connectDb();
  const user = await User.create({
    email: fields.email,
    name: fields.name ?? 'Test Admin',
    role: fields.role ?? 'admin',
    disabled: fields.disabled ?? false,
    passwordHash: await hashPassword(fields.password),
  });
  return user._id.toString();
}

// A valid session token for a user, as the login route would issue it (a session record and a
// token naming it; the role is the account's).
export async function tokenFor(userId: string, origin: SessionOrigin = { userAgent: null, address: '127.0.0.1' }) {
  return (await startSession(userId, origin, 8)).token;
}

export function authHeaders(token: string, extra: Record<string, string> = {}) {
  return { cookie: `session=${token}`, ...extra };
}
