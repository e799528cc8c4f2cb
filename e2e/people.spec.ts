import type { Page } from '@playwright/test';
import sharp from 'sharp';
import home from '../messages/en/Home.json' with { type: 'json' };
import { createAccount, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// People on the site: the About page's team and the founder's note's signer (authors), and the
// testimonials with their consent. The shared server holds one signer and one home page, so each
// test runs once (desktop project) and looks at the phone width, 390 px, itself.
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one signer and one home page on the shared server; the 390 px checks are in the test');
});

const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

async function atPhoneWidth(page: Page, check: () => Promise<void>) {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 390, height: 844 });
  await check();
  await page.setViewportSize(desktop);
}

test('an author on the team appears in the About page’s team section in order, and signs the founder’s note with name and role', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const names = { signer: `Helena Team-${tag}`, second: `Aaron Team-${tag}` };
  const editor = await createAccount('people-team', 'editor');
  await signIn(page, editor);

  await page.goto('/admin/authors/new');
  await page.getByLabel('Name').fill(names.signer);
  await page.getByLabel('Role (optional)', { exact: true }).fill('Founder and managing director');
  await page.getByLabel('Short bio (optional)', { exact: true }).fill('Helena founded the firm after ten years in university admissions.');
  const portrait = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#0f766e' } }).png().toBuffer();
  await page.getByLabel(/^Photo/).setInputFiles({ name: 'helena.png', mimeType: 'image/png', buffer: portrait });
  await expect(page.getByRole('img', { name: 'Photo of the author' })).toBeVisible();
  await page.getByLabel('Qualifications').fill('M.A. Higher Education Management');
  await page.getByLabel('Languages').fill('German\nEnglish\nSpanish');
  await page.getByLabel('Show in the team section of the About page').check();
  await page.getByLabel('Position in the team').fill('2');
  await page.getByLabel('Signs the founder’s note').check();
  await atPhoneWidth(page, async () => {
    expect(await blockingViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
  });
  await page.getByRole('button', { name: 'Save author' }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  const card = page.getByRole('listitem').filter({ hasText: names.signer });
  await expect(card).toContainText('On the About page, position 2');
  await expect(card).toContainText('Signs the founder’s note');

  // A second member placed before her; a bad position is refused under its field, nothing lost.
  await page.goto('/admin/authors/new');
  await page.getByLabel('Name').fill(names.second);
  await page.getByLabel('Role (optional)', { exact: true }).fill('Visa adviser');
  await page.getByLabel('Show in the team section of the About page').check();
  await page.getByLabel('Position in the team').fill('1000');
  await page.getByRole('button', { name: 'Save author' }).click();
  // Under the field, and in the summary at the top of the form, whose link leads to it.
  await expect(page.getByLabel('Position in the team')).toHaveAccessibleDescription(/Position can be at most 999/);
  await expect(page.getByRole('link', { name: 'About page – Position in the team: Position can be at most 999' })).toBeVisible();
  await expect(page.getByLabel('Position in the team')).toBeFocused();
  await expect(page.getByLabel('Name')).toHaveValue(names.second);
  await page.getByLabel('Position in the team').fill('1');
  await page.getByRole('button', { name: 'Save author' }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);

  // The cached About page changed at once.
  await page.goto('/about');
  const team = page.getByRole('region', { name: 'Our team' });
  await expect(team.getByRole('heading', { level: 3 }).filter({ hasText: tag })).toHaveText([names.second, names.signer]);
  const helena = team.getByRole('listitem').filter({ has: page.getByRole('heading', { name: names.signer }) });
  await expect(helena).toContainText('Founder and managing director');
  await expect(helena).toContainText('ten years in university admissions');
  await expect(helena).toContainText('M.A. Higher Education Management');
  await expect(helena).toContainText('German, English, Spanish');
  // The photo through the image pipeline, sized for the card.
  const photo = helena.locator('img').first();
  await expect(photo).toHaveAttribute('src', /\/_next\/image\?url=%2Fuploads%2F/);
  expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(helena.getByRole('link', { name: `${names.signer}’s profile and articles` })).toHaveAttribute('href', /^\/blog\/author\/helena-team-/);

  const signature = page.locator('[data-founder-signature]');
  await expect(signature.getByRole('link', { name: names.signer })).toBeVisible();
  await expect(signature).toContainText('Founder and managing director, ');
  await atPhoneWidth(page, async () => {
    await expect(team).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
  });

  // Nobody signs once it is unticked: the team does.
  await page.goto('/admin/authors');
  await page.getByRole('link', { name: `Edit: ${names.signer}` }).click();
  await page.getByLabel('Signs the founder’s note').uncheck();
  await page.getByRole('button', { name: 'Save author' }).click();
  await expect(page).toHaveURL(/\/admin\/authors$/);
  await page.goto('/about');
  await expect(signature).toHaveText(/^The .+ Team$/);
});

test('a testimonial reaches the home page only once published with the client’s consent; samples never', async ({ page }) => {
  const tag = Math.random().toString(36).slice(2, 7);
  const text = `They walked me through the Opportunity Card step by step (${tag}).`;
  const editor = await createAccount('people-testimonials', 'editor');
  await signIn(page, editor);

  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Testimonials' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Testimonials' })).toBeVisible();
  // The six samples of the seed: marked, without consent, not published.
  const samples = page.getByRole('listitem').filter({ has: page.getByText('Sample', { exact: true }) });
  await expect(samples).toHaveCount(6);
  for (const sample of await samples.all()) {
    await expect(sample).toContainText('No consent recorded');
    await expect(sample).toContainText('Not published');
  }
  await expect(page.getByText('6 sample testimonials came with the site.')).toBeVisible();
  await atPhoneWidth(page, async () => {
    expect(await blockingViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
  });

  // A sample cannot be published, whatever is filled in.
  await samples.first().getByRole('link', { name: /^Edit: / }).click();
  await expect(page.getByRole('note')).toContainText('cannot be published');
  await page.getByLabel('Consent given on').fill('2026-01-05');
  await page.getByLabel('How consent was given').fill('signed form');
  await expect(page.getByLabel('Show on the home page')).toBeDisabled();

  // A client's own: publishing waits for the consent record.
  await page.goto('/admin/testimonials/new');
  await page.getByRole('textbox', { name: 'Testimonial', exact: true }).fill(text);
  await page.getByLabel('Name or initials').fill(`R. ${tag}`);
  await page.getByRole('textbox', { name: 'Course or service', exact: true }).fill('Opportunity Card');
  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Rating').selectOption({ label: '4 stars' });
  const publish = page.getByLabel('Show on the home page');
  await expect(publish).toBeDisabled();
  await page.getByLabel('Consent given on').fill('2026-01-05');
  await expect(publish).toBeDisabled();
  await page.getByLabel('How consent was given').fill('e-mail of 5 January 2026');
  await expect(publish).toBeEnabled();
  await publish.check();
  await atPhoneWidth(page, async () => {
    expect(await blockingViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
  });
  await page.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  const mine = page.getByRole('listitem').filter({ hasText: tag });
  await expect(mine).toContainText('Published');
  await expect(mine).toContainText('Consent: 5 January 2026, e-mail of 5 January 2026');

  // On the cached home page at once, with its rating and how testimonials are collected.
  await page.goto('/');
  const section = page.locator('#testimonials');
  const card = section.locator('ul:not([aria-hidden]) > li').filter({ hasText: text });
  await expect(card).toHaveCount(1);
  await expect(card.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(section).toContainText(home.testimonials.howCollected);
  await atPhoneWidth(page, async () => {
    await section.scrollIntoViewIfNeeded();
    expect(await blockingViolations(page)).toEqual([]);
    expect(await fitsWidth(page)).toBe(true);
  });

  // Consent withdrawn: the record cleared, it is no longer published and leaves the home page.
  await page.goto('/admin/testimonials');
  await mine.getByRole('link', { name: /^Edit: / }).click();
  await page.getByLabel('Consent given on').fill('');
  await page.getByLabel('How consent was given').fill('');
  await expect(publish).not.toBeChecked();
  await page.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await expect(mine).toContainText('Not published');
  await expect(mine).toContainText('No consent recorded');
  await page.goto('/');
  await expect(page.locator('#testimonials').getByText(text)).toHaveCount(0);

  await page.goto('/admin/testimonials');
  page.once('dialog', (dialog) => void dialog.accept());
  await mine.getByRole('button', { name: /^Delete: / }).click();
  await expect(mine).toHaveCount(0);
});
