import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { escapeRegex } from '@/lib/escape-regex';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';

// A real SMTP server on 127.0.0.1 for integration tests: records what it receives, can refuse
// chosen recipients with 550, and can be stopped and started again on the same port.

export type ReceivedMail = {
  envelopeTo: string[];
  // Header names in lower case, values unfolded and decoded; every occurrence kept.
  headers: Array<[string, string]>;
  header(name: string): string | undefined;
  body: string;
  raw: string;
};

export type TestSmtp = {
  port: number;
  received: ReceivedMail[];
  rejected: Set<string>;
  running: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
};

export async function startTestSmtp(): Promise<TestSmtp> {
  let server: SMTPServer | null = null;
  const smtp: TestSmtp = {
    port: 0,
    received: [],
    rejected: new Set(),
    running: false,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        closeTimeout: 1000,
        // No reverse DNS look-up of 127.0.0.1 per connection (about 100 ms each on this machine).
        disableReverseLookup: true,
        onRcptTo(address, _session, callback) {
          if (!smtp.rejected.has(address.address)) return callback();
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        },
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            smtp.received.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
            callback();
          });
        },
      });
      const listening = server;
      await new Promise<void>((resolve, reject) => {
        listening.once('error', reject);
        listening.listen(smtp.port, '127.0.0.1', () => resolve());
      });
      smtp.port = (listening.server.address() as { port: number }).port;
      smtp.running = true;
    },
    async stop() {
      const closing = server;
      server = null;
      smtp.running = false;
      if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
    },
  };
  await smtp.start();
  return smtp;
}

function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const headers = head.split('\r\n').map((line): [string, string] => {
    const colon = line.indexOf(':');
    return [line.slice(0, colon).trim().toLowerCase(), decodeWords(line.slice(colon + 1).trim())];
  });
  const header = (name: string) => headers.find(([key]) => key === name.toLowerCase())?.[1];
  const encoding = (header('content-transfer-encoding') ?? '7bit').toLowerCase();
  const body = decodeBody(raw.slice(split + 4), encoding).replace(/\r\n/g, '\n');
  return { envelopeTo, headers, header, body, raw };
}

// The decoded body of a message's first MIME part whose Content-Type starts with `type`
// ("text/calendar", "text/plain"), with its headers; undefined when it has none. Multipart
// bodies are split on every boundary they declare, so nested parts are found too.
export function mimePart(mail: Pick<ReceivedMail, 'raw'>, type: string): { contentType: string; body: string } | undefined {
  const boundaries = [...mail.raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((match) => match[1] as string);
  if (!boundaries.length) return undefined;
  const separator = new RegExp(boundaries.map((boundary) => `\r\n--${escapeRegex(boundary)}(?:--)?`).join('|'));
  for (const chunk of mail.raw.split(separator)) {
    const part = parseMail(chunk.replace(/^\r\n/, ''), []);
    const contentType = part.header('content-type') ?? '';
    if (contentType.toLowerCase().startsWith(type.toLowerCase())) return { contentType, body: part.body };
  }
  return undefined;
}

// RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=); whitespace between two is dropped.
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_match, type: string, text: string) =>
      type.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuoted(text.replace(/_/g, ' ')),
    );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuoted(body.replace(/=\r\n/g, ''));
  return body;
}

function decodeQuoted(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

// A test file's mail setup: the outbox sends to a fresh test server (getEnv() reads SMTP_URL at its
// first call, which comes after this), and at the end waits for mail sent after a response.
export async function startSmtpForOutbox(): Promise<TestSmtp> {
  const smtp = await startTestSmtp();
  process.env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  return smtp;
}

export async function stopSmtpForOutbox(smtp: TestSmtp): Promise<void> {
  await settleDetachedTasks();
  await smtp.stop();
  delete process.env.SMTP_URL;
}

// The outbox's SMTP server and the database connection for one test file: started before its
// tests, stopped after them. The object answers for the running server once beforeAll has run.
export function outboxSmtpForFile(): TestSmtp {
  let smtp: TestSmtp | undefined;
  beforeAll(async () => {
    smtp = await startSmtpForOutbox();
    await connectDb();
  });
  afterAll(async () => {
    if (smtp) await stopSmtpForOutbox(smtp);
  });
  return new Proxy({} as TestSmtp, {
    get(_target, key) {
      if (!smtp) throw new Error('The test SMTP server starts in beforeAll');
      return Reflect.get(smtp, key);
    },
  });
}
