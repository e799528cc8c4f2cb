import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// The morning digest's switch on the account page (issue 47): by keyboard with scripts, and as a
// plain form post before (or without) them; only for people with lead access.

test('an adviser switches the morning digest off by keyboard and on again without scripts', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const adviser = await createAccount('digest', 'adviser');
  await page.goto('/login?next=/admin/account');
  await signIn(page, adviser, '/admin/account');
  const section = page.getByRole('region', { name: 'Morning digest' });
  await expect(section).toContainText('The morning digest is on.');
  expect(await blockingViolations(page)).toEqual([]);

  const off = section.getByRole('button', { name: 'Switch the morning digest off' });
  await off.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('status')).toHaveText('Saved: the morning digest is off.');
  await expect(section).toContainText('The morning digest is off.');
  await expect.poll(async () => (await findDocuments('users', { email: adviser.email }))[0]?.morningDigest).toBe(false);

  // The same session in a browser without scripts: the browser posts the form, the page comes back.
  const plain = await browser.newContext({ baseURL, javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plainPage = await plain.newPage();
  await plainPage.goto('/admin/account');
  await plainPage.getByRole('button', { name: 'Switch the morning digest on' }).click();
  await expect(plainPage.getByRole('region', { name: 'Morning digest' })).toContainText('The morning digest is on.');
  expect(plainPage.url()).toMatch(/\/admin\/account$/);
  await expect.poll(async () => (await findDocuments('users', { email: adviser.email }))[0]?.morningDigest).toBe(true);
  await plain.close();
});

test('an editor has no morning digest to switch', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for a missing section');
  const editor = await createAccount('digest-editor', 'editor');
  await page.goto('/login?next=/admin/account');
  await signIn(page, editor, '/admin/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Morning digest' })).toHaveCount(0);
});
