import { randomUUID } from 'node:crypto';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/test';
import { FIVE_POINTS } from '../tests/support/opportunity-answers';

// A lead sent with the Opportunity Card check: an adviser reads the server's breakdown on the
// lead's page at phone width and finds the lead through the inbox's verdict filter.

// 5 points, no funds: not eligible yet.
const ANSWERS = { ...FIVE_POINTS, funds: 'no' };

test('at 390 px an adviser sees the check’s breakdown on the lead’s page and filters the inbox by its verdict', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = randomUUID().slice(0, 8);
  const name = `Check Lead ${tag}`;
  const response = await page.request.post('/api/v1/email/enquiry', {
    data: {
      name,
      contact: '+91 98 0000 0000',
      email: `check-${tag}@example.com`,
      city: 'Pune',
      // What the visitor may edit says 12 points; the server counts 5 from the answers.
      message: 'Opportunity Card check: likely eligible, points: 12',
      serviceName: 'Opportunity Card',
      clientId: randomUUID(),
      attachment: { kind: 'opportunity-check', answers: ANSWERS },
    },
  });
  expect(response.status()).toBe(201);

  await page.goto('/admin/enquiries');
  await signIn(page, await createAccount('check-adviser', 'adviser'), '/admin/enquiries');
  // A filter chosen while the search still waits out its pause keeps the search, and the search
  // sent after the pause does not undo the filter.
  const filter = page.getByLabel('Opportunity Card check');
  await page.getByLabel('Search enquiries').fill(tag);
  await filter.selectOption('any');
  await expect(page).toHaveURL(new RegExp(`search=${tag}`), { timeout: 20_000 });
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row).toContainText('Not eligible');
  await expect(page).toHaveURL(/verdict=any/);
  await expect(filter).toHaveValue('any');

  // The verdict filter: the lead is among the not eligible ones, not among the likely eligible.
  // The inbox reads each view on the server: on a loaded two-core machine that took over 5 s.
  await filter.selectOption('likely-eligible');
  await expect(page).toHaveURL(/verdict=likely-eligible/, { timeout: 20_000 });
  await expect(page.getByText('No enquiries found')).toBeVisible({ timeout: 20_000 });
  await filter.selectOption('not-eligible');
  await expect(page).toHaveURL(/verdict=not-eligible/, { timeout: 20_000 });
  await expect(row).toBeVisible({ timeout: 20_000 });

  await row.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible({ timeout: 20_000 });
  const check = page.getByRole('region', { name: 'Opportunity Card check' });
  await expect(check).toContainText('You do not qualify yet');
  await expect(check).toContainText('Points route');
  await expect(check).toContainText('5 of at least 6 points');
  await expect(check.getByRole('listitem').filter({ hasText: 'German at level B1' })).toContainText('+2');
  await expect(check.getByRole('listitem').filter({ hasText: 'Age 35 to under 40' })).toContainText('+1');
  await expect(check.getByRole('listitem').filter({ hasText: 'Enough money to support yourself' })).toContainText('Not met');
  await expect(check).toContainText('What is your level of German?');
  await expect(check).toContainText('Rules in force since 1 June 2024');
  // Whatever the funds figure is now (other tests may save the service), it is on the page.
  await expect(check).toContainText(/Funds needed: €[\d,.]+ per month/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
});
