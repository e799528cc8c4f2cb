import http from 'node:http';
import { freePort } from '../scripts/lib/embedded-db';
import { startNextInstance, startSeededDatabase, type NextInstance } from '../scripts/lib/production-server';
import { contactLead, emlFilesFor, outboxFor, serverTestsOnce, tryConnect } from './support/instances';
import { expect, test } from './support/test';

// Sends a POST on a keep-alive connection (as browsers and load balancers do) whose body arrives
// in two halves; the second half is written when the caller says.
function slowPost(port: number, path: string, body: string) {
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  const request = http.request({
    host: '127.0.0.1',
    port,
    path,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': bytes.length },
    agent: new http.Agent({ keepAlive: true }),
  });
  const response = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (incoming) => {
      let text = '';
      incoming.setEncoding('utf8');
      incoming.on('data', (chunk: string) => (text += chunk));
      incoming.once('end', () => resolve({ status: incoming.statusCode ?? 0, connection: incoming.headers.connection, body: text }));
      incoming.once('error', reject);
    });
  });
  request.write(bytes.subarray(0, half));
  return { response, finish: () => request.end(bytes.subarray(half)) };
}

test('SIGTERM: the request in flight completes, new connections are refused, the process exits 143, unsent mail waits for the next instance', async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(90_000);
  // Mail of the first instance goes to an SMTP port where nothing listens: it can write no .eml file.
  const database = await startSeededDatabase({ SMTP_URL: `smtp://127.0.0.1:${await freePort()}` });
  let first: NextInstance | undefined;
  try {
    const instance = (first = await startNextInstance(database.env));
    const exited = new Promise<{ code: number | null; at: number }>((resolve) =>
      instance.process.once('exit', (code) => resolve({ code, at: Date.now() })),
    );
    const lead = contactLead('sigterm');
    const inFlight = slowPost(instance.port, '/api/v1/email/contact', JSON.stringify(lead));
    // Let the server take up the request before the signal comes.
    await new Promise((resolve) => setTimeout(resolve, 500));

    instance.process.kill('SIGTERM');
    await expect.poll(() => tryConnect(instance.port), { timeout: 5000, message: 'a new connection is refused' }).toBe('refused');
    expect(instance.process.exitCode, 'still running while a request is in flight').toBeNull();

    inFlight.finish();
    const answered = await inFlight.response;
    const answeredAt = Date.now();
    expect(answered.status).toBe(201);
    expect(JSON.parse(answered.body)).toMatchObject({ success: true });
    // The keep-alive connection is not kept: nothing holds the process up after this answer.
    expect(answered.connection).toBe('close');

    const exit = await Promise.race([exited, new Promise<null>((resolve) => setTimeout(() => resolve(null), 10_000))]);
    expect(exit, 'the process exits by itself').not.toBeNull();
    expect(exit?.code).toBe(143);
    expect(exit!.at - answeredAt).toBeLessThan(5000);

    // The lead is stored with both e-mails queued; the stopping instance did not try to send them.
    const stopped = await outboxFor(database.mongoUri, [lead.email]);
    expect(stopped.enquiries).toHaveLength(1);
    expect(stopped.enquiries[0]).toMatchObject({ fullName: lead.fullName, mailQueued: true });
    expect(stopped.rows.map((row) => [row.kind, row.state, row.attempts]).sort()).toEqual([
      ['acknowledgement', 'pending', 0],
      ['notification', 'pending', 0],
    ]);

    // The next instance (working mail: .eml files) sends them at start, each exactly once.
    const second = await startNextInstance({ ...database.env, SMTP_URL: '' });
    try {
      await expect
        .poll(async () => (await outboxFor(database.mongoUri, [lead.email])).rows.map((row) => row.state), { timeout: 15_000 })
        .toEqual(['sent', 'sent']);
      const sent = await outboxFor(database.mongoUri, [lead.email]);
      for (const row of sent.rows) {
        expect(row.attempts, row.key).toBe(1);
        expect(emlFilesFor(database.mailDir, row.key), row.key).toHaveLength(1);
      }
    } finally {
      expect(await second.stop()).toBe(143);
    }
  } finally {
    // Only if the test failed before the process exited by itself.
    await first?.stop();
    await database.stop();
  }
});
