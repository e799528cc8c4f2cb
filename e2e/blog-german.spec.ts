import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The German blog: German posts only, German categories and chrome, each post's hreflang links to
// its translation and back. Writing a German version in the back office: e2e/post-authoring.spec.ts
// (on an instance of its own, as it adds posts).
const GERMAN_SAMPLE = '/de/blog/die-chancenkarte-erklaert-so-funktioniert-das-punktesystem';
const ENGLISH_SAMPLE = '/blog/the-germany-opportunity-card-explained-how-the-points-system-works';

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

// The page's hreflang alternates as language → path.
async function alternates(page: Page): Promise<Record<string, string>> {
  const links = await page.locator('head link[rel="alternate"][hreflang]').evaluateAll((nodes) =>
    nodes.map((node) => [node.getAttribute('hreflang')!, new URL(node.getAttribute('href')!, document.baseURI).pathname] as const),
  );
  return Object.fromEntries(links);
}

test('/de/blog lists the German posts in German at 390 px: no sideways scroll, axe clean', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/blog');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wissenswertes für Ihren Weg nach Deutschland');
  const articles = page.getByRole('region', { name: 'Beiträge' });
  await expect(articles.getByRole('heading', { name: 'Die Chancenkarte erklärt: So funktioniert das Punktesystem' })).toBeVisible();
  // No English post: a German visitor gets the German blog only.
  await expect(articles.getByRole('heading', { name: /Opportunity Card explained/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Weiterlesen.*Die Chancenkarte erklärt/ })).toHaveAttribute('href', GERMAN_SAMPLE);
  const chips = page.getByRole('navigation', { name: 'Kategorien' });
  await expect(chips.locator('#all')).toContainText('Alle Beiträge');
  await expect(chips.locator('#einwanderung')).toHaveAttribute('href', '/de/blog/kategorie/einwanderung');
  await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/de\/blog\/rss\.xml$/);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  // A search stays in German: the address, the results and the empty state.
  await page.getByRole('searchbox', { name: 'Beiträge durchsuchen' }).fill('Punktesystem');
  await expect(page).toHaveURL(/\/de\/blog\?q=Punktesystem$/);
  await expect(articles.getByRole('heading', { name: /Chancenkarte erklärt/ })).toBeVisible();
  await page.goto('/de/blog?q=points%20system');
  await expect(page.getByRole('heading', { name: 'Keine Beiträge gefunden' })).toBeVisible();
});

test('a German category page has its German name, address and hreflang twin', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de/blog/kategorie/einwanderung');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Einwanderung nach Deutschland');
  await expect(page.getByRole('navigation', { name: 'Kategorien' }).locator('#einwanderung')).toHaveAttribute('aria-current', 'true');
  await expect(page).toHaveTitle(/^Einwanderung nach Deutschland: Ratgeber/);
  expect(await alternates(page)).toMatchObject({ en: '/blog/category/immigration', de: '/de/blog/kategorie/einwanderung' });
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
  // The English slug is no German address.
  expect((await page.goto('/de/blog/kategorie/immigration'))?.status()).toBe(404);
});

test('a German post reads in German and its hreflang links go to its English twin and back', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(GERMAN_SAMPLE);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Die Chancenkarte erklärt: So funktioniert das Punktesystem');
  await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute('href', '/de/blog');
  await expect(page.getByRole('link', { name: 'Einwanderung', exact: true })).toHaveAttribute('href', '/de/blog/kategorie/einwanderung');
  await expect(page.getByRole('button', { name: /Gefällt mir/ })).toBeVisible();
  expect(await alternates(page)).toEqual({ en: ENGLISH_SAMPLE, de: GERMAN_SAMPLE, 'x-default': ENGLISH_SAMPLE });
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${GERMAN_SAMPLE}$`));
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  await page.goto(ENGLISH_SAMPLE);
  expect(await alternates(page)).toEqual({ en: ENGLISH_SAMPLE, de: GERMAN_SAMPLE, 'x-default': ENGLISH_SAMPLE });
  // A post's address under the other language is not found (slugs are per language).
  expect((await page.goto(GERMAN_SAMPLE.replace('/de/blog/', '/blog/')))?.status()).toBe(404);
});
