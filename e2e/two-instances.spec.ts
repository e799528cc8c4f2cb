import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { withinOneWindow } from '../tests/support/rate-limit-window';
import { startNextInstance, startSeededDatabase, type NextInstance, type SeededDatabase } from '../scripts/lib/production-server';
import { waitUntilReady } from '../scripts/lib/bench/app';
import {
  contactLead,
  emlFilesFor,
  outboxFor,
  postLead,
  serverTestsOnce,
} from './support/instances';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// Two `next start` processes of the same build on one database, as behind a load balancer.
// TRUSTED_PROXY_COUNT=1 lets each test speak for its own client address in X-Forwarded-For, so
// the address limits of one test do not count against another.
const admin = { email: 'ops-admin@example.com', name: 'Otto Admin', password: `ops-${randomBytes(12).toString('hex')}` };
let database: SeededDatabase;
let a: NextInstance;
let b: NextInstance;

test.describe.configure({ mode: 'default' });

test.beforeAll(async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  testInfo.setTimeout(120_000);
  database = await startSeededDatabase({ UPLOAD_STORAGE: 'gridfs', TRUSTED_PROXY_COUNT: '1' }, admin);
  [a, b] = await Promise.all([startNextInstance(database.env), startNextInstance(database.env)]);
  // As a load balancer would: no request before each instance is ready (its database answers).
  // Started means alive only (/api/health); a clean-clone run's first sign-in, sent at once, met a
  // fresh instance still connecting to a FerretDB busy with both start-ups, and got 503.
  await Promise.all([a, b].map((instance) => waitUntilReady(instance.baseUrl, 60_000)));
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.stop();
});

const from = (address: string) => ({ 'x-forwarded-for': address });

function signInRequest(instance: NextInstance, email: string, password: string, address: string) {
  return fetch(`${instance.baseUrl}/api/v1/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...from(address) },
    body: JSON.stringify({ email, password }),
    signal: AbortSignal.timeout(15_000),
  });
}

// Signs the admin in on one instance; returns the session cookie as the browser would send it.
async function sessionCookie(instance: NextInstance, address: string): Promise<string> {
  const response = await signInRequest(instance, admin.email, admin.password, address);
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((header) => header.startsWith('__Host-session='));
  expect(cookie).toBeDefined();
  return cookie!.split(';')[0]!;
}

test('the login limit per e-mail and address counts failures on both instances together', async () => {
  await withinOneWindow(15 * 60_000, 20_000);
  // Five failures are answered 401 and the sixth 429, whichever instance each attempt reaches.
  const expected = [401, 401, 401, 401, 401, 429];
  const oneInstance: number[] = [];
  const oneEmail = `nobody-${randomBytes(4).toString('hex')}@example.com`;
  for (let i = 0; i < 6; i++) oneInstance.push((await signInRequest(a, oneEmail, 'wrong password', '198.51.100.1')).status);
  expect(oneInstance).toEqual(expected);

  const alternated: number[] = [];
  const email = `nobody-${randomBytes(4).toString('hex')}@example.com`;
  for (let i = 0; i < 6; i++) {
    const instance = i % 2 === 0 ? a : b;
    alternated.push((await signInRequest(instance, email, 'wrong password', '198.51.100.2')).status);
  }
  expect(alternated).toEqual(expected);
  // Refused on A as well, though A saw only three of the failures.
  const onA = await signInRequest(a, email, 'wrong password', '198.51.100.2');
  expect(onA.status).toBe(429);
  expect(await onA.json()).toMatchObject({ success: false });
  expect(Number(onA.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('the lead form limit per address counts submissions on both instances together', async () => {
  await withinOneWindow(60_000, 12_000);
  // LEAD_RATE_LIMIT_PER_MINUTE is 5 (the default): the sixth lead from one address is refused.
  const expected = [201, 201, 201, 201, 201, 429];
  const oneInstance: number[] = [];
  for (let i = 0; i < 6; i++) oneInstance.push((await postLead(a.baseUrl, contactLead('limit-a'), from('198.51.100.3'))).status);
  expect(oneInstance).toEqual(expected);

  const alternated: number[] = [];
  for (let i = 0; i < 6; i++) {
    const instance = i % 2 === 0 ? b : a;
    alternated.push((await postLead(instance.baseUrl, contactLead('limit-ab'), from('198.51.100.4'))).status);
  }
  expect(alternated).toEqual(expected);
  expect((await postLead(b.baseUrl, contactLead('limit-ab'), from('198.51.100.4'))).status).toBe(429);
});

test('a session made on A works on B, and signing out on B ends it on A', async () => {
  const cookie = await sessionCookie(a, '198.51.100.5');
  const enquiries = (instance: NextInstance) =>
    fetch(`${instance.baseUrl}/api/v1/contact/enquiries`, { headers: { cookie }, signal: AbortSignal.timeout(15_000) });
  expect((await enquiries(b)).status).toBe(200);
  const dashboard = await fetch(`${b.baseUrl}/admin/dashboard`, { headers: { cookie }, redirect: 'manual' });
  expect(dashboard.status).toBe(200);

  const logout = await fetch(`${b.baseUrl}/api/v1/users/logout`, { method: 'POST', headers: { cookie } });
  expect(logout.status).toBe(200);
  const refused = await enquiries(a);
  expect(refused.status).toBe(401);
  expect(await refused.json()).toMatchObject({ success: false });
  expect((await enquiries(b)).status).toBe(401);
});

test('a post created on A with an image is served by B, the image from GridFS', async () => {
  const cookie = await sessionCookie(a, '198.51.100.6');
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  const form = new FormData();
  const headline = `Two instances, one blog ${Date.now()}`;
  form.set('headline', headline);
  form.set('summary', 'Written on one instance, read on the other.');
  form.set('category', 'General');
  form.set('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
  const created = await fetch(`${a.baseUrl}/api/v1/posts/create`, { method: 'POST', headers: { cookie }, body: form });
  expect(created.status).toBe(201);
  const post = ((await created.json()) as { data: { _id: string; slug: string; image: string } }).data;
  expect(post.image).toBeTruthy();

  const onB = await fetch(`${b.baseUrl}/api/v1/posts/getById/${post._id}`);
  expect(onB.status).toBe(200);
  expect(await onB.json()).toMatchObject({ _id: post._id, headline, image: post.image });
  const page = await fetch(`${b.baseUrl}/blog/${post.slug}`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain(headline);

  const imageOnA = await fetch(`${a.baseUrl}/uploads/${post.image}`);
  const imageOnB = await fetch(`${b.baseUrl}/uploads/${post.image}`);
  expect(imageOnB.status).toBe(200);
  expect(imageOnB.headers.get('content-type')).toMatch(/^image\//);
  const sha = async (response: Response) => createHash('sha256').update(Buffer.from(await response.arrayBuffer())).digest('hex');
  expect(await sha(imageOnB)).toBe(await sha(imageOnA));
  // In the database, not on either instance's disk.
  expect(await findDocuments('uploads.files', { filename: post.image }, database.mongoUri)).toHaveLength(1);
  expect(existsSync(path.join(database.workDir, 'uploads', post.image))).toBe(false);
});

test('leads sent to both instances at once produce each e-mail exactly once', async () => {
  const leads = Array.from({ length: 8 }, (_, i) => contactLead(`mail-${i}`));
  const answers = await Promise.all(
    leads.map((lead, i) => postLead((i % 2 === 0 ? a : b).baseUrl, lead, from(`198.51.100.${20 + i}`))),
  );
  expect(answers.map((answer) => answer.status)).toEqual(leads.map(() => 201));

  const emails = leads.map((lead) => lead.email);
  // Each instance sends after its own responses; both compete for the same due messages.
  await expect
    .poll(async () => (await outboxFor(database.mongoUri, emails)).rows.filter((row) => row.state === 'sent').length, {
      timeout: 20_000,
    })
    .toBe(2 * leads.length);
  const { enquiries, rows } = await outboxFor(database.mongoUri, emails);
  expect(enquiries).toHaveLength(leads.length);
  expect(rows).toHaveLength(2 * leads.length);
  expect(new Set(rows.map((row) => row.key)).size).toBe(rows.length);
  for (const row of rows) {
    expect(row.attempts, row.key).toBe(1);
    expect(emlFilesFor(database.mailDir, row.key), row.key).toHaveLength(1);
  }
});
