import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { deleteDocuments, findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';

// The media library (/admin/media): several images uploaded at once, where an image is used, and
// Delete refused while anything shows it. Each test makes images of a colour of its own, so the
// same bytes are never another test's file.

const picture = (width: number) =>
  sharp({ create: { width, height: 400, channels: 3, background: { r: Math.floor(Math.random() * 255), g: Math.floor(Math.random() * 255), b: 120 } } })
    .png()
    .toBuffer();

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

test('several images uploaded at once are listed with their size and dimensions; the library passes axe at 390 and 1440 px', async ({ page }) => {
  const editor = await createAccount('media-editor', 'editor');
  await signIn(page, editor);
  // In the back office's navigation (behind the menu on a phone).
  expect(await page.locator('a[href="/admin/media"]').count()).toBeGreaterThan(0);
  await page.goto('/admin/media');
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();

  await page.locator('input[type="file"][multiple]').setInputFiles([
    { name: 'first-office.png', mimeType: 'image/png', buffer: await picture(640) },
    { name: 'second-office.png', mimeType: 'image/png', buffer: await picture(720) },
  ]);
  const uploads = page.getByRole('list', { name: 'Uploads' });
  await expect(uploads.getByRole('listitem').filter({ hasText: 'first-office.png: Uploaded' })).toBeVisible();
  await expect(uploads.getByRole('listitem').filter({ hasText: 'second-office.png: Uploaded' })).toBeVisible();
  // The newest first, with what the pipeline made of them (WebP, the same dimensions). The other
  // test of this file may upload beside this one (fullyParallel), so its card can be the very
  // first: what counts is that the second upload comes before the first.
  const order = async () => {
    const cards = await page.getByRole('article').allTextContents();
    return [cards.findIndex((text) => text.includes('720 × 400 px')), cards.findIndex((text) => text.includes('640 × 400 px'))];
  };
  await expect.poll(async () => (await order()).every((index) => index >= 0)).toBe(true);
  const [second, first] = await order();
  expect(first).toBeGreaterThan(second!);

  for (const width of [390, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await blockingViolations(page)).toEqual([]);
  }
});

test('an image a post shows lists the post, and is deleted only once nothing uses it', async ({ page }) => {
  const admin = await createAccount('media-admin', 'admin');
  await signIn(page, admin);
  const upload = await page.request.post('/api/v1/uploads', { multipart: { image: { name: 'used.png', mimeType: 'image/png', buffer: await picture(500) } } });
  expect(upload.status()).toBe(201);
  const { name } = ((await upload.json()) as { data: { name: string } }).data;

  // A draft whose text shows the image.
  const [seeded] = await findDocuments('posts', { locale: 'en' });
  if (!seeded) throw new Error('the seed has no English post');
  const id = new mongoose.Types.ObjectId();
  const headline = `Library use ${randomUUID().slice(0, 8)}`;
  await insertDocuments('posts', [
    {
      ...seeded,
      _id: id,
      translationGroup: id,
      headline,
      slug: `library-use-${id.toString()}`,
      previousSlugs: [],
      summary: `Our office.\n\n![The office](/uploads/${name})`,
      status: 'draft',
      publishAt: null,
    },
  ]);
  try {
    await page.goto(`/admin/media?q=${encodeURIComponent(name)}`);
    const card = page.getByRole('article', { name });
    await expect(card.getByRole('link', { name: headline })).toHaveAttribute('href', `/admin/blogs/edit/${id.toString()}`);
    await expect(card).toContainText('Post text');

    page.once('dialog', (dialog) => void dialog.accept());
    await card.getByRole('button', { name: /^Delete/ }).click();
    // The refusal's message names the place (the card's own list may name it too).
    await expect(page.getByRole('status').filter({ hasText: `Post text: ${headline}` })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('article', { name })).toBeVisible();
    expect(await findDocuments('mediafiles', { name })).toHaveLength(1);
  } finally {
    await deleteDocuments('posts', { _id: id });
  }

  // Nothing shows it now: it goes, file and record.
  await page.reload();
  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Not used anywhere yet.');
  page.once('dialog', (dialog) => void dialog.accept());
  await card.getByRole('button', { name: /^Delete/ }).click();
  await expect(page.getByText('Image deleted')).toBeVisible();
  await expect(page.getByRole('article', { name })).toHaveCount(0);
  expect(await findDocuments('mediafiles', { name })).toHaveLength(0);
  expect((await page.request.get(`/uploads/${name}`)).status()).toBe(404);
});
