import { expect, test } from './support/test';

test('the home page loads with the company name and contact links', async ({ page }) => {
  const response = await page.goto('/');
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle(/Study, work and live in Germany/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.getByRole('link', { name: /^\+49/ })).toHaveAttribute('href', /^tel:\+49/);
});

test('the home page fits the viewport without sideways scrolling', async ({ page }) => {
  await page.goto('/');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('an unknown page shows a friendly 404 with a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('the health endpoint reports the seeded database as up', async ({ request, baseURL }) => {
  const response = await request.get(`${baseURL}/api/v1/health`);
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ success: true, database: 'up' });
});
