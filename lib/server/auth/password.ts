import 'server-only';
import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES } from '@/lib/auth/credentials';

const PRODUCTION_COST = 12;

// bcrypt's work factor: 12 in production, whatever the environment says. Elsewhere
// PASSWORD_HASH_COST may lower it (4 to 12), which the integration tests do: at 12 one hash took
// 1.6-2 s on a busy two-core machine. A hash records its cost, so hashes of any cost verify.
export function passwordHashCost(env: Record<string, string | undefined> = process.env): number {
  if (env.NODE_ENV === 'production') return PRODUCTION_COST;
  const cost = Number(env.PASSWORD_HASH_COST);
  return Number.isInteger(cost) && cost >= 4 && cost <= PRODUCTION_COST ? cost : PRODUCTION_COST;
}

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
}

export async function hashPassword(password: string): Promise<string> {
  // bcrypt would silently ignore everything past 72 bytes; refuse instead.
  if (passwordTooLong(password)) throw new RangeError(`Password must be at most ${PASSWORD_MAX_BYTES} bytes`);
  return bcrypt.hash(password, passwordHashCost());
}

// bcrypt compares only the first 72 bytes, so a longer password would match the hash of its own
// beginning: it never matches. The comparison still runs, so the answer takes as long as a wrong one.
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash);
  return matches && !passwordTooLong(password);
}
