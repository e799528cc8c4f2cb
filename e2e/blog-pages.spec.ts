import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { startNextInstance, startSeededDatabase, type NextInstance, type SeededDatabase } from '../scripts/lib/production-server';
import { insertListPosts } from '../scripts/lib/list-posts';
import { signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments } from './support/db';
import { serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';
import { fillMarkdown } from './support/editor';

// The blog list's later pages at their own addresses (/blog/page/2, /blog/category/visa/page/2,
// /de/blog/seite/2), cached like the first page, and the older ?page=2 addresses redirected there.
// On an instance and database of their own: the posts added here (26 English, 18 of them Visa;
// 14 German) must not change the seeded list that e2e/blog.spec.ts counts. Serial: the last test
// adds a post.
test.describe.configure({ mode: 'serial' });

let database: SeededDatabase;
let instance: NextInstance;
const admin = { email: 'pages-admin@example.com', name: 'Paula Pages', password: 'a long enough test password' };
const PAGE_SIZE = 12;

test.beforeAll(async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  testInfo.setTimeout(120_000);
  database = await startSeededDatabase({}, admin);
  await insertListPosts(database.mongoUri, { count: 16, category: 'Visa', locale: 'en', label: 'Visa paging post' });
  await insertListPosts(database.mongoUri, { count: 13, category: 'Visa', locale: 'de', label: 'Visum Seitenbeitrag' });
  instance = await startNextInstance(database.env);
});

test.afterAll(async () => {
  await instance?.stop();
  await database?.stop();
});

type StoredPost = { headline: string; category: string; publishAt: Date; createdAt: Date; _id: { toHexString(): string } };

// The public list in the database's order, newest first, as lib/server/posts/queries.ts sorts it.
async function headlinesInOrder(locale: string, category?: string): Promise<string[]> {
  const posts = (await findDocuments('posts', { locale, status: { $ne: 'draft' }, ...(category ? { category } : {}) }, database.mongoUri)) as unknown as StoredPost[];
  const key = (post: StoredPost) => [post.publishAt.getTime(), post.createdAt.getTime()];
  return posts
    .filter((post) => post.publishAt.getTime() <= Date.now())
    .sort((a, b) => key(b)[0]! - key(a)[0]! || key(b)[1]! - key(a)[1]! || b._id.toHexString().localeCompare(a._id.toHexString()))
    .map((post) => post.headline);
}

const pageOf = (headlines: string[], page: number) => headlines.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);

// The headlines on the list, in order: compared with toHaveText, which waits for the list a
// navigation draws (after a click on Next the address changes before the new page is shown).
const listedHeadlines = (page: Page, region = 'Articles') => page.getByRole('region', { name: region }).locator('article').locator('h2, h3');

const path = (href: string | null) => (href === null ? null : new URL(href, 'http://x').pathname);
const headLink = (page: Page, rel: string) => page.locator(`head link[rel="${rel}"]`);

async function hreflangs(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('hreflang')!, node.getAttribute('href')!] as const),
  );
  return Object.fromEntries(links.map(([language, href]) => [language, path(href)!]));
}

test('page 2 of the blog, at its own address and at the old ?page=2, shows the next twelve posts with its own canonical and prev/next', async ({ page }) => {
  const base = instance.baseUrl;
  const english = await headlinesInOrder('en');
  expect(english).toHaveLength(26);

  // Moved for good: 308 from the route, which platform/moved-permanently.ts sends as 301 for a GET.
  const old = await page.request.get(`${base}/blog?page=2`, { maxRedirects: 0 });
  expect([301, 308]).toContain(old.status());
  expect(old.headers().location).toBe('/blog/page/2');

  await page.goto(`${base}/blog?page=2`);
  await expect(page).toHaveURL(`${base}/blog/page/2`);
  await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(PAGE_SIZE);
  await expect(listedHeadlines(page)).toHaveText(pageOf(english, 2));
  await expect(page.locator('article').filter({ hasText: 'Featured Post' })).toHaveCount(0);
  await expect(page).toHaveTitle(/\(page 2\)/);

  // Its own canonical address, indexable, its neighbours linked in the head and on the page.
  await expect.poll(async () => path(await headLink(page, 'canonical').getAttribute('href'))).toBe('/blog/page/2');
  await expect.poll(async () => path(await headLink(page, 'prev').getAttribute('href'))).toBe('/blog');
  await expect.poll(async () => path(await headLink(page, 'next').getAttribute('href'))).toBe('/blog/page/3');
  await expect(page.locator('meta[name="robots"][content*="noindex"]')).toHaveCount(0);
  // The German list has two pages too, so the German page 2 is its twin.
  await expect.poll(() => hreflangs(page)).toEqual({ en: '/blog/page/2', de: '/de/blog/seite/2', 'x-default': '/blog/page/2' });
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByText('Page 2 of 3')).toBeVisible();
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/blog/page/3');
  expect(await blockingViolations(page)).toEqual([]);

  // The last page: no next, and no German twin (the German list has two pages).
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${base}/blog/page/3`);
  await expect(listedHeadlines(page)).toHaveText(pageOf(english, 3));
  await expect(headLink(page, 'next')).toHaveCount(0);
  await expect.poll(async () => path(await headLink(page, 'prev').getAttribute('href'))).toBe('/blog/page/2');
  await expect.poll(() => hreflangs(page)).toEqual({ en: '/blog/page/3', 'x-default': '/blog/page/3' });

  // The first page links the second; page 1 and the folder's address are the list itself; past the last, 404.
  await page.goto(`${base}/blog`);
  await expect.poll(async () => path(await headLink(page, 'next').getAttribute('href'))).toBe('/blog/page/2');
  await expect(headLink(page, 'prev')).toHaveCount(0);
  for (const [from, to] of [['/blog/page/1', '/blog'], ['/blog/category/all/page/2', '/blog/page/2'], ['/blog?page=1', '/blog'], ['/blog?page=x', '/blog']]) {
    const response = await page.request.get(`${base}${from}`, { maxRedirects: 0 });
    expect([301, 308], from).toContain(response.status());
    expect(path(response.headers().location!), from).toBe(to);
  }
  for (const missing of ['/blog/page/4', '/blog/page/02', '/blog/category/visa/page/3', '/de/blog/seite/3']) {
    expect((await page.request.get(`${base}${missing}`)).status(), missing).toBe(404);
  }
});

test('page 2 of a category, in English and German, and its old ?page=2 address', async ({ page }) => {
  const base = instance.baseUrl;
  const visa = await headlinesInOrder('en', 'Visa');
  expect(visa).toHaveLength(18);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${base}/blog/category/visa?page=2`);
  await expect(page).toHaveURL(`${base}/blog/category/visa/page/2`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('German visas');
  await expect(listedHeadlines(page)).toHaveText(pageOf(visa, 2));
  await expect.poll(async () => path(await headLink(page, 'canonical').getAttribute('href'))).toBe('/blog/category/visa/page/2');
  await expect.poll(async () => path(await headLink(page, 'prev').getAttribute('href'))).toBe('/blog/category/visa');
  await expect(headLink(page, 'next')).toHaveCount(0);
  await expect(page.locator('#visa')).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);

  const german = await headlinesInOrder('de');
  expect(german).toHaveLength(14);
  const old = await page.request.get(`${base}/de/blog?page=2`, { maxRedirects: 0 });
  expect([301, 308]).toContain(old.status());
  expect(old.headers().location).toBe('/de/blog/seite/2');
  await page.goto(`${base}/de/blog/seite/2`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(listedHeadlines(page, 'Beiträge')).toHaveText(pageOf(german, 2));
  await expect.poll(async () => path(await headLink(page, 'canonical').getAttribute('href'))).toBe('/de/blog/seite/2');
  await expect.poll(async () => path(await headLink(page, 'prev').getAttribute('href'))).toBe('/de/blog');
  await expect.poll(() => hreflangs(page)).toEqual({ en: '/blog/page/2', de: '/de/blog/seite/2', 'x-default': '/blog/page/2' });
  await expect(page.getByRole('navigation', { name: 'Blogseiten' }).getByRole('link', { name: 'Zurück' })).toHaveAttribute('href', '/de/blog');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
  const germanVisa = await page.request.get(`${base}/de/blog/kategorie/visum?page=2`, { maxRedirects: 0 });
  expect(germanVisa.headers().location).toBe('/de/blog/kategorie/visum/seite/2');

  // Served from the page cache like the first page, not rendered per request.
  for (const cached of ['/blog/page/2', '/blog/category/visa/page/2']) {
    const response = await page.request.get(`${base}${cached}`);
    expect(response.headers()['cache-control'], cached).toContain('s-maxage=60');
    expect(response.headers()['x-nextjs-cache'], cached).toMatch(/HIT|STALE/);
  }
});

test("a post saved in the back office appears on page 1 at once and pushes page 1's last post onto page 2", async ({ page }) => {
  const base = instance.baseUrl;
  const before = await headlinesInOrder('en');
  const visaBefore = await headlinesInOrder('en', 'Visa');
  // Both pages are in the page cache before the post is written.
  for (const cached of ['/blog', '/blog/page/2', '/blog/category/visa/page/2']) await page.request.get(`${base}${cached}`);
  expect((await page.request.get(`${base}/blog/page/2`)).headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);

  const headline = `Paging news ${Date.now()}`;
  await page.goto(`${base}/login?next=/admin/blogs/create`);
  await signIn(page, admin, '/admin/blogs/create');
  await page.getByLabel('Headline').fill(headline);
  await fillMarkdown(page, 'Summary', 'A new post that moves the others along the list.');
  await page.getByLabel('Category').selectOption('Visa');
  const cover = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await page.getByLabel('Image alt text').fill('A blue cover');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();

  await page.goto(`${base}/blog`);
  await expect(page.locator('article').filter({ hasText: 'Featured Post' }).getByRole('heading')).toHaveText(headline);
  await expect(listedHeadlines(page)).toHaveText([headline, ...before.slice(0, PAGE_SIZE - 1)]);
  await page.goto(`${base}/blog/page/2`);
  await expect(listedHeadlines(page)).toHaveText([before[PAGE_SIZE - 1]!, ...pageOf(before, 2).slice(0, PAGE_SIZE - 1)]);
  await page.goto(`${base}/blog/category/visa/page/2`);
  await expect(listedHeadlines(page).first()).toHaveText(visaBefore[PAGE_SIZE - 1]!);
});
