import { startNextInstance, startSeededDatabase, type NextInstance, type SeededDatabase } from '../scripts/lib/production-server';
import { insertDocuments } from './support/db';
import { serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';

// Posts whose body is Markdown, on an instance and database of their own: a post added here must
// not change the seeded list that e2e/blog.spec.ts counts.
let database: SeededDatabase;
let instance: NextInstance;

test.beforeAll(async ({}, testInfo) => {
  serverTestsOnce(testInfo);
  testInfo.setTimeout(120_000);
  database = await startSeededDatabase();
  instance = await startNextInstance(database.env);
});

test.afterAll(async () => {
  await instance?.stop();
  await database?.stop();
});

test('a post written in Markdown shows headings, lists, links and a table, and raw HTML only as text', async ({ page }) => {
  const headline = `Markdown post ${Date.now()}`;
  const post: Record<string, unknown> = {
    headline,
    summary: [
      'An introduction with **bold** words.',
      '## Costs of living',
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
  await insertDocuments('posts', [post], database.mongoUri);
  const base = instance.baseUrl;
  await page.goto(`${base}/blog/${String(post._id)}`);
  const article = page.locator('article');
  await expect(article.getByRole('heading', { level: 2, name: 'Costs of living' })).toHaveAttribute('id', 'costs-of-living');
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
  const { default: AxeBuilder } = await import('@axe-core/playwright');
  const results = await new AxeBuilder({ page }).include('article').analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});
