import { createAccount, signIn } from './support/accounts';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// Content the firm writes per language: a service's page in German (its German address and texts,
// which a fresh install has), a German text saved in the back office showing on the German page at
// once with the English page unchanged, and a testimonial's German quote on the German home page.

test('a service’s German address shows its German texts, fits a phone and passes axe', async ({ page }) => {
  await page.goto('/de/leistungen/chancenkarte');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Chancenkarte');
  await expect(page.getByText('Wie viele Punkte brauche ich für die Chancenkarte?')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Prüfung der Voraussetzungen und Punkte' })).toBeVisible();
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', /\/services\/opportunity-card$/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);

  // The English address's slug under /de moves to the German one.
  await page.goto('/de/leistungen/opportunity-card');
  await expect(page).toHaveURL(/\/de\/leistungen\/chancenkarte$/);
  // The list of services links each German page.
  await page.goto('/de/leistungen');
  await expect(page.locator('a[href="/de/leistungen/familiennachzug"]').first()).toBeVisible();
});

test('an administrator writes a service’s German title and the German page shows it at once', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one administrator saving once');
  const visitor = await browser.newPage();
  // The German page is in the page cache before the change.
  await visitor.goto('/de/leistungen/karriereberatung');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Karriereberatung');

  const admin = await createAccount('service-german');
  await page.goto('/admin/services/career-counseling');
  await signIn(page, admin, '/admin/services/career-counseling');
  const texts = page.getByRole('region', { name: 'Texts' });
  await expect(texts.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('Career Counseling');
  await expect(texts.getByLabel('Title (German)')).toHaveValue('Karriereberatung');
  await texts.getByLabel('Title (German)').fill('Karrierecoaching in Berlin');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('Service saved. The site shows it now.')).toBeVisible();

  await visitor.goto('/de/leistungen/karriereberatung');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Karrierecoaching in Berlin');
  await visitor.goto('/services/career-counseling');
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText('Career Counseling');
  await visitor.close();
});

test('a testimonial’s German quote shows on the German home page, its English one on the English page', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one testimonial saved once');
  const tag = `${Date.now()}`;
  const english = `They found the right programme for me and checked every document. ${tag}`;
  const german = `Sie haben den passenden Studiengang für mich gefunden und jedes Dokument geprüft. ${tag}`;
  await signIn(page, await createAccount('testimonial-german', 'editor'));
  await page.goto('/admin/testimonials/new');
  await page.getByRole('textbox', { name: 'Testimonial', exact: true }).fill(english);
  await page.getByRole('textbox', { name: 'Testimonial (German)' }).fill(german);
  await page.getByLabel('Name or initials').fill(`L. ${tag}`);
  await page.getByRole('textbox', { name: 'Course or service', exact: true }).fill('Student visa');
  await page.getByLabel('Course or service (German)').fill('Studentenvisum');
  await page.getByLabel('Rating').selectOption({ label: '5 stars' });
  await page.getByLabel('Consent given on').fill('2026-01-05');
  await page.getByLabel('How consent was given').fill('signed form');
  await page.getByLabel('Show on the home page').check();
  await page.getByRole('button', { name: 'Save testimonial' }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);

  const visitor = await browser.newPage();
  await visitor.goto('/de');
  await expect(visitor.getByText(german).first()).toBeAttached();
  await expect(visitor.getByText(english)).toHaveCount(0);
  await visitor.goto('/');
  await expect(visitor.getByText(english).first()).toBeAttached();
  await expect(visitor.getByText(german)).toHaveCount(0);
  await visitor.close();
});
