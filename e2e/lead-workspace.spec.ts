import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { seededAdmin, signIn } from './support/accounts';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The lead workspace in the browser: working one lead at phone width (note, owner, follow-up, a
// reply from a template that reaches the mail folder), and bulk actions on a wide screen.

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function sendLead(page: Page, fullName: string, email: string) {
  const response = await page.request.post('/api/v1/email/contact', {
    data: { fullName, email, phoneNumber: '0151 2345678', message: `Hello, I would like advice (${fullName}).`, clientId: randomUUID() },
  });
  expect(response.status()).toBe(201);
}

// The text of the .eml files in the development mail folder, quoted-printable undone.
function mailTexts(): string[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set');
  return readdirSync(dir).map((name) =>
    readFileSync(path.join(dir, name), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
  );
}

test('at 390 px: open a lead from the inbox, note, assign, follow up, reply from a template; the reply is on the timeline and in the mail folder', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone-width journey');
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = randomUUID().slice(0, 8);
  const name = `Phone Lead ${tag}`;
  const email = `phone-${tag}@example.com`;
  await sendLead(page, name, email);

  await page.goto('/admin/enquiries');
  await signIn(page, seededAdmin(), '/admin/enquiries');
  await page.getByLabel('Search enquiries').fill(tag);
  const card = page.getByRole('row').filter({ hasText: name });
  await expect(card).toBeVisible();
  await noSidewaysScroll(page);
  // Every action of the card is on screen.
  for (const label of [`Read Full Message: ${name}`, `Delete: ${name}`]) {
    const box = await page.getByRole('button', { name: label }).boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, label).toBe(true);
  }
  expect(await blockingViolations(page)).toEqual([]);

  await card.getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await noSidewaysScroll(page);
  // Opening it marked it read.
  await expect.poll(async () => (await findDocuments('enquiries', { email }))[0]?.isRead).toBe(true);
  await expect(page.getByRole('link', { name: /^Call/ })).toHaveAttribute('href', 'tel:01512345678');
  await expect(page.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/491512345678');

  // An empty note and a follow-up without a day are refused: the summary above each form links to
  // the field, which has the focus.
  const summary = page.getByRole('region', { name: 'Please correct the following:' });
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(summary.getByRole('link', { name: /^Note: .+/ })).toBeVisible();
  await expect(page.getByLabel('Note', { exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(summary.getByRole('link', { name: 'Follow up on: Choose a date' })).toBeVisible();
  await expect(page.getByLabel('Follow up on', { exact: true })).toBeFocused();

  await page.getByLabel('Note', { exact: true }).fill('Called her: she starts in October.\nSends transcript Friday.');
  await page.getByRole('button', { name: 'Add note' }).click();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  await expect(timeline.getByText('Called her: she starts in October.')).toBeVisible();
  await expect(page.getByLabel('Note', { exact: true })).toHaveValue('');

  await page.getByLabel('Owner', { exact: true }).selectOption({ label: seededAdmin().name });
  await page.getByRole('button', { name: 'Save owner' }).click();
  await expect(timeline.getByText(`Assigned to ${seededAdmin().name}`)).toBeVisible();

  // A follow-up day becomes a "Follow up" task due at 09:00 that day (issue 47).
  await page.getByLabel('Follow up on', { exact: true }).fill('2030-01-15');
  await page.getByRole('button', { name: 'Set follow-up' }).click();
  await expect(timeline.getByText('Task added, due 15 Jan 2030, 09:00')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Open tasks' }).getByText('Follow up', { exact: true })).toBeVisible();

  // The template fills subject and message with the lead's name; German on request.
  await page.getByLabel('Language', { exact: true }).selectOption('de');
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Ihre Anfrage zu unseren Leistungen');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(new RegExp(`^Guten Tag ${name},`));
  // A reply without a subject is refused: the summary above the composer links to the field, which has the focus.
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('');
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(summary.getByRole('link', { name: 'Subject: Write a subject' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(new RegExp(`^Guten Tag ${name},`));
  // Leaving the changed reply asks first; staying keeps what was written.
  let question = '';
  page.once('dialog', async (dialog) => {
    question = dialog.message();
    await dialog.dismiss();
  });
  await page.getByRole('link', { name: 'Back to enquiries' }).click();
  await expect.poll(() => question).toBe('You have unsaved changes. Leave this page and lose them?');
  await expect(page.getByRole('heading', { level: 1, name: `Enquiry from ${name}` })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(new RegExp(`^Guten Tag ${name},`));
  await page.getByRole('textbox', { name: 'Subject', exact: true }).fill(`Ihre Anfrage ${tag}`);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(timeline.getByText(`Reply sent: “Ihre Anfrage ${tag}”`)).toBeVisible();
  // The sent text leaves the box, so it is not sent twice by mistake.
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('');
  await expect(page.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue('');
  // The chosen template is one click away again (choosing the same template changes nothing).
  await page.getByRole('button', { name: 'Fill from template' }).click();
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toHaveValue('Ihre Anfrage zu unseren Leistungen');
  await expect(page.getByRole('button', { name: 'Fill from template' })).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Subject', exact: true })).toBeFocused();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('replied');
  await expect.poll(() => mailTexts().some((text) => text.includes(`Subject: Ihre Anfrage ${tag}`) && text.includes(`To: ${email}`)), { timeout: 20_000 }).toBe(true);
  await page.reload();
  await expect(page.getByRole('region', { name: 'Timeline' }).getByText(/^Sent /).last()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
});

test('at 1440 px: three leads closed at once, after one confirmation naming the count', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the wide-screen journey');
  await page.setViewportSize({ width: 1440, height: 900 });
  const tag = randomUUID().slice(0, 8);
  for (const n of [1, 2, 3]) await sendLead(page, `Bulk ${n} ${tag}`, `bulk${n}-${tag}@example.com`);
  await page.goto('/admin/enquiries');
  await signIn(page, seededAdmin(), '/admin/enquiries');
  await page.getByLabel('Search enquiries').fill(tag);
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(3);
  await page.getByRole('checkbox', { name: 'Select all enquiries on this page' }).check();
  const bar = page.getByRole('region', { name: 'Actions on the selected enquiries' });
  await expect(bar.getByRole('status')).toHaveText('3 selected');
  expect(await blockingViolations(page)).toEqual([]);
  await bar.getByLabel('Set status', { exact: true }).selectOption('closed');
  await bar.getByRole('button', { name: 'Apply: Set status' }).click();
  await expect.poll(async () => (await findDocuments('enquiries', { email: new RegExp(`-${tag}@`) })).map((row) => row.status)).toEqual(['closed', 'closed', 'closed']);
  for (const n of [1, 2, 3]) await expect(page.getByLabel(`Status of the enquiry from Bulk ${n} ${tag}`)).toHaveValue('closed');

  // Deleting asks once, with the count.
  await page.getByRole('checkbox', { name: 'Select all enquiries on this page' }).check();
  let question = '';
  page.once('dialog', async (dialog) => {
    question = dialog.message();
    await dialog.accept();
  });
  await bar.getByRole('button', { name: 'Delete selected' }).click();
  await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(0);
  expect(question).toBe('Delete 3 enquiries? This cannot be undone.');
});
