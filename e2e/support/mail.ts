import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// Quoted-printable undone in the body only: the headers are not encoded, and a literal `=98` in
// one (an unsubscribe link whose token starts with two hex digits) must stay as it is.
function readableMail(raw: string): string {
  const split = raw.search(/\r?\n\r?\n/);
  if (split < 0) return raw;
  const body = raw
    .slice(split)
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return raw.slice(0, split) + body;
}

// The text of the .eml files in the development mail folder sent to `address`, quoted-printable
// undone (lib/server/mail/transport.ts writes there in the e2e server).
export function mailTo(address: string): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  // The transport makes the folder with the server's first mail: none yet is no mail yet.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => readableMail(readFileSync(path.join(dir, name), 'utf8')))
    .filter((text) => text.includes(`To: ${address}`) || text.includes(`<${address}>`));
}
