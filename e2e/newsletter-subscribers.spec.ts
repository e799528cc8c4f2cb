import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';
import { SUBSCRIBER_CONSENT as CONSENT, subscriberDocument as subscriber } from '../tests/support/newsletter-subscriber';

// The newsletter's subscribers in the back office against the production build (issue 30): the
// list and a consent proof on a phone's width, axe clean, reached by keyboard; the proof printed
// without the admin chrome; the CSV export; unsubscribing on request and deleting behind the
// dialog. Its own subscribers (a tag in their addresses), so it shares the server with the rest.


async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'checks 390 px and 360 px by resizing, and the desktop width too');
});

test('the subscriber list and a consent proof on a phone: filter, keyboard, print, export, unsubscribe and delete', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = `sub${randomUUID().slice(0, 8)}`;
  const anna = `${tag}-anna@example.com`;
  await insertDocuments('newslettersubscribers', [
    subscriber(anna, { subscribedAt: new Date('2026-11-22T08:00:00Z'), userAgent: 'Mozilla/5.0 (iPhone) E2E' }),
    subscriber(`${tag}-bert@example.de`, { locale: 'de', status: 'pending' }),
    subscriber(`${tag}-cleo@example.com`, { status: 'unsubscribed', unsubscribedAt: new Date('2026-11-24T17:30:00Z'), unsubscribedHow: 'one-click', subscribedAt: new Date('2026-11-19T08:00:00Z') }),
  ]);
  const [stored] = await findDocuments('newslettersubscribers', { email: anna });
  const annaId = String(stored!._id);
  await insertDocuments('outboxmessages', [
    { key: `newsletter-issue:${tag}:${annaId}`, kind: annaId, to: anna, subject: `November news ${tag}`, text: 'News', state: 'sent', sentAt: new Date('2026-11-23T10:00:00Z'), attempts: 1, nextAttemptAt: new Date(), createdAt: new Date(), updatedAt: new Date() },
  ]);

  const admin = await createAccount('newsletter-subscribers', 'admin');
  await page.goto('/admin/newsletter/subscribers');
  await signIn(page, admin, '/admin/newsletter/subscribers');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscribers');
  await expect(page.getByRole('navigation', { name: 'Newsletter' }).getByRole('link', { name: 'Subscribers' })).toHaveAttribute('aria-current', 'page');

  // The address's beginning finds the three, newest first, with their states and languages.
  await page.getByLabel('E-mail address or its beginning').fill(tag);
  await page.getByLabel('E-mail address or its beginning').press('Enter');
  await expect(page).toHaveURL((url) => url.searchParams.get('email') === tag);
  // The list is a table from a tablet up and cards on a phone: read by its region, links and rows.
  const table = page.getByRole('region', { name: 'Subscribers (scrolls sideways)' });
  const row = (name: string) => table.locator('tr').filter({ hasText: name });
  await expect(table.getByRole('link')).toHaveText([anna, `${tag}-bert@example.de`, `${tag}-cleo@example.com`]);
  await expect(row('bert')).toContainText('Pending');
  await expect(row('bert')).toContainText('Language: German');
  await expect(row('cleo')).toContainText('one-click in their mail program');
  await expect(page.getByText('Pending: 1 · Confirmed: 1 · Unsubscribed: 1')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await page.setViewportSize({ width: 360, height: 740 });
  await noSidewaysScroll(page);

  // A status narrows it; the export takes the same filter.
  await page.getByLabel('Status').selectOption('pending');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('link')).toHaveText([`${tag}-bert@example.de`]);
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Export CSV' }).click();
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  expect(csv.trimEnd().split('\r\n')).toHaveLength(2);
  expect(csv).toContain(`${tag}-bert@example.de,pending,de,`);

  // From the address field to the first subscriber by keyboard alone.
  await page.getByLabel('Status').selectOption('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(table.getByRole('link')).toHaveCount(3);
  await page.getByLabel('E-mail address or its beginning').focus();
  const annaLink = table.getByRole('link', { name: anna });
  for (let presses = 0; presses < 10 && !(await annaLink.evaluate((link) => link === document.activeElement)); presses += 1) await page.keyboard.press('Tab');
  await expect(annaLink).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => url.pathname === `/admin/newsletter/subscribers/${annaId}`);

  // The proof: wording, version, times in Berlin and UTC, addresses, browser, the issue mailed.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Consent proof');
  const main = page.getByRole('main');
  await expect(main).toContainText(CONSENT);
  await expect(main).toContainText('2026-11-26');
  await expect(main).toContainText('22 November 2026 at 09:00 Berlin time');
  await expect(main).toContainText('Sunday, 22 November 2026, 08:00 (UTC)');
  await expect(main).toContainText('203.0.113.7');
  await expect(main).toContainText('203.0.113.8');
  await expect(main).toContainText('Mozilla/5.0 (iPhone) E2E');
  await expect(page.getByRole('region', { name: 'Issues mailed to them' })).toContainText(`November news ${tag}`);
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);

  // Printed, it is the proof alone: no top bar, tabs or buttons (CSS locators: hidden ones still match).
  const chrome = [page.locator('header'), page.locator('button', { hasText: 'Print' }), page.locator('nav[aria-label="Newsletter"]'), page.locator('section[aria-labelledby="proof-requests-title"]')];
  for (const part of chrome) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const part of chrome) await expect(part).toBeHidden();
  await expect(page.getByRole('region', { name: 'Consent wording' })).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // Unsubscribed on request by mail: a choice is needed first, then the way is recorded.
  const requests = page.getByRole('region', { name: 'On request' });
  await requests.getByRole('button', { name: 'Unsubscribe on request' }).click();
  await expect(requests.getByLabel('How the person asked')).toHaveAttribute('aria-invalid', 'true');
  await requests.getByLabel('How the person asked').selectOption('mail');
  await requests.getByRole('button', { name: 'Unsubscribe on request' }).click();
  await expect(requests.getByText('Already unsubscribed: no issue is sent to this address.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Confirmation and withdrawal' })).toContainText('by mail on request');
  expect((await findDocuments('newslettersubscribers', { email: anna }))[0]).toMatchObject({ status: 'unsubscribed', unsubscribedHow: 'mail' });

  // Delete: the dialog says what goes; Escape keeps everything and gives the focus back.
  await requests.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${anna}?` });
  await expect(dialog).toContainText('the issue mailed to them');
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(requests.getByRole('button', { name: 'Delete' })).toBeFocused();
  expect(await findDocuments('newslettersubscribers', { email: anna })).toHaveLength(1);

  await requests.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete subscriber' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/admin/newsletter/subscribers');
  await expect(page.getByText(`Deleted ${anna}`)).toBeVisible();
  expect(await findDocuments('newslettersubscribers', { email: anna })).toEqual([]);
  expect(await findDocuments('outboxmessages', { to: anna })).toEqual([]);
  const audit = await findDocuments('auditentries', { actorEmail: admin.email, action: { $in: ['newsletter-subscriber-unsubscribed', 'newsletter-subscriber-deleted', 'newsletter-subscribers-exported'] } });
  expect(audit.map((entry) => entry.action).sort()).toEqual(['newsletter-subscriber-deleted', 'newsletter-subscriber-unsubscribed', 'newsletter-subscribers-exported']);
});
