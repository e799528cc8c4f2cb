import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport, type Transporter } from 'nodemailer';
import { assertSingleLineHeaders, UndeliverableMessage } from './retry-policy';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import { getSiteConfig } from '@/lib/site';
import { mailSettings, type MailSettings } from './settings';
import type { MessageContent, MessageHeader } from './outbox';

// The key names the .eml file in development.
export type OutgoingMail = MessageContent & { key: string };

// An extra header goes out exactly as written (nodemailer's `prepared`): not folded, since mail
// programs read List-Unsubscribe from one line, and not encoded, so only a plain header name and
// printable ASCII may be in it; anything else is refused before anything is sent.
const HEADER_NAME = /^[A-Za-z][A-Za-z0-9-]*$/;
const HEADER_VALUE = /^[\x20-\x7e]+$/;

function preparedHeaders(headers: readonly MessageHeader[]): Array<{ key: string; value: { prepared: true; value: string } }> {
  return headers.map(({ name, value }) => {
    if (!HEADER_NAME.test(name) || !HEADER_VALUE.test(value)) throw new UndeliverableMessage(`Refused: header ${JSON.stringify(name)} is not one line of plain text`);
    return { key: name, value: { prepared: true, value } };
  });
}

// Well below the delivery lease (lib/server/mail/claim.ts): a send has always ended, one way or the other,
// before another sweeper may take the message over.
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 } as const;

let cached: { url: string; transporter: Transporter } | null = null;

function smtpTransporter(url: string): Transporter {
  // No pool: a connection per message, so a server that restarted is simply reconnected to.
  if (cached?.url !== url) cached = { url, transporter: createTransport({ url, ...SMTP_TIMEOUTS }) };
  return cached.transporter;
}

// Sends one message over SMTP_URL, or without it writes it as an .eml file. Throws on failure
// (lib/server/mail/retry-policy.ts decides whether to try again).
export async function sendMail(mail: OutgoingMail): Promise<void> {
  // Every header value goes to nodemailer as a field, never as text; line breaks are refused first.
  assertSingleLineHeaders({ to: mail.to, replyTo: mail.replyTo, subject: mail.subject });
  // The sender's name is the firm's as saved now; a message is not held back when that cannot be read.
  const settings = mailSettings(await currentSiteConfig().catch(() => getSiteConfig()));
  const fields = {
    from: settings.from,
    to: mail.to,
    replyTo: mail.replyTo,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.headers?.length ? { headers: preparedHeaders(mail.headers) } : {}),
    // An invitation goes as nodemailer's calendar alternative (text/calendar; method=…) and as an
    // attached invitation.ics, so mail programs offer to add it and calendars can import it.
    ...(mail.calendar ? { icalEvent: { method: mail.calendar.method, filename: 'invitation.ics', content: mail.calendar.content } } : {}),
    // Nothing in a message (its HTML included) may make nodemailer read a file or fetch a URL.
    disableFileAccess: true,
    disableUrlAccess: true,
  };
  if (settings.smtpUrl) {
    await smtpTransporter(settings.smtpUrl).sendMail(fields);
    return;
  }
  await writeEml(mail, settings, fields);
}

async function writeEml(mail: OutgoingMail, settings: MailSettings, fields: Parameters<Transporter['sendMail']>[0]) {
  const info = await createTransport({ streamTransport: true, buffer: true }).sendMail(fields);
  await mkdir(settings.mailDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(settings.mailDir, `${stamp}-${mail.key.replace(/[^\w-]+/g, '-')}.eml`);
  await writeFile(file, info.message as Buffer);
  console.info(`[mail] wrote ${path.relative(process.cwd(), file)} (to ${mail.to}, subject ${mail.subject})`);
}
