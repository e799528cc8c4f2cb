import 'server-only';
import { dictionary } from '@zxcvbn-ts/language-common';
import { ADMIN_PASSWORD_MIN_LENGTH, PASSWORD_MAX_BYTES } from '@/lib/auth/credentials';
import { passwordTooLong } from './password';

// The ~49,000 most common passwords of public breach lists, as kept by zxcvbn-ts. Lower case;
// built on first use, so only code that sets a password pays for it.
let common: Set<string> | null = null;
function isCommonPassword(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.trim().toLowerCase());
}

// Why a password may not be set (for any account, by any route or script), or null if it may.
// Never trims or truncates what it accepts: the password is stored exactly as typed.
export function newPasswordProblem(password: string): string | null {
  if (password.trim().length === 0) return 'The password must not be blank';
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) return `The password must have at least ${ADMIN_PASSWORD_MIN_LENGTH} characters`;
  if (passwordTooLong(password)) return `The password must be at most ${PASSWORD_MAX_BYTES} bytes`;
  if (isCommonPassword(password)) return 'This password is too common; choose one that is harder to guess';
  return null;
}
