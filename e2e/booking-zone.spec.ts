import { randomUUID } from 'node:crypto';
import type { Page, TestInfo } from '@playwright/test';
import { createAccount } from './support/accounts';
import { blockingViolations } from './support/axe';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// The booking picker's time zone (issue 40, item 11): a search by city, country or zone name in the
// page's language, the visitor's zone and the common ones first, IANA's current ids. A visitor in
// São Paulo chooses Kolkata (English) or India (German) and sees the free times on that clock;
// a browser that reports India's zone by its old name ("Asia/Calcutta") books under Asia/Kolkata.

test.use({ timezoneId: 'America/Sao_Paulo' });

// 390 px on the phone project, 1440 px on the desktop one.
async function sized(page: Page, testInfo: TestInfo) {
  const phone = testInfo.project.name === 'phone';
  await page.setViewportSize(phone ? { width: 390, height: 844 } : { width: 1440, height: 900 });
  return phone;
}

// A type of the test's own, bookable every day from 07:00 to 20:00 Berlin time.
async function bookableType() {
  const tag = randomUUID().slice(0, 8);
  const adviser = await createAccount(`zone-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: adviser.email });
  const slug = `e2e-zone-${tag}`;
  const id = await insertConsultationType({ slug, name: { en: `Zone talk ${tag}`, de: `Zonengespräch ${tag}` }, channel: 'phone', horizonDays: 30 });
  await insertDailyHours(String(user!._id), id, '07:00', '20:00');
  return { id, slug, tag };
}

// "14:30" on a clock `minutes` ahead of UTC (India +330 and Iran +210 all year).
function clockAt(iso: string, minutes: number): string {
  const local = new Date(Date.parse(iso) + minutes * 60_000);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

// Types `query` into the zone field and chooses the option named `place`: by keyboard on the
// desktop (arrow down to it, Enter), by a tap on the phone.
async function chooseZone(page: Page, phone: boolean, label: string, query: string, place: string) {
  const field = page.getByRole('combobox', { name: label });
  await field.click();
  await field.fill(query);
  const option = page.getByRole('listbox').getByRole('option', { name: new RegExp(`^${place}`) });
  await expect(option).toBeVisible();
  await expect(field).toHaveAttribute('aria-expanded', 'true');
  expect(await blockingViolations(page)).toEqual([]);
  if (phone) {
    await option.click();
  } else {
    const id = await option.getAttribute('id');
    const options = page.getByRole('listbox').getByRole('option');
    const index = (await options.evaluateAll((all) => all.map((element) => element.id))).indexOf(id!);
    for (let step = 0; step <= index; step++) await page.keyboard.press('ArrowDown');
    await expect(field).toHaveAttribute('aria-activedescendant', id!);
    await page.keyboard.press('Enter');
  }
  await expect(field).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('listbox')).toBeHidden();
  return field;
}

// The first day with free times, and its first time: its instant and its text.
async function firstTime(page: Page) {
  await page.locator('table button:not([disabled])').first().click();
  const slot = page.locator('[data-slot]').first();
  await expect(slot).toBeVisible();
  return { iso: (await slot.getAttribute('data-slot'))!, slot };
}

test('English: searching "Kolkata" and choosing it shows the free times on Kolkata’s clock', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = await sized(page, testInfo);
  const type = await bookableType();
  await page.goto(`/book/${type.slug}`);
  const field = page.getByRole('combobox', { name: 'Your time zone' });
  // The browser's zone, named for people.
  await expect(field).toHaveValue('São Paulo, Brazil (GMT-3)');
  await expect(field).toHaveAttribute('data-zone', 'America/Sao_Paulo');

  // Opened without typing: the visitor's zone, then Berlin, then the others the firm's visitors use.
  await field.click();
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.nth(0)).toHaveText(/^São Paulo, Brazil/);
  await expect(options.nth(1)).toHaveText(/^Berlin, Germany/);
  await expect(options.nth(2)).toHaveText(/^Kolkata, India/);
  await page.keyboard.press('Escape');
  await expect(field).toHaveAttribute('aria-expanded', 'false');

  // A search that finds nothing says so, and Escape gives the field its zone back.
  await field.fill('Atlantis');
  await expect(page.getByText('No time zone matches “Atlantis”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect(field).toHaveValue('São Paulo, Brazil (GMT-3)');

  await chooseZone(page, phone, 'Your time zone', 'Kolkata', 'Kolkata, India');
  await expect(field).toHaveValue('Kolkata, India (GMT+5:30)');
  await expect(field).toHaveAttribute('data-zone', 'Asia/Kolkata');
  const { iso, slot } = await firstTime(page);
  await expect(slot).toHaveText(`${clockAt(iso, 330)} Asia/Kolkata (GMT+5:30)`);
  await fitsTheScreen(page);
  expect(await blockingViolations(page)).toEqual([]);

  // Typed until one zone is left, Enter (a phone keyboard's Search key) takes it.
  await field.fill('Berlin');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue(/^Berlin, Germany \(GMT\+[12]\)$/);
  await expect(field).toHaveAttribute('data-zone', 'Europe/Berlin');
});

test('German: searching "Indien" or "Teheran" and choosing it shows the free times on that clock', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = await sized(page, testInfo);
  const type = await bookableType();
  await page.goto(`/de/termin/${type.slug}`);
  const field = page.getByRole('combobox', { name: 'Ihre Zeitzone' });
  await expect(field).toHaveValue('São Paulo, Brasilien (GMT-3)');

  await chooseZone(page, phone, 'Ihre Zeitzone', 'Indien', 'Kalkutta, Indien');
  await expect(field).toHaveValue('Kalkutta, Indien (GMT+5:30)');
  const first = await firstTime(page);
  await expect(first.slot).toHaveText(`${clockAt(first.iso, 330)} Asia/Kolkata (GMT+5:30)`);

  await chooseZone(page, phone, 'Ihre Zeitzone', 'Teheran', 'Teheran, Iran');
  await expect(field).toHaveValue('Teheran, Iran (GMT+3:30)');
  const second = await firstTime(page);
  await expect(second.slot).toHaveText(`${clockAt(second.iso, 210)} Asia/Tehran (GMT+3:30)`);
  await fitsTheScreen(page);
  expect(await blockingViolations(page)).toEqual([]);
});

test.describe('a browser in India', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('reports its zone as "Asia/Calcutta": the picker names it Kolkata and the booking stores Asia/Kolkata', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'one booking is enough');
    test.setTimeout(120_000);
    await sized(page, testInfo);
    const type = await bookableType();
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toMatch(/^Asia\/(Calcutta|Kolkata)$/);
    await page.goto(`/book/${type.slug}`);
    const field = page.getByRole('combobox', { name: 'Your time zone' });
    await expect(field).toHaveValue('Kolkata, India (GMT+5:30)');
    const { iso, slot } = await firstTime(page);
    await expect(slot).toHaveText(`${clockAt(iso, 330)} Asia/Kolkata (GMT+5:30)`);
    await slot.click();
    const email = `kolkata-${type.tag}@example.com`;
    await page.getByLabel('Full name').fill(`Priya Sharma ${type.tag}`);
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
    await page.getByLabel('Phone number').fill('+91 98765 43210');
    await page.locator('#booking-consent').check();
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused();
    const [stored] = await findDocuments('bookings', { email });
    expect(stored?.timeZone).toBe('Asia/Kolkata');
  });
});
