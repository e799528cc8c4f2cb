import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const JWT_SECRET_MIN_LENGTH = 32;
const DEV_SECRET_FILE = path.join(process.cwd(), '.data', 'jwt-secret');

let cached: Uint8Array | null = null;

// The key that signs session tokens. Production refuses to run without a JWT_SECRET of at least
// 32 characters; development generates one once and keeps it in .data/ so sessions survive restarts.
export function sessionSecret(env: Record<string, string | undefined> = process.env): Uint8Array {
  if (cached) return cached;
  const configured = env.JWT_SECRET?.trim();
  if (configured) {
    if (configured.length < JWT_SECRET_MIN_LENGTH) {
      throw new Error(`JWT_SECRET must be at least ${JWT_SECRET_MIN_LENGTH} characters`);
    }
    cached = new TextEncoder().encode(configured);
    return cached;
  }
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required in production');
  cached = new TextEncoder().encode(readOrCreateDevSecret());
  return cached;
}

function readOrCreateDevSecret(): string {
  try {
    const existing = readFileSync(DEV_SECRET_FILE, 'utf8').trim();
    if (existing.length >= JWT_SECRET_MIN_LENGTH) return existing;
  } catch {
    // not created yet
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(path.dirname(DEV_SECRET_FILE), { recursive: true });
  writeFileSync(DEV_SECRET_FILE, `${secret}\n`, { mode: 0o600 });
  return secret;
}

// For tests: forget the cached key.
export function resetSessionSecretCache(): void {
  cached = null;
}
