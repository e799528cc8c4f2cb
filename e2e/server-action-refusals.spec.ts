import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { startNextInstance, startSeededDatabase, type NextInstance, type SeededDatabase } from '../scripts/lib/production-server';
import { ROOT } from '../scripts/lib/paths';
import { serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';

// Issue 40, item 3: a Server Action request Next.js refuses (a foreign Origin, a body that is not
// the action encoding, one over the 1 MB limit) answered 500 with a stack trace in the log, for
// anyone who sent one. platform/server-action-requests.ts answers them 403, 400, 411 or 413 before
// Next.js sees them, with nothing in the log; a normal action still works. Against an instance of
// its own, whose log the test reads. Also here: a form posted without scripts to a page that takes
// no post (issue 40, item 4; platform/form-posts-without-script.ts).

const admin = { email: 'refusals-admin@example.com', name: 'Rita Refusals', password: `ops-${randomBytes(12).toString('hex')}` };
let database: SeededDatabase;
let instance: NextInstance;
let session = '';

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  testInfo.setTimeout(120_000);
  database = await startSeededDatabase({}, admin);
  instance = await startNextInstance(database.env, { captureOutput: true });
  const login = await fetch(`${instance.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(login.status).toBe(200);
  session = login.headers.getSetCookie()[0]!.split(';')[0]!;
});

test.afterAll(async () => {
  await instance?.stop();
  await database?.stop();
});

// A real action of this build: the post editor's preview (app/(admin)/admin/blogs/actions.ts),
// used on /admin/blogs.
function actionId(exportedName: string): string {
  const manifest = JSON.parse(readFileSync(path.join(ROOT, '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as {
    node: Record<string, { exportedName: string }>;
  };
  const id = Object.entries(manifest.node).find(([, entry]) => entry.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`no Server Action ${exportedName} in this build`);
  return id;
}
const PREVIEW = () => actionId('previewPost');
const PAGE = '/admin/blogs';

const SECURITY_HEADERS = ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'content-security-policy', 'permissions-policy'];

// What the server logged while `act` ran: no line of a stack trace ("    at …").
async function expectNoStackLogged(act: () => Promise<void>) {
  const from = instance.output().length;
  await act();
  // A request after the others: what they logged was written before it was answered.
  expect((await fetch(`${instance.baseUrl}/api/health`)).status).toBe(200);
  const logged = instance.output().slice(from);
  expect(logged, `the server logged:\n${logged}`).not.toMatch(/^\s+at /m);
}

function actionRequest(headers: Record<string, string>, body: BodyInit, target = PAGE) {
  return fetch(`${instance.baseUrl}${target}`, {
    method: 'POST',
    headers: { accept: 'text/x-component', 'next-action': PREVIEW(), origin: instance.baseUrl, cookie: session, ...headers },
    body,
    redirect: 'manual',
  });
}

async function expectJsonRefusal(response: Response, status: number, message: RegExp) {
  expect(response.status).toBe(status);
  for (const header of SECURITY_HEADERS) expect(response.headers.get(header), header).toBeTruthy();
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await response.json()).toEqual({ success: false, message: expect.stringMatching(message) });
}

// A form of a page posted without scripts to a Server Action (React writes the action's id as a
// `$ACTION_ID_…` field; issue 41 makes the public forms work this way).
function noScriptActionForm(fields: Record<string, string | Blob> = {}) {
  const form = new FormData();
  form.set(`$ACTION_ID_${PREVIEW()}`, '');
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

test('an action request from another origin answers 403, as JSON to a script and as a page to a form, with no stack in the log', async () => {
  await expectNoStackLogged(async () => {
    await expectJsonRefusal(await actionRequest({ origin: 'https://evil.example', 'content-type': 'text/plain;charset=UTF-8' }, '["# Hi"]'), 403, /another website/);
    // An Origin that is no address at all (Next.js: TypeError, 500).
    await expectJsonRefusal(await actionRequest({ origin: '::nonsense', 'content-type': 'text/plain;charset=UTF-8' }, '["# Hi"]'), 403, /another website/);
    // An opaque origin (a sandboxed frame) is not this site either.
    await expectJsonRefusal(await actionRequest({ origin: 'null', 'content-type': 'text/plain;charset=UTF-8' }, '["# Hi"]'), 403, /another website/);

    const form = await fetch(`${instance.baseUrl}/contact`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: noScriptActionForm({ note: 'x' }) });
    expect(form.status).toBe(403);
    for (const header of SECURITY_HEADERS) expect(form.headers.get(header), header).toBeTruthy();
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await form.text()).toContain('another website');
  });
});

test('an action request whose body is not the action encoding answers 400, with no stack in the log', async () => {
  await expectNoStackLogged(async () => {
    // A content type Next's client never sends.
    await expectJsonRefusal(await actionRequest({ 'content-type': 'application/json' }, '{"summary":"# Hi"}'), 400, /could not be read/);
    await expectJsonRefusal(await actionRequest({ 'content-type': 'application/x-www-form-urlencoded' }, 'summary=Hi'), 400, /could not be read/);
    // The right content types with a body that is not what they say (Next.js: SyntaxError, 500;
    // "Unexpected end of form", 500).
    await expectJsonRefusal(await actionRequest({ 'content-type': 'text/plain;charset=UTF-8' }, 'hello'), 400, /could not be read/);
    await expectJsonRefusal(await actionRequest({ 'content-type': 'multipart/form-data; boundary=xyz' }, 'garbage'), 400, /could not be read/);
    // A form post to a page that is no multipart body (Next.js: "Failed to parse body as FormData", 500).
    const form = await fetch(`${instance.baseUrl}/contact`, {
      method: 'POST',
      headers: { origin: instance.baseUrl, 'content-type': 'multipart/form-data; boundary=xyz' },
      body: 'garbage',
    });
    expect(form.status).toBe(400);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
    // An action this build does not have (Next.js: 409 with a stack trace as a warning).
    const unknown = await actionRequest({ 'next-action': '7f0000000000000000000000000000000000000000', 'content-type': 'text/plain;charset=UTF-8' }, '[]');
    expect(unknown.status).toBe(409);
    expect(unknown.headers.get('x-nextjs-action-not-found')).toBe('1');
  });
});

// A POST whose body comes in chunks of 16 KiB, without a Content-Length.
function chunkedPost(target: string, headers: Record<string, string>, body: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${instance.baseUrl}${target}`, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
    for (let at = 0; at < body.length; at += 16 * 1024) request.write(body.subarray(at, at + 16 * 1024));
    request.end();
  });
}

test('an action request over 1 MB answers 413, whether it says its length or streams, with no stack in the log', async () => {
  const big = '["' + 'a'.repeat(1024 * 1024) + '"]';
  await expectNoStackLogged(async () => {
    await expectJsonRefusal(await actionRequest({ 'content-type': 'text/plain;charset=UTF-8' }, big), 413, /larger than 1 MB/);
    const streamed = await chunkedPost(PAGE, { 'next-action': PREVIEW(), origin: instance.baseUrl, cookie: session, 'content-type': 'text/plain;charset=UTF-8' }, Buffer.from(big + ' '.repeat(100 * 1024)));
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body)).toEqual({ success: false, message: expect.stringMatching(/larger than 1 MB/) });
    const form = await fetch(`${instance.baseUrl}/contact`, { method: 'POST', headers: { origin: instance.baseUrl }, body: noScriptActionForm({ file: new Blob([big]) }) });
    expect(form.status).toBe(413);
    expect(await form.text()).toContain('larger than 1 MB');
  });
});

test('a normal action from the same origin still works, by script and as a form posted without one, streamed or not', async () => {
  await expectNoStackLogged(async () => {
    const preview = await actionRequest({ 'content-type': 'text/plain;charset=UTF-8' }, '["# Hello from the test"]');
    expect(preview.status).toBe(200);
    expect(preview.headers.get('content-type')).toMatch(/^text\/x-component/);
    expect(await preview.text()).toContain('Hello from the test');
    // Under the limit in chunks: held, then handed to Next.js whole.
    const text = `# Streamed ${'x'.repeat(40 * 1024)}`;
    const streamed = await chunkedPost(PAGE, { 'next-action': PREVIEW(), origin: instance.baseUrl, cookie: session, 'content-type': 'text/plain;charset=UTF-8' }, Buffer.from(JSON.stringify([text])));
    expect(streamed.status).toBe(200);
    expect(streamed.body).toContain('Streamed');
    // The no-JS form: Next.js runs the action and renders the page.
    const form = await fetch(`${instance.baseUrl}${PAGE}`, { method: 'POST', headers: { origin: instance.baseUrl, cookie: session }, body: noScriptActionForm({ note: 'x' }), redirect: 'manual' });
    expect(form.status).toBe(200);
    expect(form.headers.get('content-type')).toMatch(/^text\/html/);
  });
});

test('a form posted without scripts to a page that takes no post answers 405 with a page saying nothing was sent, in the page’s language', async () => {
  await expectNoStackLogged(async () => {
    for (const [target, title] of [
      ['/contact', 'Your form was not sent'],
      ['/de/kontakt', 'Ihr Formular wurde nicht gesendet'],
      ['/login', 'Your form was not sent'],
    ] as const) {
      const response = await fetch(`${instance.baseUrl}${target}`, {
        method: 'POST',
        headers: { origin: instance.baseUrl, 'content-type': 'application/x-www-form-urlencoded' },
        body: 'email=someone%40example.com&password=secret',
        redirect: 'manual',
      });
      expect(response.status, target).toBe(405);
      expect(response.headers.get('allow')).toBe('GET, HEAD');
      for (const header of SECURITY_HEADERS) expect(response.headers.get(header), header).toBeTruthy();
      const html = await response.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).not.toContain('someone');
    }
    // The RFC 8058 one-click unsubscribe is a form post to the unsubscribe page: still the API's.
    const oneClick = await fetch(`${instance.baseUrl}/newsletter/unsubscribe?token=not-a-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.status).toBe(400);
    expect(await oneClick.json()).toMatchObject({ success: false });
  });
});
