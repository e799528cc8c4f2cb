import sharp from 'sharp';
import type { Page } from '@playwright/test';
import { toBerlinLocal } from '../lib/time/berlin';
import { signIn } from './support/accounts';
import { findDocuments, insertDocuments } from './support/db';
import { ownInstanceForFile } from './support/instances';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';
import { fillMarkdown, storedMarkdown } from './support/editor';

// Writing posts: Markdown, drafts, previews and schedules, on an instance and database of their
// own: a post added here must not change the seeded list that e2e/blog.spec.ts counts. One
// instance for the file, so its tests run one after the other.
test.describe.configure({ mode: 'serial' });

const editor = { email: 'writer@example.com', name: 'Wera Writer', password: 'a long enough test password' };

const own = ownInstanceForFile(editor);

test('a post written in Markdown shows headings, lists, links and a table, and raw HTML only as text', async ({ page }) => {
  const headline = `Markdown post ${Date.now()}`;
  const post: Record<string, unknown> = {
    headline,
    summary: [
      'An introduction with **bold** words.',
      '## Costs of living',
      '## Insurance',
      'Public or private.',
      '## Finding a flat',
      'Start early.',
      '- Rent in Berlin',
      '- Health insurance',
      'Read [the official guide](https://www.make-it-in-germany.com/en) or our [services](/services).',
      '| Item | Per month |\n|:--|--:|\n| Rent | €900 |',
      '<script>window.__injected = true</script><img src=x onerror="window.__injected = true">',
    ].join('\n\n'),
    category: 'General',
    tags: [],
    views: 0,
    likes: 0,
    createdAt: new Date(),
    updatedAt: new Date(),
  };
  await insertDocuments('posts', [post], own.database.mongoUri);
  const base = own.instance.baseUrl;
  await page.goto(`${base}/blog/${String(post._id)}`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Costs of living' })).toHaveAttribute('id', 'costs-of-living');
  // Three sections or more: a table of contents links to them.
  const toc = page.getByRole('navigation', { name: 'On this page' });
  await expect(toc.getByRole('link')).toHaveText(['Costs of living', 'Insurance', 'Finding a flat']);
  await expect(toc.getByRole('link', { name: 'Finding a flat' })).toHaveAttribute('href', '#finding-a-flat');
  await expect(article.getByRole('listitem').filter({ hasText: 'Health insurance' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'the official guide' })).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(article.getByRole('link', { name: 'services', exact: true })).toHaveAttribute('href', '/services');
  await expect(article.getByRole('cell', { name: '€900' })).toBeVisible();
  // Shown as text (in the lead paragraph and the body), never run.
  await expect(article.getByText('<script>window.__injected = true</script>', { exact: false }).last()).toBeVisible();
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  // The description is cut from the words, not from the Markdown.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /^An introduction with bold words\. Costs of living/);
  // A search shows it as a card whose preview is the words, not the Markdown.
  await page.goto(`${base}/blog?q=${encodeURIComponent(headline)}`);
  const card = page.getByRole('article').filter({ hasText: headline });
  await expect(card.getByText(/^An introduction with bold words\. Costs of living/)).toBeVisible();
  await expect(card).not.toContainText('**');
  // A wide table scrolls inside itself: on a phone the page never scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`${base}/blog/${String(post._id)}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page, { include: ['article'] })).toEqual([]);
});

// The next whole minute at least 20 s away, as the form's Berlin time and as an instant.
function nextMinute(): { local: string; at: Date } {
  const at = new Date(Date.now() + 80_000);
  at.setUTCSeconds(0, 0);
  return { local: toBerlinLocal(at), at };
}

test('written with the toolbar, a draft is previewed by staff only, then scheduled, and goes live on /blog at its time with nobody acting', async ({ page, browser, context }) => {
  test.setTimeout(240_000);
  const base = own.instance.baseUrl;
  const headline = `Residence permit renewal ${Date.now()}`;
  await page.goto(`${base}/login?next=/admin/blogs/create`);
  await signIn(page, editor, '/admin/blogs/create');
  await page.getByLabel('Headline').fill(headline);

  // The text, made with the keyboard and the toolbar: a heading, a list, a link and an image from
  // the library (uploaded there in the picker) with its alt text and a caption.
  const text = page.getByRole('textbox', { name: 'Summary', exact: true });
  const toolbar = page.getByRole('toolbar', { name: 'Formatting' });
  await text.click();
  await page.keyboard.type('Book the appointment at the Landesamt early.');
  await page.keyboard.press('Enter');
  await page.keyboard.type('What to bring');
  await toolbar.getByRole('button', { name: 'Heading', exact: true }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Passport');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('See the official page');
  for (let i = 0; i < 'official page'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await toolbar.getByRole('button', { name: 'Link' }).click();
  await page.getByRole('dialog', { name: 'Link' }).getByLabel('Address').fill('https://service.berlin.de');
  await page.getByRole('dialog', { name: 'Link' }).getByRole('button', { name: 'Apply link' }).click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await toolbar.getByRole('button', { name: 'Image from the library' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  const photo = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#1d4ed8' } }).png().toBuffer();
  await dialog.getByLabel('Upload a new image').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  await dialog.getByLabel('Alt text (English)').fill('The waiting room of the Landesamt');
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Caption').fill('Arrive ten minutes early');
  expect(await storedMarkdown(page, 'Summary')).toMatch(
    /^Book the appointment at the Landesamt early\.\n\n## What to bring\n\n- Passport\n\nSee the \[official page\]\(https:\/\/service\.berlin\.de\)\n\n!\[The waiting room of the Landesamt\]\(\/uploads\/[0-9a-f-]+\.webp "Arrive ten minutes early"\)$/,
  );
  // The library knows the alt text now, for the next time the image is chosen.
  const [libraryImage] = await findDocuments('mediafiles', { 'alt.en': 'The waiting room of the Landesamt' }, own.database.mongoUri);
  expect(libraryImage).toBeTruthy();
  // The live preview is the page's own rendering (on a phone, behind its toggle).
  const showPreview = page.getByRole('button', { name: 'Show preview' });
  if (await showPreview.isVisible()) await showPreview.click();
  const livePreview = page.getByRole('region', { name: 'Preview' });
  await expect(livePreview.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(livePreview.getByRole('listitem')).toHaveText('Passport');
  await expect(livePreview.getByRole('link', { name: 'official page' })).toHaveAttribute('href', 'https://service.berlin.de');
  await expect(livePreview.getByRole('img', { name: 'The waiting room of the Landesamt' })).toBeVisible();
  await expect(livePreview.locator('figcaption')).toHaveText('Arrive ten minutes early');
  expect(await blockingViolations(page, { include: ['main'] })).toEqual([]);

  // A copy is kept in this browser while typing: another tab offers to restore it.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('post-draft:new') ?? '')).toContain(headline);
  const otherTab = await context.newPage();
  await otherTab.goto(`${base}/admin/blogs/create`);
  await otherTab.getByRole('button', { name: 'Restore them' }).click();
  await expect(otherTab.getByLabel('Headline')).toHaveValue(headline);
  await otherTab.close();

  await page.getByLabel('Category').selectOption('Immigration');
  const cover = await sharp({ create: { width: 1200, height: 700, channels: 3, background: '#7c2d12' } }).png().toBuffer();
  await page.getByLabel('Image', { exact: true }).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: cover });
  await page.getByLabel('Image alt text').fill('A passport and a rental contract');
  await page.getByLabel('Search description').fill('What to bring to the renewal appointment in Berlin.');
  await page.getByRole('radio', { name: /Save as draft/ }).check();
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page.getByText('Blog created successfully')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('post-draft:new'))).toBeNull();

  const row = page.getByRole('row').filter({ hasText: headline });
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Saved:' }).getByRole('link', { name: 'Preview it' })).toBeVisible();
  await row.getByRole('link', { name: `Preview: ${headline}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  await expect(page.getByRole('status').filter({ hasText: 'Preview.' })).toContainText('a draft');
  await expect(page.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(page.locator('article').getByRole('img', { name: 'The waiting room of the Landesamt' })).toBeVisible();
  const previewPath = new URL(page.url()).pathname;
  const id = previewPath.split('/').pop()!;
  const preview = await page.request.get(`${base}${previewPath}`);
  expect(preview.headers()['cache-control']).toContain('no-store');
  expect(preview.headers()['x-robots-tag']).toBe('noindex, nofollow');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

  // Signed out: not found anywhere.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  expect((await visitorPage.goto(`${base}/blog/${id}`))?.status()).toBe(404);
  expect((await visitor.request.get(`${base}/api/v1/posts/getById/${id}`)).status()).toBe(404);
  await visitorPage.goto(`${base}${previewPath}`);
  await expect(visitorPage).toHaveURL(/\/login/);
  await visitorPage.goto(`${base}/blog`);
  await expect(visitorPage.getByRole('link', { name: headline })).toHaveCount(0);

  // Scheduled for the next minute: /blog, now cached without it, shows it after that by itself.
  await page.goto(`${base}/admin/blogs/edit/${id}`);
  await page.getByRole('radio', { name: /Schedule/ }).check();
  const { local, at } = nextMinute();
  await page.getByLabel('Goes live on (Berlin time)').fill(local);
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page.getByText('Blog updated successfully')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: headline }).getByText('Scheduled', { exact: true })).toBeVisible();
  await visitorPage.goto(`${base}/blog`);
  await expect(visitorPage.getByRole('link', { name: headline })).toHaveCount(0);
  expect(Date.now()).toBeLessThan(at.getTime());

  await expect(async () => {
    await visitorPage.goto(`${base}/blog`);
    await expect(visitorPage.getByRole('link', { name: headline }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 150_000, intervals: [2000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  // Its id answers 301 to its address, made from the headline.
  const slug = `residence-permit-renewal-${headline.split(' ').pop()}`;
  const byId = await visitor.request.get(`${base}/blog/${id}`, { maxRedirects: 0 });
  expect(byId.status()).toBe(301);
  expect(byId.headersArray().filter((header) => header.name.toLowerCase() === 'location')).toHaveLength(1);
  expect(new URL(byId.headers().location!, base).pathname).toBe(`/blog/${slug}`);
  expect((await visitorPage.goto(`${base}/blog/${id}`))?.status()).toBe(200);
  await expect(visitorPage).toHaveURL(`${base}/blog/${slug}`);
  await expect(visitorPage.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${slug}$`));
  await expect(visitorPage.locator('meta[name="description"]')).toHaveAttribute('content', 'What to bring to the renewal appointment in Berlin.');
  await expect(visitorPage.locator('article header').getByText('What to bring to the renewal appointment in Berlin.')).toBeVisible();
  await expect(visitorPage.getByRole('img', { name: 'A passport and a rental contract' })).toBeVisible();
  // The image in the text comes in several widths through the image optimiser.
  const bodyImage = visitorPage.locator('article').getByRole('img', { name: 'The waiting room of the Landesamt' });
  await bodyImage.scrollIntoViewIfNeeded();
  await expect(bodyImage).toHaveJSProperty('complete', true);
  expect(await bodyImage.evaluate((img: HTMLImageElement) => ({ src: img.currentSrc, width: img.naturalWidth }))).toMatchObject({
    src: expect.stringContaining('/_next/image?url=%2Fuploads%2F'),
    width: expect.any(Number),
  });
  expect(await bodyImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // It ends with a consultation about its service, in the enquiry dialog with that service named.
  await visitorPage.getByRole('button', { name: 'Ask about Visa Advisory' }).click();
  await expect(visitorPage.getByRole('dialog', { name: 'Visa Advisory Services', exact: true })).toBeVisible();
  await visitorPage.keyboard.press('Escape');
  expect(await blockingViolations(visitorPage, { include: ['article'] })).toEqual([]);
  await visitor.close();
});

test('the blog list comes in pages of 12 with numbered links, the newest featured on the first', async ({ page }) => {
  const base = own.instance.baseUrl;
  await page.goto(`${base}/login?next=/admin/blogs`);
  await signIn(page, editor, '/admin/blogs');
  // Posts through the API (so the cached list is refreshed) until there are more than 12.
  const cover = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#166534' } }).png().toBuffer();
  const listed = async () => ((await (await page.request.get(`${base}/api/v1/posts/get`)).json()) as unknown[]).length;
  for (let n = await listed(); n <= 13; n += 1) {
    const created = await page.request.post(`${base}/api/v1/posts/create`, {
      multipart: {
        headline: `Paging post ${n} ${Date.now()}`,
        summary: 'A post that makes the list longer than one page.',
        category: 'General',
        image: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
      },
      headers: { origin: base },
    });
    expect(created.status()).toBe(201);
  }
  const total = await listed();
  await page.goto(`${base}/blog`);
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pages.getByText(`Page 1 of ${Math.ceil(total / 12)}`)).toBeVisible();
  await expect(page.locator('article').filter({ hasText: 'Featured Post' })).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(12);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(`${base}/blog/page/2`);
  await expect(page.getByRole('region', { name: 'Articles' }).locator('article')).toHaveCount(total - 12);
  await expect(page.locator('article').filter({ hasText: 'Featured Post' })).toHaveCount(0);
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/blog');
});

test('staff add an author with a photo and qualifications, name them on a post, and readers see the byline, the author page and Person data', async ({ page }) => {
  const base = own.instance.baseUrl;
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${base}/login?next=/admin/authors`);
  await signIn(page, editor, '/admin/authors');
  const blocking = () => blockingViolations(page);
  const fitsPhone = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

  await page.getByRole('link', { name: 'Add author' }).click();
  await expect(page.getByRole('heading', { name: 'New author' })).toBeVisible();
  // Saved without a name: the problem under the field, nothing typed lost.
  await page.getByLabel('Role (optional)', { exact: true }).fill('Immigration adviser');
  await page.getByRole('button', { name: 'Save author' }).click();
  await expect(page.getByLabel('Name')).toHaveAccessibleDescription(/Name is required/);
  await expect(page.getByLabel('Role (optional)', { exact: true })).toHaveValue('Immigration adviser');

  await page.getByLabel('Name').fill('Anna Schäfer');
  await page.getByLabel('Short bio (optional)', { exact: true }).fill('Anna has advised skilled workers on German residence permits since 2014.');
  const portrait = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#7c3aed' } }).png().toBuffer();
  await page.getByLabel(/^Photo/).setInputFiles({ name: 'anna.png', mimeType: 'image/png', buffer: portrait });
  await expect(page.getByRole('img', { name: 'Photo of the author' })).toBeVisible();
  await page.getByLabel('Qualifications').fill('Certified migration adviser\nLL.M. in European law');
  await page.getByLabel('Languages').fill('German\nEnglish\nArabic');
  expect(await blocking()).toEqual([]);
  expect(await fitsPhone()).toBe(true);
  await page.getByRole('button', { name: 'Save author' }).click();
  await expect(page).toHaveURL(`${base}/admin/authors`);
  const card = page.getByRole('listitem').filter({ hasText: 'Anna Schäfer' });
  await expect(card).toContainText('Immigration adviser');
  await expect(card).toContainText('0 posts');
  expect(await blocking()).toEqual([]);
  expect(await fitsPhone()).toBe(true);

  // Named on a post in the post form.
  const [first] = (await (await page.request.get(`${base}/api/v1/posts/get`)).json()) as { _id: string; slug: string; headline: string; image: string }[];
  await page.goto(`${base}/admin/blogs/edit/${first!._id}`);
  await page.getByLabel('Author', { exact: true }).selectOption({ label: 'Anna Schäfer, Immigration adviser' });
  // Posts made through the API may have no alt text, which the form asks for.
  await page.getByLabel('Image alt text').fill('A green cover');
  // A social image of its own, for shares.
  const share = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#b45309' } }).png().toBuffer();
  await page.getByLabel(/^Image when shared/).setInputFiles({ name: 'share.png', mimeType: 'image/png', buffer: share });
  await expect(page.getByRole('img', { name: 'The image shown when the post is shared' })).toBeVisible();
  await page.getByRole('button', { name: 'Update Blog' }).click();
  await expect(page).toHaveURL(`${base}/admin/blogs`);

  await page.goto(`${base}/blog/${first!.slug}`);
  const byline = page.locator('article header').getByRole('link', { name: 'Anna Schäfer' });
  await expect(byline).toHaveAttribute('href', '/blog/author/anna-schaefer');
  await expect(page.locator('article header')).toContainText('Immigration adviser');
  const ogImage = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(ogImage).toMatch(/\/uploads\/[0-9a-f-]{36}\.webp$/);
  expect(ogImage).not.toContain(first!.image);
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as { author: Record<string, unknown> };
  expect(data.author).toMatchObject({ '@type': 'Person', name: 'Anna Schäfer', jobTitle: 'Immigration adviser', knowsLanguage: ['German', 'English', 'Arabic'] });
  expect(String(data.author.url)).toMatch(/\/blog\/author\/anna-schaefer$/);

  await byline.click();
  await expect(page).toHaveURL(`${base}/blog/author/anna-schaefer`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Anna Schäfer');
  await expect(page.getByText('LL.M. in European law')).toBeVisible();
  await expect(page.getByText('German, English, Arabic')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Articles by Anna Schäfer' }).getByRole('heading', { name: first!.headline })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog\/author\/anna-schaefer$/);
  expect(await blocking()).toEqual([]);
  expect(await fitsPhone()).toBe(true);

  // Deleting the author gives the post back to the team.
  await page.goto(`${base}/admin/authors`);
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe('Delete Anna Schäfer? Their post will show the team as author.');
    void dialog.accept();
  });
  await page.getByRole('button', { name: 'Delete: Anna Schäfer' }).click();
  await expect(page.getByText('No authors yet.')).toBeVisible();
  await page.goto(`${base}/blog/${first!.slug}`);
  await expect(page.locator('article header')).toContainText(/By the .+ Team/);
  expect((await page.request.get(`${base}/blog/author/anna-schaefer`)).status()).toBe(404);
});

// The German version of a post, from its editor's "Add German version"; hreflang both ways.
const hreflangOf = async (page: Page): Promise<Record<string, string>> =>
  Object.fromEntries(
    await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((nodes) =>
      nodes.map((node) => [node.getAttribute('hreflang')!, new URL(node.getAttribute('href')!, document.baseURI).pathname] as const),
    ),
  );

test('staff write the German version of a post from its editor, and it is published at /de/blog', async ({ page }) => {
  const base = own.instance.baseUrl;
  const stamp = `${Date.now()}`;
  await page.goto(`${base}/login?next=/admin/blogs`);
  await signIn(page, editor, '/admin/blogs');
  // The English original, through the API (a post of this test's own, so each run adds its German version).
  const cover = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#1e3a8a' } }).png().toBuffer();
  const created = await page.request.post(`${base}/api/v1/posts/create`, {
    multipart: {
      headline: `Registering in Berlin ${stamp}`,
      summary: 'How to register your address in Berlin within two weeks of moving in.',
      category: 'Germany',
      image: { name: 'cover.png', mimeType: 'image/png', buffer: cover },
    },
    headers: { origin: base },
  });
  expect(created.status()).toBe(201);
  const english = ((await created.json()) as { data: { _id: string; slug: string } }).data;

  await page.goto(`${base}/admin/blogs/edit/${english._id}`);
  const languages = page.getByRole('region', { name: 'Languages' });
  await languages.getByRole('link', { name: 'Add German version' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/blogs/create\\?translationOf=${english._id}&locale=de$`));
  await expect(page.getByLabel('Language')).toHaveValue('de');
  await expect(page.getByLabel('Category')).toHaveValue('Germany');
  // Nothing of the original's text.
  await expect(page.getByLabel('Headline')).toHaveValue('');
  const headline = `Anmeldung in Berlin ${stamp}`;
  await page.getByLabel('Headline').fill(headline);
  await fillMarkdown(page, 'Summary', 'So melden Sie Ihre Wohnung in Berlin innerhalb von zwei Wochen nach dem Einzug an.');
  await page.getByLabel('Image alt text').fill('Ein Formular auf einem Schreibtisch');
  await page.getByRole('button', { name: 'Create Blog' }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);

  // Listed with its language, and the original's editor now names it.
  await page.goto(`${base}/admin/blogs?language=de`);
  await expect(page.getByText(headline)).toBeVisible();
  await page.goto(`${base}/admin/blogs/edit/${english._id}`);
  await expect(page.getByRole('link', { name: 'Add German version' })).toHaveCount(0);
  await expect(page.getByText(headline)).toBeVisible();

  const slug = `anmeldung-in-berlin-${stamp}`;
  await page.goto(`${base}/de/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline);
  expect(await hreflangOf(page)).toEqual({ en: `/blog/${english.slug}`, de: `/de/blog/${slug}`, 'x-default': `/blog/${english.slug}` });
});
