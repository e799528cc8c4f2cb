import 'server-only';
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { sessionSecret } from '../secret';

// Two-factor secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the server's
// JWT_SECRET, so a copy of the database alone cannot produce codes. Changing JWT_SECRET makes the
// stored secrets unreadable: every account then has to enrol again (docs/operations.md,
// Configuration).
// Other secrets use the same box under a key of their own (`purpose`, HKDF's info): an adviser's
// calendar address (lib/server/busy-calendar/).
const VERSION = 'v1';
const TWO_FACTOR = 'totp secret encryption v1';

function key(purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', sessionSecret(), 'two-factor-secret', purpose, 32));
}

export function sealSecret(plain: string, purpose: string = TWO_FACTOR): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(purpose), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [VERSION, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), sealed.toString('base64url')].join(':');
}

// The secret, or null when the box was sealed under another key or tampered with.
export function openSecret(box: string, purpose: string = TWO_FACTOR): string | null {
  const [version, iv, tag, sealed] = box.split(':');
  if (version !== VERSION || !iv || !tag || !sealed) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
