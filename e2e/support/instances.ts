import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import net from 'node:net';
import type { TestInfo } from '@playwright/test';
import { startNextInstance, startSeededDatabase, type AdminAccount, type NextInstance, type SeededDatabase } from '../../scripts/lib/production-server';
import { findDocuments } from './db';
import { test } from './test';

// Shared by the specs that start their own database and `next start` instances
// (scripts/lib/production-server.ts) to test how the production server behaves as a process.

// Those specs start processes and talk to them over fetch only: once, in the desktop project.
export function serverTestsOnce(testInfo: TestInfo): void {
  test.skip(testInfo.project.name !== 'desktop', 'a server process test; once is enough');
}

// A valid contact-form lead; the e-mail names it, so its enquiry can be found.
export function contactLead(tag: string) {
  return {
    fullName: 'Olga Operations',
    email: `ops-${tag}-${randomUUID().slice(0, 8)}@example.com`,
    phoneNumber: '+49 30 1234567',
    message: `Testing how the server behaves (${tag}).`,
    clientId: randomUUID(),
  };
}

export async function postLead(baseUrl: string, lead: object, headers: Record<string, string> = {}): Promise<Response> {
  return fetch(`${baseUrl}/api/v1/email/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(lead),
    signal: AbortSignal.timeout(15_000),
  });
}

// The outbox rows of the enquiries stored for these lead e-mails.
export async function outboxFor(mongoUri: string, emails: string[]) {
  const enquiries = await findDocuments('enquiries', { email: { $in: emails } }, mongoUri);
  // An outbox key is `enquiry:<id>:<kind>` (lib/server/leads/lead-mail.ts).
  const keys = new RegExp(`^enquiry:(?:${enquiries.map((enquiry) => String(enquiry._id)).join('|')}):`);
  const rows = await findDocuments('outboxmessages', { key: keys }, mongoUri);
  return { enquiries, rows };
}

// The .eml files written for one outbox key (lib/server/mail/transport.ts puts the key in the name).
export function emlFilesFor(mailDir: string, key: string): string[] {
  const suffix = `-${key.replace(/[^\w-]+/g, '-')}.eml`;
  let names: string[] = [];
  try {
    names = readdirSync(mailDir);
  } catch {
    // no mail written yet
  }
  return names.filter((name) => name.endsWith(suffix));
}

// 'refused' once nothing listens on the port any more.
export function tryConnect(port: number): Promise<'accepted' | 'refused' | 'other'> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(2000, () => {
      socket.destroy();
      resolve('other');
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve('accepted');
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED' ? 'refused' : 'other'));
  });
}

// A spec file's own seeded database and `next start` instance (for specs whose writes the others
// must not see), started before its first test and stopped after its last; read them in tests.
export function ownInstanceForFile(admin?: AdminAccount): { readonly database: SeededDatabase; readonly instance: NextInstance } {
  const own = {} as { database: SeededDatabase; instance: NextInstance };
  test.beforeAll(async ({}, testInfo) => {
    serverTestsOnce(testInfo);
    testInfo.setTimeout(120_000);
    own.database = await startSeededDatabase({}, admin);
    own.instance = await startNextInstance(own.database.env);
  });
  test.afterAll(async () => {
    await own.instance?.stop();
    await own.database?.stop();
  });
  return own;
}

// Runs a server process that is expected to stop by itself (a refused start): its exit code and
// everything it wrote, killed after 20 s if it does not stop.
export async function runUntilExit(command: string, args: string[], options: { env: NodeJS.ProcessEnv; cwd?: string }): Promise<{ code: number | null; output: string }> {
  const server = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => server.kill('SIGKILL'), 20_000);
  const code = await new Promise<number | null>((resolve) => server.once('exit', resolve));
  clearTimeout(timer);
  return { code, output };
}
