import 'server-only';
import bcrypt from 'bcryptjs';
import { PASSWORD_MAX_BYTES } from '../../validation/user';

const COST = 12;

export function passwordTooLong(password: string): boolean {
  return Buffer.byteLength(password, 'utf8') > PASSWORD_MAX_BYTES;
}

export async function hashPassword(password: string): Promise<string> {
  // bcrypt would silently ignore everything past 72 bytes; refuse instead.
  if (passwordTooLong(password)) throw new RangeError(`Password must be at most ${PASSWORD_MAX_BYTES} bytes`);
  return bcrypt.hash(password, COST);
}

// bcrypt compares only the first 72 bytes, so a longer password would match the hash of its own
// beginning: it never matches. The comparison still runs, so the answer takes as long as a wrong one.
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash);
  return matches && !passwordTooLong(password);
}
