import { randomBytes } from 'node:crypto';
import type { Page, Request, Response } from '@playwright/test';
import sharp from 'sharp';
import {
  prepareStandaloneServer,
  startNextInstance,
  startSeededDatabase,
  type NextInstance,
  type SeededDatabase,
} from '../scripts/lib/production-server';
import { signIn } from './support/accounts';
import { runUntilExit, serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';

// The container image's server (issue 46): `node server.js` of the build's standalone output
// (next.config.ts `output: 'standalone'`), run from a copy outside the checkout with public/ and
// .next/static beside it, as the Dockerfile copies them, on a seeded database of its own. The
// image and compose.yaml are not built or run here (no Docker on this machine): this is the part of
// the image that runs without it (docs/operations.md, Container image).
test.describe.configure({ mode: 'serial' });

const admin = { email: 'standalone-admin@example.com', name: 'Stella Standalone', password: `standalone-${randomBytes(12).toString('hex')}` };

let standalone: { dir: string; remove: () => void } | undefined;
let database: SeededDatabase | undefined;
let instance: NextInstance | undefined;

test.beforeAll(async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  testInfo.setTimeout(150_000);
  standalone = prepareStandaloneServer();
  database = await startSeededDatabase({}, admin);
  instance = await startNextInstance(database.env, { standalone: standalone.dir });
});

test.afterAll(async () => {
  await instance?.stop();
  await database?.stop();
  standalone?.remove();
});

const base = () => instance!.baseUrl;

// Opens a page of the standalone server; what failed of the requests of its own origin it made
// while loading (scripts, styles, fonts, images, the optimised covers). Prefetches the next
// navigation cuts off (net::ERR_ABORTED) are no failure.
async function openAll(page: Page, path: string) {
  const failed: string[] = [];
  const onResponse = (response: Response) => {
    if (response.url().startsWith(base()) && response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  };
  const onFailure = (request: Request) => {
    const error = request.failure()?.errorText ?? '';
    if (request.url().startsWith(base()) && !error.includes('ERR_ABORTED')) failed.push(`${error} ${request.url()}`);
  };
  page.on('response', onResponse);
  page.on('requestfailed', onFailure);
  try {
    const response = await page.goto(`${base()}${path}`, { waitUntil: 'load' });
    expect(response?.status(), path).toBe(200);
  } finally {
    page.off('response', onResponse);
    page.off('requestfailed', onFailure);
  }
  return { failed };
}

test('the standalone server answers its liveness and readiness checks', async () => {
  const live = await fetch(`${base()}/api/health`);
  expect(live.status).toBe(200);
  expect(await live.json()).toMatchObject({ success: true, status: 'ok' });
  const ready = await fetch(`${base()}/api/ready`);
  expect(ready.status).toBe(200);
  expect(await ready.json()).toEqual({ success: true, database: 'up' });
});

test('the home page in English and German and a blog post render, with every file they load', async ({ page }) => {
  test.setTimeout(90_000);
  const posts = (await (await fetch(`${base()}/api/v1/posts/get`)).json()) as { slug: string; headline: string }[];
  expect(posts.length).toBeGreaterThan(0);
  const pages = [
    { path: '/', heading: 'Study, work and build your future in Germany' },
    { path: '/de', heading: 'Studieren, arbeiten und Ihre Zukunft in Deutschland gestalten' },
    { path: `/blog/${posts[0]!.slug}`, heading: posts[0]!.headline },
  ];
  for (const { path, heading } of pages) {
    const { failed } = await openAll(page, path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    expect(failed, path).toEqual([]);
  }

  // The page cache handler (platform/page-cache/) was traced into the output and runs: a cached
  // page carries the hashes of its inline scripts and is sent in pure ASCII.
  await fetch(`${base()}/`);
  const cached = await fetch(`${base()}/`);
  expect(cached.headers.get('content-security-policy')).toContain("'sha256-");
  expect(new Uint8Array(await cached.arrayBuffer()).every((byte) => byte < 0x80)).toBe(true);

  // A build file from .next/static, kept for a year.
  await page.goto(`${base()}/`);
  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute('src');
  const asset = await fetch(`${base()}${script}`);
  expect(asset.status).toBe(200);
  expect(asset.headers.get('cache-control')).toContain('immutable');
});

test('illustrations from public/, uploaded covers and their optimised sizes (sharp) are served', async ({ page }) => {
  const { failed } = await openAll(page, '/about');
  const src = await page.locator('main img[src^="/images/"]').first().getAttribute('src');
  expect(src).toMatch(/^\/images\/.+\.webp$/);
  const illustration = await fetch(`${base()}${src}`);
  expect(illustration.status).toBe(200);
  expect(illustration.headers.get('content-type')).toBe('image/webp');
  expect(illustration.headers.get('cache-control')).toBe('public, max-age=86400, stale-while-revalidate=604800');
  expect((await fetch(`${base()}/og-image.png`)).status).toBe(200);
  expect(failed).toEqual([]);

  // A seeded post's cover, stored in UPLOAD_DIR, and a size of it made by Next's image optimiser.
  const posts = (await (await fetch(`${base()}/api/v1/posts/get`)).json()) as { image: string }[];
  const cover = await fetch(`${base()}/uploads/${posts[0]!.image}`);
  expect(cover.status).toBe(200);
  expect(cover.headers.get('content-type')).toMatch(/^image\//);
  const resized = await fetch(`${base()}/_next/image?url=${encodeURIComponent(`/uploads/${posts[0]!.image}`)}&w=640&q=75`, {
    headers: { accept: 'image/avif,image/webp,*/*' },
  });
  expect(resized.status).toBe(200);
  expect(resized.headers.get('content-type')).toMatch(/^image\//);
  expect((await sharp(Buffer.from(await resized.arrayBuffer())).metadata()).width).toBeLessThanOrEqual(640);
});

test('a sign-in opens the back office, and an image uploaded there is checked, stored and served', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto(`${base()}/login`);
  await signIn(page, admin);
  await expect(page.getByRole('heading', { name: `Welcome back, ${admin.name}!` })).toBeVisible();

  // The upload is decoded and re-encoded by sharp inside the server (lib/server/storage/image.ts).
  const picture = await sharp({ create: { width: 480, height: 320, channels: 3, background: { r: 30, g: 120, b: 200 } } }).png().toBuffer();
  const upload = await page.request.post(`${base()}/api/v1/uploads`, { multipart: { image: { name: 'standalone.png', mimeType: 'image/png', buffer: picture } } });
  expect(upload.status()).toBe(201);
  const { data } = (await upload.json()) as { data: { url: string } };
  const stored = await page.request.get(`${base()}${data.url}`);
  expect(stored.status()).toBe(200);
  expect((await sharp(await stored.body()).metadata()).width).toBe(480);
});

test('without JWT_SECRET the standalone server refuses to start', async () => {
  const env: NodeJS.ProcessEnv = { ...database!.env, PORT: '0', HOSTNAME: '127.0.0.1' };
  delete env.JWT_SECRET;
  const { code, output } = await runUntilExit(process.execPath, ['server.js'], { cwd: standalone!.dir, env });
  expect(code).toBe(1);
  expect(output).toContain('Cannot start: JWT_SECRET is required in production');
});

test('SIGTERM stops the standalone server with 143, as `docker stop` sends it', async () => {
  const running = instance!;
  instance = undefined;
  expect(await running.stop()).toBe(143);
});
