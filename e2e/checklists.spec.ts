import { isActionPost, postedFields } from './support/action-post';
import type { Page } from '@playwright/test';
import { DEFAULT_CHECKLISTS } from '../lib/checklists/defaults';
import { pickChecklist } from '../lib/checklists/checklist';
import checklistsEn from '../messages/en/Checklists.json' with { type: 'json' };
import checklistsDe from '../messages/de/Checklists.json' with { type: 'json' };
import enquiry from '../messages/en/Enquiry.json' with { type: 'json' };
import { blockingViolations } from './support/axe';
import { expect, test } from './support/test';

// Issue 28: the public document checklists: read, tick (kept in the browser only), print, send
// "check my documents" as an enquiry with the ticked and unticked items. On a phone's width.
test.use({ viewport: { width: 390, height: 844 } });

// The sample with the most items (the seed stores the defaults).
const SAMPLE = [...DEFAULT_CHECKLISTS].sort((a, b) => itemsOf(b).length - itemsOf(a).length)[0]!;
const ENGLISH = pickChecklist(SAMPLE, 'en');
const GERMAN = pickChecklist(SAMPLE, 'de');
function itemsOf(record: (typeof DEFAULT_CHECKLISTS)[number]) {
  return record.sections.flatMap((section) => section.items);
}
const ITEMS = ENGLISH.sections.flatMap((section) => section.items);
// Two items, or every item of a shorter sample.
const TO_TICK = ITEMS.slice(0, 2);
const progress = (ticked: number) => checklistsEn.board.progress.replace('{ticked}', String(ticked)).replace('{total}', String(ITEMS.length));
const box = (page: Page, title: string) => page.getByRole('checkbox', { name: title, exact: true });

// How far the page reaches past the screen's right edge (0: no sideways scroll).
const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

async function clearStoredTicks(page: Page) {
  await page.evaluate(() => window.localStorage.clear());
}

test('the checklists page lists every checklist and leads to each', async ({ page }) => {
  await page.goto('/checklists');
  await expect(page).toHaveTitle(new RegExp(`^${checklistsEn.metadata.title} \\| `));
  await expect(page.getByRole('heading', { level: 1, name: checklistsEn.index.title })).toBeVisible();
  for (const record of DEFAULT_CHECKLISTS) {
    const checklist = pickChecklist(record, 'en');
    await expect(page.getByRole('link', { name: checklist.title, exact: true })).toHaveAttribute('href', `/checklists/${checklist.id}`);
    await expect(page.getByText(checklist.summary)).toBeVisible();
  }
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('link', { name: ENGLISH.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checklists/${ENGLISH.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH.title })).toBeVisible();
});

test('a checklist shows its source, review state, sections and items, with structured data', async ({ page }) => {
  await page.goto(`/checklists/${ENGLISH.id}`);
  await expect(page.getByRole('navigation', { name: checklistsEn.breadcrumb.label }).getByRole('link', { name: checklistsEn.breadcrumb.checklists })).toHaveAttribute('href', '/checklists');
  await expect(page.getByRole('link', { name: ENGLISH.source.name })).toHaveAttribute('href', ENGLISH.source.url);
  await expect(page.getByText(ENGLISH.checkedOn ? /^Checked on / : checklistsEn.page.notReviewed)).toBeVisible();
  for (const section of ENGLISH.sections) await expect(page.getByRole('heading', { level: 2, name: section.title })).toBeVisible();
  for (const item of ITEMS) {
    await expect(box(page, item.title)).not.toBeChecked();
    await expect(page.getByText(item.explanation)).toBeVisible();
  }
  const forms = page.getByRole('list', { name: checklistsEn.page.formsLabel }).first();
  await expect(forms.getByRole('listitem')).toHaveText(ITEMS[0]!.forms.map((form) => checklistsEn.forms[form]));
  const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text) as Record<string, unknown>);
  const list = data.find((entry) => entry['@type'] === 'ItemList');
  expect(list).toMatchObject({ name: ENGLISH.title, numberOfItems: ITEMS.length, inLanguage: 'en' });
  expect(data.some((entry) => entry['@type'] === 'BreadcrumbList')).toBe(true);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});

test('an address no checklist has answers 404', async ({ request }) => {
  expect((await request.get('/checklists/no-such-checklist')).status()).toBe(404);
  expect((await request.get('/de/checklisten/no-such-checklist')).status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the checkboxes are there and can be ticked, for the page only', async ({ page }) => {
    await page.goto(`/checklists/${ENGLISH.id}`);
    await expect(box(page, ITEMS[0]!.title)).not.toBeChecked();
    await box(page, ITEMS[0]!.title).check();
    await expect(box(page, ITEMS[0]!.title)).toBeChecked();
    await page.reload();
    await expect(box(page, ITEMS[0]!.title)).not.toBeChecked();
  });
});

test('ticks by keyboard are kept in the browser across a reload, counted, and cleared', async ({ page }) => {
  await page.goto(`/checklists/${ENGLISH.id}`);
  await clearStoredTicks(page);
  const status = page.getByRole('status').filter({ hasText: progress(0) });
  await expect(status).toBeVisible();
  for (const [index, item] of TO_TICK.entries()) {
    await box(page, item.title).focus();
    await page.keyboard.press('Space');
    await expect(box(page, item.title)).toBeChecked();
    await expect(page.getByText(progress(index + 1))).toBeVisible();
  }
  expect(await blockingViolations(page)).toEqual([]);

  await page.reload();
  for (const item of TO_TICK) await expect(box(page, item.title)).toBeChecked();
  await expect(page.getByRole('status')).toHaveText(progress(TO_TICK.length));
  for (const item of ITEMS.slice(TO_TICK.length)) await expect(box(page, item.title)).not.toBeChecked();

  await page.getByRole('button', { name: checklistsEn.board.clear }).click();
  await expect(page.getByRole('status')).toHaveText(progress(0));
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(progress(0));
  for (const item of TO_TICK) await expect(box(page, item.title)).not.toBeChecked();
});

test('whatever is stored under its key, the page opens with nothing ticked', async ({ page }) => {
  await page.goto(`/checklists/${ENGLISH.id}`);
  await page.evaluate((key) => window.localStorage.setItem(key, '{"not": "a list"'), `checklist-ticks:${ENGLISH.id}`);
  await page.reload();
  await expect(page.getByRole('status')).toHaveText(progress(0));
  await box(page, TO_TICK[0]!.title).check();
  await expect(page.getByRole('status')).toHaveText(progress(1));
});

test('printed, the page is the checklist alone: no navigation, footer, chat or buttons; source, date and address kept', async ({ page }) => {
  await page.goto(`/checklists/${ENGLISH.id}`);
  await expect(page.getByRole('status')).toHaveText(progress(0));
  const chrome = [page.getByRole('navigation', { name: 'Main' }), page.locator('footer'), page.locator('[data-chat-control]')];
  for (const part of chrome) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  for (const part of chrome) await expect(part).toBeHidden();
  for (const name of [checklistsEn.board.print, checklistsEn.board.clear, checklistsEn.board.send]) await expect(page.getByRole('button', { name })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: ENGLISH.title })).toBeVisible();
  for (const item of ITEMS) await expect(box(page, item.title)).toBeVisible();
  await expect(page.getByRole('link', { name: ENGLISH.source.name })).toBeVisible();
  await expect(page.getByText(ENGLISH.checkedOn ? /^Checked on / : checklistsEn.page.notReviewed)).toBeVisible();
  await expect(page.getByText(/^Printed from http/)).toContainText(`/checklists/${ENGLISH.id}`);
  // Black text on white, and no item split across two pages.
  const item = page.locator('li').filter({ has: box(page, ITEMS[0]!.title) });
  expect(await item.evaluate((element) => getComputedStyle(element).breakInside)).toBe('avoid');
  expect(await page.locator('h1').evaluate((element) => getComputedStyle(element).color)).toBe('rgb(0, 0, 0)');
  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('button', { name: checklistsEn.board.print })).toBeVisible();
  await expect(page.getByText(/^Printed from http/)).toBeHidden();
});

test('"Check my documents" sends the ticked and unticked items with the enquiry, and the dialog confirms it', async ({ page }, testInfo) => {
  await page.goto(`/checklists/${ENGLISH.id}`);
  await clearStoredTicks(page);
  await page.reload();
  for (const item of TO_TICK) await box(page, item.title).check();
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (isActionPost(request)) bodies.push(postedFields(request, ['attachment']));
  });

  await page.getByRole('button', { name: checklistsEn.board.send }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await expect(dialog).toContainText(`Your checklist is attached: ${TO_TICK.length} of ${ITEMS.length} documents ticked`);
  const message = dialog.getByLabel('Message');
  await expect(message).toHaveValue(new RegExp(`^My document checklist: ${ENGLISH.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  for (const item of ITEMS) await expect(message).toHaveValue(new RegExp(item.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await dialog.getByLabel('Name').fill('Amara Okafor');
  await dialog.getByLabel('Contact number').fill('+49 151 2345678');
  await dialog.getByLabel('Email').fill(`e2e-checklists-${testInfo.project.name}-${Date.now()}@example.com`);
  await dialog.getByRole('button', { name: enquiry.submit }).click();

  await expect(dialog.getByRole('heading', { name: enquiry.sent.heading })).toBeFocused();
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).toMatchObject({
    attachment: {
      kind: 'document-check',
      checklist: ENGLISH.id,
      ticked: TO_TICK.map((item) => item.id),
      unticked: ITEMS.slice(TO_TICK.length).map((item) => item.id),
    },
  });
  expect(await blockingViolations(page)).toEqual([]);
});

test('the German checklist pages are in German', async ({ page }) => {
  await page.goto('/de/checklisten');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: checklistsDe.index.title })).toBeVisible();
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  await page.getByRole('link', { name: GERMAN.title, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/de/checklisten/${GERMAN.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: GERMAN.title })).toBeVisible();
  await expect(page.getByText(GERMAN.summary)).toBeVisible();
  for (const item of ITEMS.map((english) => GERMAN.sections.flatMap((section) => section.items).find((entry) => entry.id === english.id)!)) {
    await expect(box(page, item.title)).toBeVisible();
  }
  await expect(page.getByRole('button', { name: checklistsDe.board.print })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(checklistsDe.board.progress.replace('{ticked}', '0').replace('{total}', String(ITEMS.length)));
  await expect(page.getByText(GERMAN.checkedOn ? /^Geprüft am / : checklistsDe.page.notReviewed)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
});

test('the footer leads to the checklists, and a service page to its checklist', async ({ page }) => {
  await page.goto('/');
  const resources = page.getByRole('navigation', { name: 'Footer: Resources' });
  await expect(resources.getByRole('link', { name: 'Study Guide' })).toHaveAttribute('href', '/checklists/study-visa');
  await expect(resources.getByRole('link', { name: 'Visa Checklist' })).toHaveAttribute('href', '/checklists');
  const withService = DEFAULT_CHECKLISTS.find((record) => record.service)!;
  await page.goto(`/services/${withService.service}`);
  await page.getByRole('link', { name: checklistsEn.serviceLink }).click();
  await expect(page).toHaveURL(new RegExp(`/checklists/${withService.id}$`));
});
