import 'server-only';
import { createHash, randomInt } from 'node:crypto';

// Ten single-use codes for a lost phone, shown once. Each has 60 bits of randomness, so a fast
// unsalted hash is enough at rest (as for the e-mail links): nobody can guess one from its hash.
export const RECOVERY_CODE_COUNT = 10;
// No 0/O or 1/I/L: read off paper without doubt.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${characters.slice(0, 4)}-${characters.slice(4, 8)}-${characters.slice(8)}`;
  });
}

// Typed in any case, with or without the dashes and spaces.
export function normaliseRecoveryCode(input: string): string | null {
  const plain = input.toUpperCase().replace(/[\s-]+/g, '');
  return /^[A-Z0-9]{12}$/.test(plain) ? plain : null;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normaliseRecoveryCode(code) ?? code).digest('hex');
}
