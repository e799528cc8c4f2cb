import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startNextInstance, startSeededDatabase } from '../scripts/lib/production-server';
import { createAccount, signIn } from './support/accounts';
import { findDocuments, insertDocuments } from './support/db';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The administrators' data-protection screen against the production build: a retention period
// changed there is what a signed-out visitor reads on the privacy policy at once; the retention
// job runs on request; a person's data is looked up, downloaded and erased. Axe and no sideways
// scroll at desktop size and at 390 px. The retention settings are the shared server's, so this
// runs once (desktop project, resized for the phone checks) and puts the defaults back through the
// form.

const DEFAULTS = { 'Closed enquiries': '6', 'Enquiries without activity': '12', 'Text of sent e-mails': '30', 'Blog view and like records': '26' };

// The firm's defaults, saved as an administrator would.
async function restoreDefaults(page: Page): Promise<void> {
  await page.goto('/admin/data-protection');
  const form = page.getByRole('form', { name: 'Retention periods' });
  for (const [label, value] of Object.entries(DEFAULTS)) await form.getByLabel(label).fill(value);
  await form.getByRole('radio', { name: /^Anonymise/ }).check();
  await form.getByRole('button', { name: 'Save periods' }).click();
  await expect(page.getByText('Retention periods saved.')).toBeVisible();
}

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'changes the shared server’s settings: once, with the phone width checked by resizing');
});

test('retention periods reach the privacy policy at once, and the job runs on request', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const admin = await createAccount('data-protection', 'admin');
  await page.goto('/admin/data-protection');
  await signIn(page, admin, '/admin/data-protection');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data protection');
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Data protection' })).toHaveAttribute('aria-current', 'page');
  expect(await blockingViolations(page)).toEqual([]);

  try {
    const form = page.getByRole('form', { name: 'Retention periods' });
    // A period out of bounds is refused under its field, and what was typed stays.
    await form.getByLabel('Enquiries without activity').fill('0');
    await form.getByLabel('Closed enquiries').fill('7');
    await form.getByRole('button', { name: 'Save periods' }).click();
    await expect(form.getByLabel('Enquiries without activity')).toHaveAccessibleDescription(/Enquiries without activity: a whole number from 1 to 120/);
    await expect(form.getByLabel('Enquiries without activity')).toHaveValue('0');
    await expect(form.getByLabel('Enquiries without activity')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Closed enquiries')).toHaveValue('7');

    await form.getByLabel('Enquiries without activity').fill('18');
    await form.getByLabel('Text of sent e-mails').fill('45');
    await form.getByRole('radio', { name: /^Delete/ }).check();
    await form.getByRole('button', { name: 'Save periods' }).click();
    await expect(page.getByText('Retention periods saved.')).toBeVisible();

    // A visitor who is not signed in reads the new periods on both cached pages.
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    for (const path of ['/privacy-policy', '/data-protection']) {
      await visitorPage.goto(path);
      const retention = visitorPage.locator('section#retention');
      await expect(retention, path).toContainText('7 months after the enquiry has been closed, and at the latest 18 months after the last activity on it, they are deleted');
      await expect(retention, path).toContainText('removed from our mail system 45 days after delivery');
    }
    await visitor.close();

    // Leaving with unsaved changes asks first: staying keeps what was typed, leaving goes.
    await form.getByLabel('Text of sent e-mails').fill('50');
    const privacyLink = page.getByRole('region', { name: 'Retention periods' }).getByRole('link', { name: 'privacy policy' });
    const asked = new Promise<string>((resolve) => page.once('dialog', (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await privacyLink.click();
    expect(await asked).toBe('You have unsaved changes. Leave this page and lose them?');
    await expect(page).toHaveURL(/\/admin\/data-protection$/);
    await expect(form.getByLabel('Text of sent e-mails')).toHaveValue('50');
    page.once('dialog', (dialog) => void dialog.accept());
    await privacyLink.click();
    await expect(page).toHaveURL(/\/privacy-policy#retention$/);
    await page.goto('/admin/data-protection');
    await expect(form.getByLabel('Text of sent e-mails')).toHaveValue('45');

    // Run now: the run is listed with who started it.
    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: 'Run now' }).click();
    await expect(page.getByText(/The retention job ran/)).toBeVisible();
    const runs = page.getByRole('list', { name: 'Latest runs' });
    await expect(runs.getByRole('listitem').first()).toContainText(`Run now, by ${admin.name}`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    expect(await blockingViolations(page)).toEqual([]);
    await noSidewaysScroll(page);
  } finally {
    // The shared server's other tests expect the firm's defaults.
    await restoreDefaults(page);
  }
});

test('a person’s data is looked up, downloaded as JSON and erased after a confirmation naming what goes', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = randomUUID().slice(0, 8);
  const address = `dsr-${tag}@example.com`;
  const lead = await page.request.post('/api/v1/email/contact', {
    data: { fullName: `Dana Subject ${tag}`, email: address, phoneNumber: '+49 30 5555555', message: `Please forget me (${tag}).`, clientId: randomUUID() },
  });
  expect(lead.status()).toBe(201);
  const [enquiry] = await findDocuments('enquiries', { email: address });
  await insertDocuments('leadevents', [{ enquiryId: enquiry!._id, at: new Date(), kind: 'note', text: `Called Dana (${tag})`, actorId: '', actorName: 'Erika Admin' }]);

  const admin = await createAccount('data-subject', 'admin');
  await page.goto('/admin/data-protection');
  await signIn(page, admin, '/admin/data-protection');
  const requests = page.getByRole('region', { name: 'Requests from a person' });
  await requests.getByLabel('E-mail address').fill(address.toUpperCase());
  await requests.getByRole('button', { name: 'Look up' }).click();
  await expect(requests.getByRole('heading', { name: `Held about ${address}` })).toBeVisible();
  await expect(requests.getByRole('list', { name: 'Enquiries' })).toContainText(`Dana Subject ${tag}`);
  await expect(requests).toContainText('1 enquiry (with their page and campaign information), 1 action by staff on them (1 note or reply), 2 e-mails in the outbox.');
  expect(await blockingViolations(page)).toEqual([]);

  // The JSON file holds the enquiry, the note and both e-mails.
  const downloading = page.waitForEvent('download');
  await requests.getByRole('link', { name: 'Download JSON' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^personal-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, 'utf8')) as { email: string; enquiries: { message: string; events: { text: string }[] }[]; emails: { kind: string }[] };
  expect(file.email).toBe(address);
  expect(file.enquiries[0]!.message).toBe(`Please forget me (${tag}).`);
  expect(file.enquiries[0]!.events[0]!.text).toBe(`Called Dana (${tag})`);
  expect(file.emails.map((mail) => mail.kind).sort()).toEqual(['acknowledgement', 'notification']);

  // The confirmation names what goes; Cancel keeps everything.
  await page.setViewportSize({ width: 390, height: 844 });
  await requests.getByRole('button', { name: 'Erase everything' }).click();
  const dialog = page.getByRole('dialog', { name: `Erase everything held about ${address}?` });
  await expect(dialog).toContainText('1 enquiry, with their page and campaign information');
  await expect(dialog).toContainText('1 action by staff on them, including 1 note or reply');
  await expect(dialog).toContainText('2 e-mails in the outbox');
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(requests.getByRole('button', { name: 'Erase everything' })).toBeFocused();
  expect(await findDocuments('enquiries', { email: address })).toHaveLength(1);

  await requests.getByRole('button', { name: 'Erase everything' }).click();
  await dialog.getByRole('button', { name: 'Erase everything' }).click();
  await expect(page.getByText('Erased 1 enquiry, 1 action and 2 e-mails')).toBeVisible();
  await expect(requests.getByText('No enquiries and no e-mails are held about this address.')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await noSidewaysScroll(page);

  expect(await findDocuments('enquiries', { email: address })).toEqual([]);
  expect(await findDocuments('leadevents', { enquiryId: enquiry!._id })).toEqual([]);
  expect(await findDocuments('outboxmessages', { key: { $regex: `^enquiry:${String(enquiry!._id)}:` } })).toEqual([]);
  const audit = await findDocuments('auditentries', { action: { $in: ['data-subject-exported', 'data-subject-erased'] }, actorEmail: admin.email });
  expect(audit.map((entry) => entry.action).sort()).toEqual(['data-subject-erased', 'data-subject-exported']);
  expect(audit.every((entry) => !JSON.stringify(entry).includes(address))).toBe(true);
});

test('a freshly started instance states the stored periods from its first request: the build’s defaults are never served', async () => {
  test.setTimeout(120_000);
  const database = await startSeededDatabase();
  try {
    await insertDocuments('retentionsettings', [{ _id: 'retention', leadsClosedMonths: 3, leadsInactiveMonths: 5, leadAction: 'delete', sentMailTextDays: 9, engagementMonths: 13 }], database.mongoUri);
    const instance = await startNextInstance(database.env);
    try {
      for (const path of ['/privacy-policy', '/data-protection']) {
        const response = await fetch(`${instance.baseUrl}${path}`);
        expect(response.status, path).toBe(200);
        const html = await response.text();
        expect(html, path).toContain('3 months after the enquiry has been closed, and at the latest 5 months after the last activity on it, they are deleted');
        expect(html, path).not.toContain('6 months after the enquiry has been closed');
      }
    } finally {
      await instance.stop();
    }
  } finally {
    await database.stop();
  }
});
