import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as liveness } from '@/app/api/health/route';
import { GET as readiness } from '@/app/api/ready/route';
import { POST as postContact } from '@/app/api/v1/email/contact/route';
import { GET as health } from '@/app/api/v1/health/route';
import { aboutPeopleForPage } from '@/lib/server/authors/about-people';
import { DatabaseUnavailable, connectDb, pingDb } from '@/lib/server/db';
import { testimonialsForPage } from '@/lib/server/testimonials/cached';
import { checklistById, listChecklists } from '@/lib/server/checklists/queries';
import { STUCK_AFTER_MS } from '@/platform/db-monitor';
import { Enquiry } from '@/models/enquiry';
import { freePort, startEmbeddedDb, type EmbeddedDb } from '../scripts/lib/embedded-db';

// The data cache needs a running Next server; here its reads go straight to the database.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// This file owns its database server: nothing listens on the port at first, then FerretDB
// is started, stopped and started again on that same port.
// With MONGODB_TEST_URI (a run against an external server) the tests that start and stop FerretDB
// skip themselves: that run must not need the FerretDB build, and an external server cannot be
// stopped. The tests against the unreachable port still run.
const FERRETDB_SKIP_REASON = 'starts and stops its own FerretDB; skipped when MONGODB_TEST_URI is set';
const external = Boolean(process.env.MONGODB_TEST_URI?.trim());
let port: number;
let dataDir: string;
let db: EmbeddedDb | null = null;

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-outage-'));
  process.env.MONGODB_URI = `mongodb://127.0.0.1:${port}/outage`;
});

afterAll(async () => {
  await db?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function callHealth() {
  const started = Date.now();
  const response = await health(new Request('http://localhost/api/v1/health'), {});
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

describe('when the database cannot be reached', () => {
  it('/api/health still answers 200 (liveness never touches the database), /api/ready 503', async () => {
    const alive = liveness();
    expect(alive.status).toBe(200);
    expect(await alive.json()).toMatchObject({ success: true, status: 'ok' });
    const ready = await readiness(new Request('http://localhost/api/ready'), {});
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ success: false });
  });

  it('connectDb rejects with DatabaseUnavailable within a few seconds', async () => {
    const started = Date.now();
    await expect(connectDb()).rejects.toBeInstanceOf(DatabaseUnavailable);
    expect(Date.now() - started).toBeLessThan(6000);
  });

  it('the home and About pages get no testimonials and no team (the note signed by the team) rather than an error', async () => {
    expect(await testimonialsForPage()).toEqual([]);
    expect(await aboutPeopleForPage()).toEqual({ team: [], signer: null });
  });

  it('the checklist pages get the sample checklists, each marked as a sample, rather than an error', async () => {
    const checklists = await listChecklists();
    expect(checklists.map((checklist) => checklist.id)).toEqual(['eu-blue-card', 'family-reunification', 'opportunity-card', 'recognition', 'study-visa']);
    expect(checklists.every((checklist) => checklist.sample)).toBe(true);
    expect((await checklistById('study-visa'))?.title.en).toBe('Student visa: document checklist');
  });

  it('a route answers 503 with the fixed JSON message, no stack trace', async () => {
    const result = await callHealth();
    expect(result.status).toBe(503);
    expect(result.body).toEqual({
      success: false,
      message: 'Service temporarily unavailable. Please try again shortly.',
    });
    expect(result.ms).toBeLessThan(6000);
  });

  it('recovers once the database is up, and answers 503 again when it goes away', async ({ skip }) => {
    skip(external, FERRETDB_SKIP_REASON);
    db = await startEmbeddedDb({ dataDir, dbName: 'outage', port });
    expect((await callHealth()).status).toBe(200);
    expect((await readiness(new Request('http://localhost/api/ready'), {})).status).toBe(200);

    await db.stop();
    const down = await callHealth();
    expect(down.status).toBe(503);
    expect(down.body.message).toBe('Service temporarily unavailable. Please try again shortly.');
    expect(down.ms).toBeLessThan(6000);

    db = await startEmbeddedDb({ dataDir, dbName: 'outage', port });
    // The driver reconnects on its own; allow it a few heartbeats.
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) {
      status = (await callHealth()).status;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(status).toBe(200);
  }, 40_000);

  it('replaces a client whose monitor stopped checking an unknown server, and the new client works', async ({ skip }) => {
    skip(external, FERRETDB_SKIP_REASON);
    const stuckClient = (await connectDb()).connection.getClient();
    await Enquiry.countDocuments();
    // What a stopped monitor leaves behind: a server marked unknown, and no check finishing after.
    stuckClient.emit('serverDescriptionChanged', { address: '127.0.0.1:9', newDescription: { type: 'Unknown' } } as never);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + STUCK_AFTER_MS + 1000);
      const renewed = await connectDb();
      expect(renewed.connection.getClient()).not.toBe(stuckClient);
    } finally {
      vi.useRealTimers();
    }
    const started = Date.now();
    await expect(pingDb()).resolves.toBeUndefined();
    // The models work on the new client too.
    await expect(Enquiry.countDocuments()).resolves.toBe(0);
    expect(Date.now() - started).toBeLessThan(3000);
    expect((await callHealth()).status).toBe(200);
  });

  it('answers 503 within 5 s while the database is frozen (open sockets, no answers), and recovers after SIGCONT', async () => {
    expect((await callHealth()).status).toBe(200);
    const lead = () =>
      new Request('http://localhost/api/v1/email/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: 'Frieda Frost', email: 'frozen@example.org', message: 'Hello while frozen', clientId: crypto.randomUUID() }),
      });
    const timed = async (call: () => Promise<Response>) => {
      const started = Date.now();
      const response = await call();
      return { status: response.status, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
    };
    db!.freeze();
    try {
      // Sent on open connections to a server still thought healthy: only the driver's check of
      // the server ends them. Then again, once the server is known to be unreachable.
      for (let round = 0; round < 2; round++) {
        const answers = await Promise.all([timed(() => health(new Request('http://localhost/api/v1/health'), {})), timed(() => postContact(lead(), {}))]);
        expect(answers.map((answer) => ({ ...answer, fast: answer.ms < 5000 })), `round ${round}`).toEqual([
          expect.objectContaining({ status: 503, retryAfter: '5', fast: true }),
          expect.objectContaining({ status: 503, retryAfter: '5', fast: true }),
        ]);
      }
    } finally {
      db!.thaw();
    }
    const deadline = Date.now() + 10_000;
    let status = 0;
    while (Date.now() < deadline && status !== 200) status = (await callHealth()).status;
    expect(status).toBe(200);
  }, 40_000);
});
