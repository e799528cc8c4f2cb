import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { seededAdmin, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { berlinDay } from '../lib/time/berlin';
import { formatDay } from '../lib/time/format';
import { fillMarkdown } from './support/editor';

// The dashboard's figures come from the data cache (lib/server/dashboard/cached.ts, 30 s), and each
// kind of write through the app expires the figures it changes on this instance. So a figure read
// on the FIRST reload after a write's answer already counts it: within the lifetime, only the
// expiry can make it change. Other tests write at the same time, so a figure may grow by more
// than one, never stay as it was. One administrator on the desktop project.

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one run: the figures are the server\'s, not the screen\'s');
});

// A stat card's figure: the first paragraph under its heading (en-GB digits with commas).
async function statCard(page: Page, title: string): Promise<number> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
  await expect(card).toBeVisible();
  const text = await card.locator('p').first().textContent();
  return Number((text ?? '').replace(/,/g, ''));
}

// The first count in a row of a lead-panel table (a row header, then its cells), 0 without the row.
// The dashboard streams its sections (loading.tsx) and React reveals a finished section a moment
// after the document's load event, so this waits for the section's state first: its table, or the
// line a period without any shows instead.
async function tableCount(page: Page, table: string, empty: string, rowHeader: string | RegExp, hasText?: string): Promise<number> {
  const panel = page.getByRole('region', { name: 'Where leads come from' });
  const found = panel.getByRole('table', { name: table });
  const none = panel.getByText(empty, { exact: true });
  await expect(found.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  const rows = found.getByRole('row').filter({ has: page.getByRole('rowheader', { name: rowHeader, exact: typeof rowHeader === 'string' }) });
  const row = hasText ? rows.filter({ hasText }) : rows;
  if ((await row.count()) === 0) return 0;
  return Number(((await row.first().getByRole('cell').first().textContent()) ?? '').replace(/,/g, ''));
}

async function openDashboard(page: Page, path = '/admin/dashboard') {
  await page.goto(path);
  if (page.url().includes('/login')) {
    await signIn(page, seededAdmin());
    await page.goto(path);
  }
  await expect(page.getByRole('region', { name: 'Where leads come from' })).toBeVisible();
}

async function aPublicPostId(page: Page): Promise<string> {
  const [post] = (await (await page.request.get('/api/v1/posts/get?limit=1')).json()) as { _id: string }[];
  return post!._id;
}

const visitorId = () => `e2e-dashboard-${randomUUID()}`.slice(0, 48);

test('a post view through its public API shows in the views at once', async ({ page }) => {
  await openDashboard(page);
  const before = await statCard(page, 'Total Views');
  const answer = await page.request.post(`/api/v1/posts/${await aPublicPostId(page)}/view`, { data: { visitorId: visitorId() } });
  expect(await answer.json()).toMatchObject({ success: true, counted: true });
  await page.reload();
  expect(await statCard(page, 'Total Views')).toBeGreaterThanOrEqual(before + 1);
});

test('a like through its public API shows in the likes at once', async ({ page }) => {
  await openDashboard(page);
  const before = await statCard(page, 'Total Likes');
  const answer = await page.request.post(`/api/v1/posts/${await aPublicPostId(page)}/like`, { data: { visitorId: visitorId(), delta: 1 } });
  expect(await answer.json()).toMatchObject({ success: true, liked: true });
  await page.reload();
  expect(await statCard(page, 'Total Likes')).toBeGreaterThanOrEqual(before + 1);
});

test('a post created in the back office shows in the posts at once', async ({ page }) => {
  const headline = `Dashboard cache ${Date.now()}`;
  await openDashboard(page);
  const before = await statCard(page, 'Total Blogs');
  await page.goto('/admin/blogs/create');
  await page.getByLabel('Headline').fill(headline);
  await fillMarkdown(page, 'Summary', 'A post that the dashboard counts at once.');
  await page.getByLabel('Category').selectOption('Germany');
  const cover = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await page.getByLabel('Image alt text').fill('A plain green cover');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();
  try {
    await openDashboard(page);
    expect(await statCard(page, 'Total Blogs')).toBeGreaterThanOrEqual(before + 1);
  } finally {
    // The other specs page through the blog: the post goes again.
    await page.goto('/admin/blogs');
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: `Delete: ${headline}`, exact: true }).click();
    await expect(page.getByText('Blog deleted successfully')).toBeVisible();
  }
});

test('a WhatsApp click and a step of the points check show in the lead panel at once', async ({ page }) => {
  const today = formatDay(berlinDay(new Date()), 'medium');
  await openDashboard(page, '/admin/dashboard?period=7d');
  const chats = () => tableCount(page, 'WhatsApp chats started', 'No WhatsApp chats started in this period.', /^\/about/, 'no service chosen');
  const started = () => tableCount(page, 'Opportunity Card points check', 'No points check started in this period.', today);
  const [chatsBefore, startedBefore] = [await chats(), await started()];
  expect((await page.request.post('/api/v1/whatsapp-clicks', { data: { page: '/about' } })).status()).toBe(201);
  expect((await page.request.post('/api/v1/opportunity-check/events', { data: { event: 'started' } })).status()).toBe(201);
  await page.reload();
  expect(await chats()).toBeGreaterThanOrEqual(chatsBefore + 1);
  expect(await started()).toBeGreaterThanOrEqual(startedBefore + 1);
});

// Every mongoose write of an enquiry expires the lead figures (models/enquiry.ts calls
// lib/server/enquiries/write-effects.ts).
test('a lead through the contact form\'s API shows in the new enquiries at once', async ({ page }) => {
  await openDashboard(page);
  const before = await statCard(page, 'New Enquiries');
  const lead = await page.request.post('/api/v1/email/contact', {
    data: { fullName: 'Dora Dashboard', email: 'dora.dashboard@example.com', phoneNumber: '+49 30 5555555', message: 'Please count me at once.', clientId: randomUUID() },
  });
  expect(lead.status()).toBe(201);
  await page.reload();
  expect(await statCard(page, 'New Enquiries')).toBeGreaterThanOrEqual(before + 1);
  await expect(page.getByRole('link', { name: 'Reply: Dora Dashboard' }).first()).toBeVisible();
});
