import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { ownInstanceForFile } from './support/instances';
import { expect, test } from './support/test';

// The Texts screen (issue 45): the firm changes the home page's heading in English and German,
// previews it, publishes it, and visitors' cached pages show it; reset brings the original back.
// On an instance and database of its own: the other specs read the seeded home page's words.
test.describe.configure({ mode: 'serial' });

const admin = { email: 'texts-admin@example.com', name: 'Tara Texts', password: 'a long enough test password' };
const HEADING_KEY = 'Home.hero.heading';
const ORIGINAL = { en: 'Study, work and build your future in Germany' };

const own = ownInstanceForFile(admin);

const field = (page: Page, language: string, key: string) => page.getByRole('textbox', { name: `${language} text of ${key}`, exact: true });
const formOf = (page: Page, language: string, key: string) => page.getByRole('form', { name: `${language} text of ${key}` });

// A visitor's view of a public page: a fresh context, no session, the cached page.
async function visitorHeading(page: Page, path: string): Promise<string> {
  const context = await page.context().browser()!.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${own.instance.baseUrl}${path}`);
    return (await visitor.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  } finally {
    await context.close();
  }
}

test('the home heading changed in English and German shows on the cached pages at once; a wrong placeholder is refused; reset brings it back', async ({ page }) => {
  test.setTimeout(180_000);
  const base = own.instance.baseUrl;
  // Both home pages cached with the original wording first.
  expect(await visitorHeading(page, '/')).toBe(ORIGINAL.en);
  const germanOriginal = await visitorHeading(page, '/de');
  expect(germanOriginal).not.toBe('');

  await page.goto(`${base}/login?next=/admin/texts`);
  await signIn(page, admin, '/admin/texts');
  await expect(page.getByRole('heading', { level: 1, name: 'Texts' })).toBeVisible();
  // The home page's first section: its heading and the slideshow's texts.
  await page.getByLabel('Search').fill('Home.hero.');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(field(page, 'English', HEADING_KEY)).toHaveValue(ORIGINAL.en);
  expect(await blockingViolations(page)).toEqual([]);

  // English: a new heading, previewed in a phone-sized window, then saved.
  await field(page, 'English', HEADING_KEY).fill('Your future in Germany starts in Berlin');
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: `Preview on a phone: the English page with the text of ${HEADING_KEY} as typed (opens a new window)` }).click()]);
  await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Your future in Germany starts in Berlin');
  expect(preview.viewportSize()?.width ?? 390).toBeLessThanOrEqual(400);
  await preview.close();
  // Previewing published nothing: a visitor still reads the original.
  expect(await visitorHeading(page, '/')).toBe(ORIGINAL.en);
  await formOf(page, 'English', HEADING_KEY).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('English text saved. Its pages show it now.')).toBeVisible();

  // German too.
  await field(page, 'German', HEADING_KEY).fill('Ihre Zukunft in Deutschland beginnt in Berlin');
  await formOf(page, 'German', HEADING_KEY).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('German text saved. Its pages show it now.')).toBeVisible();

  // A visitor's cached pages show the new wording on their first reload, each in its language.
  expect(await visitorHeading(page, '/')).toBe('Your future in Germany starts in Berlin');
  expect(await visitorHeading(page, '/de')).toBe('Ihre Zukunft in Deutschland beginnt in Berlin');

  // A text with a placeholder: one left out is refused under the field, and what was typed stays.
  const slideKey = 'Home.hero.showSlide';
  await field(page, 'English', slideKey).fill('Show slide {number}');
  await formOf(page, 'English', slideKey).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(field(page, 'English', slideKey)).toHaveAccessibleDescription(/\{count\}/);
  await expect(field(page, 'English', slideKey)).toHaveValue('Show slide {number}');

  // Reset: the original wording is back for visitors.
  page.once('dialog', (dialog) => void dialog.accept());
  await formOf(page, 'English', HEADING_KEY).getByRole('button', { name: 'Reset to original' }).click();
  await expect(page.getByText('English text reset to the original.')).toBeVisible();
  await expect(field(page, 'English', HEADING_KEY)).toHaveValue(ORIGINAL.en);
  expect(await visitorHeading(page, '/')).toBe(ORIGINAL.en);
  expect(await visitorHeading(page, '/de')).toBe('Ihre Zukunft in Deutschland beginnt in Berlin');

  // The screen at 390 px: no sideways scroll, no axe finding.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
});

// A visitor's view of the About page's first illustration: its address and alt text.
async function visitorAboutImage(page: Page, path: string): Promise<{ src: string; alt: string }> {
  const context = await page.context().browser()!.newContext();
  try {
    const visitor = await context.newPage();
    await visitor.goto(`${own.instance.baseUrl}${path}`);
    const image = visitor.locator('main img').first();
    await expect(image).toHaveJSProperty('complete', true);
    return { src: decodeURIComponent((await image.getAttribute('src')) ?? ''), alt: (await image.getAttribute('alt')) ?? '' };
  } finally {
    await context.close();
  }
}

test('the About page’s image replaced from the media library, with its alt text in German, shows on the cached pages; back to the original', async ({ page }) => {
  test.setTimeout(180_000);
  const original = await visitorAboutImage(page, '/about');
  expect(original.src).toContain('/images/about/about-berlin');

  await page.goto(`${own.instance.baseUrl}/login?next=/admin/texts/images`);
  await signIn(page, admin, '/admin/texts/images');
  await expect(page.getByRole('heading', { level: 1, name: 'Images of the pages' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('button', { name: 'Choose from library: About image: Beside the heading' }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose an image' });
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await dialog.getByLabel('Upload a new image').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: photo });
  await expect(dialog.getByRole('radio', { checked: true })).toHaveCount(1);
  // The alt text is the page's own, per language, below the image: the dialog asks only which image.
  await expect(dialog.getByLabel(/^Alt text/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Use this image' }).click();
  await expect(page.getByText('Image replaced. The page shows it now.')).toBeVisible();
  await expect(page.getByTestId('page-image-state-about-hero')).toHaveText(/^Chosen by Tara Texts/);

  const altKey = 'About.hero.imageAlt';
  await field(page, 'German', altKey).fill('Das Beratungsbüro in Berlin');
  await formOf(page, 'German', altKey).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('German text saved. Its pages show it now.')).toBeVisible();

  const english = await visitorAboutImage(page, '/about');
  expect(english.src).toMatch(/\/uploads\/[0-9a-f-]+\.webp/);
  expect(english.alt).toBe(original.alt);
  const german = await visitorAboutImage(page, '/de/ueber-uns');
  expect(german.src).toBe(english.src);
  expect(german.alt).toBe('Das Beratungsbüro in Berlin');

  // Back to the original, for every language.
  page.once('dialog', (confirm) => void confirm.accept());
  await page.getByRole('button', { name: 'Back to the original: About image: Beside the heading' }).click();
  await expect(page.getByText('The original image is back.')).toBeVisible();
  await expect(page.getByTestId('page-image-state-about-hero')).toHaveText('Original');
  expect((await visitorAboutImage(page, '/about')).src).toContain('/images/about/about-berlin');
  expect((await visitorAboutImage(page, '/de/ueber-uns')).src).toContain('/images/about/about-berlin');

  // The screen at 390 px: no sideways scroll, no axe finding.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
});

// React puts a hydrated textarea back to the text the server sent (an input it leaves as typed):
// on a slow connection the typed wording was lost when the scripts arrived
// (components/ui/form/typed-before-hydration.ts).
test('a wording typed before the page’s scripts arrive stays when they do, and is what Save stores', async ({ page }) => {
  const key = 'Home.hero.intro';
  await page.goto(`${own.instance.baseUrl}/login?next=/admin/texts`);
  await signIn(page, admin, '/admin/texts');

  let release = () => {};
  const typed = new Promise<void>((resolve) => (release = resolve));
  await page.route((url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'), async (route) => {
    await typed;
    await route.continue();
  });
  await page.goto(`${own.instance.baseUrl}/admin/texts?q=${key}`, { waitUntil: 'domcontentloaded' });
  const form = formOf(page, 'English', key);
  const hydrated = () => form.evaluate((element) => Object.keys(element).some((name) => name.startsWith('__reactFiber')));
  await expect(field(page, 'English', key)).not.toHaveValue('');
  expect(await hydrated()).toBe(false);
  await field(page, 'English', key).fill('Typed on a slow connection, before the scripts.');
  release();

  await expect.poll(hydrated).toBe(true);
  await expect(field(page, 'English', key)).toHaveValue('Typed on a slow connection, before the scripts.');
  await form.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('English text saved. Its pages show it now.')).toBeVisible();
  await page.unroute((url) => url.pathname.startsWith('/_next/static/'));
  await page.reload();
  await expect(field(page, 'English', key)).toHaveValue('Typed on a slow connection, before the scripts.');
});
