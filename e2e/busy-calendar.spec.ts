import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// Busy times from an adviser's own calendar (issue 47) on the availability page, at 360 px: a
// refused address comes back typed with its reason and the keyboard on it; a saved one is shown
// masked only (never the secret), and its failed read (the production server refuses to read a
// host that does not exist) is an alert saying the last good copy is still used; Remove takes it
// away. The same form works with scripts off. Reading real calendars is tests/busy-times.int.test.ts.

const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const SECRET = `private-${Date.now().toString(36)}wxyz`;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the test sets its own phone width');
});

test('an adviser sets, sees masked and removes their calendar address; with scripts off too', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const adviser = await createAccount('busy-calendar', 'adviser');
  await page.setViewportSize({ width: 360, height: 800 });
  await signIn(page, adviser);
  await page.goto('/admin/availability');
  const section = page.getByRole('region', { name: 'Busy times from your own calendar' });
  const field = section.getByLabel('Secret address of your calendar (iCal / ICS)');
  await expect(section.getByText(/No calendar address saved/)).toBeVisible();

  await field.fill('ftp://calendar.example.org/cal.ics');
  await section.getByRole('button', { name: 'Save address' }).click();
  await expect(section.getByText(/Enter a web address that starts with https:\/\//)).toBeVisible();
  await expect(field).toHaveValue('ftp://calendar.example.org/cal.ics');
  await expect(field).toBeFocused();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  await field.fill(`https://calendar.invalid/${SECRET}/basic.ics`);
  await field.press('Enter');
  await expect(section.getByRole('alert')).toContainText('The last attempt to read your calendar failed', { timeout: 20_000 });
  await expect(section.getByRole('alert')).toContainText('could not be found');
  await expect(section.getByText('calendar.invalid/….ics')).toBeVisible();
  await expect(field).toHaveValue('');
  expect(await page.content()).not.toContain(SECRET);
  const [user] = await findDocuments('users', { email: adviser.email });
  const [stored] = await findDocuments('busycalendars', { _id: String(user!._id) });
  expect(JSON.stringify(stored)).not.toContain(SECRET);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Remove address' }).click();
  await expect(section.getByText(/No calendar address saved/)).toBeVisible();
  await expect(section.getByRole('status')).toHaveText(/Removed/);

  // Scripts off: the browser posts the form and the page comes back with the answer.
  const plain = await browser.newContext({ javaScriptEnabled: false, baseURL, storageState: await page.context().storageState() });
  try {
    const noScripts = await plain.newPage();
    await noScripts.goto('/admin/availability');
    const form = noScripts.getByRole('region', { name: 'Busy times from your own calendar' });
    const plainField = form.getByLabel('Secret address of your calendar (iCal / ICS)');
    await plainField.fill('file:///etc/passwd');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText(/Enter a web address that starts with https:\/\//)).toBeVisible();
    await expect(plainField).toHaveValue('file:///etc/passwd');
    expect(new URL(noScripts.url()).search).toBe('');
    await plainField.fill(`https://calendar.invalid/${SECRET}/basic.ics`);
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('calendar.invalid/….ics')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByRole('alert')).toContainText('last attempt');
    expect(await noScripts.content()).not.toContain(SECRET);
  } finally {
    await plain.close();
  }
});
