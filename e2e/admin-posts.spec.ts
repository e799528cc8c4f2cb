import sharp from 'sharp';
import { seededAdmin, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';
import { fillMarkdown } from './support/editor';

const coverPng = () => sharp({ create: { width: 1200, height: 700, channels: 3, background: '#0f766e' } }).png().toBuffer();

test('create a post with an image, see it on /blog, edit it, delete it', async ({ page }, testInfo) => {
  const headline = `Anmeldung checklist ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/login?next=/admin/blogs');
  await signIn(page, seededAdmin(), '/admin/blogs');

  await page.getByRole('link', { name: 'Create New Post' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/create$/);
  await page.getByLabel('Headline').fill(headline);
  await fillMarkdown(page, 'Summary', 'Register your address within 14 days.\nBring your rental contract.');
  await expect(page.getByText('Bring your rental contract.').last()).toBeVisible();
  await page.getByLabel('Category').selectOption('Germany');
  await page.getByLabel('Tags').fill('Berlin, Anmeldung');
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: await coverPng() });
  await expect(page.getByAltText('Preview of the chosen image')).toBeVisible();
  await page.getByLabel('Image alt text').fill('A registration form on a desk');
  await page.getByRole('button', { name: 'Create Blog' }).click();

  await expect(page.getByText('Blog created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByRole('row').filter({ hasText: headline });
  await expect(row).toBeVisible();
  // The saved post's page, offered once after saving.
  await expect(page.getByRole('status').filter({ hasText: headline }).getByRole('link', { name: 'View on site' })).toHaveAttribute(
    'href',
    /^\/blog\/anmeldung-checklist-/,
  );
  await expect(row.getByText('Register y...')).toBeVisible();

  // The public blog shows it at once.
  await page.goto('/blog');
  await page.getByRole('link', { name: headline }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  // The address is made from the headline (German letters transliterated).
  const postPath = new URL(page.url()).pathname;
  expect(postPath).toBe(`/blog/anmeldung-checklist-${testInfo.project.name}-${headline.split(' ').pop()}`);
  const cover = page.locator('main img').first();
  await expect(cover).toHaveJSProperty('complete', true);
  expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  // Edit: new headline, image kept.
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: `Edit: ${headline}` }).click();
  await expect(page).toHaveURL(/\/admin\/blogs\/edit\/[0-9a-f]{24}$/);
  await expect(page.getByLabel('Headline')).toHaveValue(headline);
  await expect(page.getByAltText('Current image of the post')).toBeVisible();
  await page.getByLabel('Headline').fill(`${headline} (updated)`);
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  await page.goto(postPath);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${headline} (updated)`);

  // Both saves are kept; the first one can be compared and restored.
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: `Edit: ${headline} (updated)` }).click();
  const revisions = page.getByRole('region', { name: 'Revisions' });
  await expect(revisions.getByRole('listitem')).toHaveCount(2);
  await revisions.getByText('What changed').click();
  await expect(revisions.getByText(`Headline then: ${headline}`)).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await revisions.getByRole('button', { name: /^Restore the version of/ }).click();
  await expect(page.getByText('Earlier version restored')).toBeVisible();
  await expect(page.getByLabel('Headline')).toHaveValue(headline);
  await expect(revisions.getByRole('listitem')).toHaveCount(3);

  // Delete with SPEC's confirmation.
  await page.goto('/admin/blogs');
  page.once('dialog', async (dialog) => {
    expect(dialog.message()).toBe('Are you sure you want to delete this blog?');
    await dialog.accept();
  });
  await page.getByRole('button', { name: `Delete: ${headline}`, exact: true }).click();
  await expect(page.getByText('Blog deleted successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: headline })).toHaveCount(0);
  expect((await page.goto(postPath))?.status()).toBe(404);
});

test('the post form checks every field before sending, and Cancel returns to the list after asking', async ({ page }) => {
  await page.goto('/login?next=/admin/blogs/create');
  await signIn(page, seededAdmin(), '/admin/blogs/create');
  let posted = false;
  // The save is a Server Action (a POST with a Next-Action header, as is the live preview, which
  // sends the text alone): one that carries the headline is a save.
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.headers()['next-action'] && request.postData()?.includes('"headline"')) posted = true;
  });
  await page.getByRole('button', { name: 'Create Blog' }).click();
  // Each under its field (and in the summary at the top of the form, e2e/form-errors.spec.ts).
  for (const [label, message] of [['Headline', 'Headline is required'], ['Summary', 'Summary is required'], ['Category', 'Category is required']] as const) {
    await expect(page.getByLabel(label)).toHaveAccessibleDescription(new RegExp(message));
  }
  await expect(page.getByText('Please select an image').first()).toBeVisible();
  await expect(page.getByLabel('Headline')).toBeFocused();
  await page.getByLabel('Headline').fill('ab');
  await expect(page.getByText('Headline must be at least 3 characters')).toBeVisible();
  await fillMarkdown(page, 'Summary', 'short');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByLabel('Summary')).toHaveAccessibleDescription(/Summary must be at least 10 characters/);
  expect(posted).toBe(false);
  // What was typed is not saved: leaving asks first (the form kit's question); staying keeps it.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('You have unsaved changes. Leave this page and lose them?');
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Headline')).toHaveValue('ab');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});

test('an unknown post id shows the failure text with a way back', async ({ page }) => {
  await page.goto('/login?next=/admin/blogs/edit/64b7f0c2a1b2c3d4e5f60718');
  await signIn(page, seededAdmin(), '/admin/blogs/edit/64b7f0c2a1b2c3d4e5f60718');
  await expect(page.getByText('Failed to fetch blog')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Post Management' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
});

test('uploads: a 6 MB image answers 413 and an SVG 415, through the real server', async ({ page }) => {
  await signIn(page, seededAdmin());
  const fields = { headline: 'Oversize upload', summary: 'This upload must be refused.', category: 'General' };
  const big = await page.request.post('/api/v1/posts/create', {
    multipart: { ...fields, image: { name: 'big.png', mimeType: 'image/png', buffer: Buffer.concat([await coverPng(), Buffer.alloc(6 * 1024 * 1024)]) } },
  });
  expect(big.status()).toBe(413);
  expect(await big.json()).toMatchObject({ success: false });
  const svg = await page.request.post('/api/v1/posts/create', {
    multipart: { ...fields, image: { name: 'x.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>') } },
  });
  expect(svg.status()).toBe(415);
});

test('every admin page passes axe with no serious or critical violations', async ({ page, isMobile }) => {
  // Seven pages through axe take about 25 s on two busy cores.
  test.setTimeout(60_000);
  await page.goto('/login');
  const check = async (label: string) => {
    expect(await blockingViolations(page), label).toEqual([]);
  };
  await check('/login');
  await signIn(page, seededAdmin());
  await check('/admin/dashboard');
  for (const path of ['/admin/blogs', '/admin/blogs/create', '/admin/enquiries', '/admin/test']) {
    await page.goto(path);
    await check(path);
  }
  await page.goto('/admin/blogs');
  await page.getByRole('link', { name: /^Edit/ }).first().click();
  await expect(page.getByRole('button', { name: 'Update Blog' })).toBeVisible();
  await check('/admin/blogs/edit/{id}');
  const menu = page.getByRole('button', { name: 'Open menu' });
  // Below the lg breakpoint only (the phone project).
  if (isMobile) {
    await menu.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await check('admin menu drawer');
    await page.keyboard.press('Escape');
    await expect(menu).toBeFocused();
  }
});
