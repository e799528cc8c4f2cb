import 'server-only';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

// Time-based one-time codes (RFC 6238: SHA-1, 6 digits, 30 seconds: what every authenticator app
// reads from a QR code), through otpauth.
export const PERIOD_SECONDS = 30;
// A code from the step before or after is accepted too: phone clocks drift, and typing takes time.
const WINDOW = 1;

function totp(secretBase32: string, label = '', issuer = ''): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export type Enrolment = { secret: string; uri: string; qrSvg: string };

// What the account page shows to enrol: the otpauth:// address as a QR code, and the secret for typing in.
export async function enrolmentFor(secretBase32: string, account: string, issuer: string): Promise<Enrolment> {
  const uri = totp(secretBase32, account, issuer).toString();
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret: secretBase32, uri, qrSvg };
}

// The time step the code belongs to (for refusing a replay), or null for a wrong code.
export function totpStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(secretBase32).validate({ token, timestamp: now, window: WINDOW });
  if (delta === null) return null;
  return TOTP.counter({ period: PERIOD_SECONDS, timestamp: now }) + delta;
}

// For tests and scripts: the code of a moment.
export function totpCode(secretBase32: string, now = Date.now()): string {
  return totp(secretBase32).generate({ timestamp: now });
}
