import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The text of the .eml files in the development mail folder sent to `address`, quoted-printable
// undone (lib/server/mail/transport.ts writes there in the e2e server).
export function mailTo(address: string): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  // The transport makes the folder with the server's first mail: none yet is no mail yet.
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), 'utf8').replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))))
    .filter((text) => text.includes(`To: ${address}`) || text.includes(`<${address}>`));
}
