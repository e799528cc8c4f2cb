import type { Browser, Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { expect, test } from './support/test';

// The account page's calendar feed (issue 47) in the browser against the production build: its
// forms work before the scripts load (posted by the browser, the page coming back with the
// answer), the address they show opens the feed, replacing and revoking stop it; with scripts the
// card is axe clean at 360 px and on a desktop.

const FEED = /\/api\/v1\/calendar-feeds\/[A-Za-z0-9_-]{43}\.ics$/;

async function shownAddress(page: Page): Promise<string> {
  const field = page.getByRole('textbox', { name: 'Your calendar address' });
  await expect(field).toHaveValue(FEED);
  return field.inputValue();
}

// The feed's path on the test server (the address names SITE_URL's host). The route reads no
// cookie (tests/calendar-feed.int.test.ts fetches it without one).
async function feedStatus(page: Page, address: string): Promise<number> {
  const response = await page.request.fetch(new URL(address).pathname);
  return response.status();
}

async function signedInWithoutScripts(browser: Browser, baseURL: string) {
  const signingIn = await browser.newContext({ baseURL });
  const first = await signingIn.newPage();
  await signIn(first, await createAccount('feed-noscript', 'adviser'));
  const storageState = await signingIn.storageState();
  await signingIn.close();
  return browser.newContext({ baseURL, storageState, javaScriptEnabled: false });
}

test('without scripts an adviser makes, replaces and revokes the address, and only the live one opens the feed', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const context = await signedInWithoutScripts(browser, baseURL!);
  const page = await context.newPage();
  await page.goto('/admin/account');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await expect(card.getByText('You have no calendar address.')).toBeVisible();

  await card.getByRole('button', { name: 'Make my calendar address' }).click();
  const first = await shownAddress(page);
  expect(new URL(page.url()).search).toBe('');
  const feed = await page.request.fetch(new URL(first).pathname);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain('BEGIN:VCALENDAR');
  await expect(card.getByRole('link', { name: /Subscribe in Apple Calendar/ })).toHaveAttribute('href', first.replace(/^https?:\/\//, 'webcal://'));

  await card.getByRole('button', { name: 'Replace the address' }).click();
  await expect(page.getByText('Tick this to confirm').first()).toBeVisible();
  await card.getByLabel('Yes, stop the current address and make a new one').check();
  await card.getByRole('button', { name: 'Replace the address' }).click();
  await expect(page.getByRole('textbox', { name: 'Your calendar address' })).not.toHaveValue(first);
  const second = await shownAddress(page);
  expect(await feedStatus(page, first)).toBe(404);
  expect(await feedStatus(page, second)).toBe(200);

  // A fresh look at the page: the address is not shown again (only its hash is kept).
  await page.goto('/admin/account');
  await expect(card.getByText(/It was shown once, when it was made/)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your calendar address' })).toHaveCount(0);

  await card.getByLabel('Yes, stop the address: my calendars no longer get my consultations').check();
  await card.getByRole('button', { name: 'Revoke the address' }).click();
  await expect(card.getByRole('status').filter({ hasText: 'Your calendar address was revoked' })).toBeVisible();
  expect(await feedStatus(page, second)).toBe(404);
  await context.close();
});

test('with scripts the card is keyboard usable and axe clean; an editor has no calendar feed', async ({ page, isMobile }) => {
  await signIn(page, await createAccount('feed-scripts', 'adviser'));
  await page.goto('/admin/account');
  const card = page.getByRole('region', { name: 'Calendar feed' });
  await card.getByRole('button', { name: 'Make my calendar address' }).focus();
  await page.keyboard.press('Enter');
  const address = await shownAddress(page);
  // Focus moves to the new address, so a screen reader reads it and the keyboard can copy it.
  await expect(page.getByRole('textbox', { name: 'Your calendar address' })).toBeFocused();
  await expect(card.getByRole('button', { name: 'Copy' })).toBeVisible();
  expect(await feedStatus(page, address)).toBe(200);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(await blockingViolations(page, { include: ['#calendar-feed'] }), isMobile ? 'phone' : 'desktop').toEqual([]);

  await page.context().clearCookies();
  await signIn(page, await createAccount('feed-editor', 'editor'));
  await page.goto('/admin/account');
  await expect(page.getByRole('heading', { name: 'My account' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Calendar feed' })).toHaveCount(0);
});
