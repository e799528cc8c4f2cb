import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { berlinDay, toBerlinLocal } from '../lib/time/berlin';
import { createAccount, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { findDocuments } from './support/db';
import { mailTo } from './support/mail';
import { expect, test } from './support/test';

// Consultation booking (issue 29): a visitor on a phone in São Paulo books from a service page,
// sees every time on their own clock with the zone's name, gets the confirmation with its calendar
// invitation in the development mail folder, and moves the booking by the mail's link.

const ZONE = 'America/Sao_Paulo';
const SERVICE_PATH = '/services/family-reunification';
test.use({ timezoneId: ZONE });

// "14:30" on São Paulo's clock (UTC-3 all year since 2019), the way the page writes it.
function saoPauloTime(iso: string): string {
  const local = new Date(Date.parse(iso) - 3 * 3_600_000);
  return `${String(local.getUTCHours()).padStart(2, '0')}:${String(local.getUTCMinutes()).padStart(2, '0')}`;
}

// A consultation type of this run's own, first of its service, and an adviser who takes it every
// day from 07:00 to 20:00 Berlin time, so there are free times whenever the test runs.
async function bookableType(tag: string) {
  const adviser = await createAccount(`booking-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: adviser.email });
  const slug = `e2e-talk-${tag}`;
  const id = await insertConsultationType({
    slug,
    name: { en: `Family talk ${tag}`, de: `Familiengespräch ${tag}` },
    description: { en: 'Thirty minutes with an adviser about bringing your family to Germany.' },
    serviceId: 'family-reunification',
    channel: 'video',
    videoUrl: 'https://meet.example.com/family',
    changeNoticeMinutes: 60,
    // Before any other type of the service, whatever else the database holds.
    order: -Date.now(),
  });
  await insertDailyHours(String(user!._id), id, '07:00', '20:00');
  return { id, slug, name: `Family talk ${tag}`, adviser };
}

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

// Chooses the first day with free times and the time at `index` on it; returns that time's instant.
async function chooseTime(page: Page, index: number): Promise<string> {
  await page.locator('table button:not([disabled])').first().click();
  const slot = page.locator('[data-slot]').nth(index);
  await expect(slot).toBeVisible();
  const iso = (await slot.getAttribute('data-slot'))!;
  // The time on São Paulo's clock, with the zone's name beside it.
  await expect(slot).toHaveText(`${saoPauloTime(iso)} ${ZONE} (GMT-3)`);
  await slot.click();
  return iso;
}

test('at 390 px in São Paulo: book from a service page, get the invitation, move it and cancel it by the links', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the phone journey');
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 390, height: 844 });
  const tag = randomUUID().slice(0, 8);
  const type = await bookableType(tag);
  const email = `booker-${tag}@example.com`;

  // The service page is cached for up to a minute: its link reaches the new type once it renders again.
  const bookLink = page.locator('[data-book-link]').first();
  await expect
    .poll(
      async () => {
        await page.goto(SERVICE_PATH);
        return bookLink.getAttribute('href');
      },
      { timeout: 120_000, intervals: [2_000, 5_000, 10_000] },
    )
    .toBe(`/book/${type.slug}`);
  await bookLink.click();
  await expect(page.getByRole('heading', { level: 1, name: type.name })).toBeVisible();

  // The picker reads the browser's zone and shows the free times on its clock.
  await expect(page.getByLabel('Your time zone')).toHaveAttribute('data-zone', ZONE);
  await expect(page.locator('table button:not([disabled])').first()).toBeVisible();
  await fitsTheScreen(page);
  expect(await blockingViolations(page)).toEqual([]);
  const booked = await chooseTime(page, 0);
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeFocused();

  // Refused by the form's own checks: nothing typed is lost.
  await page.getByLabel('Full name').fill(`Ana Souza ${tag}`);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('Please give a phone number or a WhatsApp number')).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(`Ana Souza ${tag}`);
  await page.getByLabel('WhatsApp number').fill('+55 11 91234 5678');
  await page.getByLabel('Topic').fill('My wife and two children');
  await page.locator('#booking-consent').check();
  await fitsTheScreen(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Book this time' }).click();

  await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeFocused();
  await expect(page.getByText(`${saoPauloTime(booked)} ${ZONE}`).first()).toBeVisible();
  await expect(page.getByText('A confirmation with a calendar invitation is on its way')).toBeVisible();
  const [stored] = await findDocuments('bookings', { email });
  expect(stored?.timeZone).toBe(ZONE);
  expect((stored?.start as Date).toISOString()).toBe(booked);

  // The confirmation with its invitation, and the link to move it.
  await expect.poll(() => mailTo(email).find((text) => text.includes('BEGIN:VCALENDAR')) ?? '', { timeout: 30_000 }).toContain('METHOD:REQUEST');
  const mail = mailTo(email).find((text) => text.includes('BEGIN:VCALENDAR'))!;
  const link = (action: string) => {
    const found = /https?:\/\/[^\s"<>]+(\/book\/(?:reschedule|cancel)\?token=[^\s"<>&]+)/g;
    const all = [...mail.matchAll(found)].map((match) => match[1]!);
    return all.find((address) => address.startsWith(`/book/${action}`))!;
  };
  await page.goto(link('reschedule'));
  await expect(page.getByRole('heading', { level: 1, name: 'Move your consultation' })).toBeVisible();
  await expect(page.getByText(`${saoPauloTime(booked)} ${ZONE}`).first()).toBeVisible();
  const moved = await chooseTime(page, 1);
  await page.getByRole('button', { name: 'Move my consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation has been moved' })).toBeFocused();
  await expect(page.getByText(`${saoPauloTime(moved)} ${ZONE}`).first()).toBeVisible();
  const [after] = await findDocuments('bookings', { email });
  expect((after?.start as Date).toISOString()).toBe(moved);
  expect(after?.sequence).toBe(1);

  // The adviser sees the moved booking in the agenda (Berlin time) and on the lead's timeline.
  const staff = await page.context().newPage();
  await staff.setViewportSize({ width: 390, height: 844 });
  await staff.goto(`/admin/agenda?week=${berlinDay(new Date(moved))}`);
  await signIn(staff, type.adviser, '/admin/agenda');
  const card = staff.getByRole('region', { name: /^Week of / }).getByRole('listitem').filter({ hasText: `Ana Souza ${tag}` });
  await expect(card).toContainText(toBerlinLocal(new Date(moved)).slice(11, 16));
  await card.getByRole('link', { name: `Ana Souza ${tag}: open the lead` }).click();
  await expect(staff.getByRole('region', { name: 'Timeline' }).getByText(/^Consultation moved to .* by the visitor/)).toBeVisible();
  await staff.close();

  // The first mail's cancel link leads to the booking as it is now: the new time.
  await page.goto(link('cancel'));
  await expect(page.getByRole('heading', { level: 1, name: 'Cancel your consultation' })).toBeVisible();
  await expect(page.getByText(`${saoPauloTime(moved)} ${ZONE}`).first()).toBeVisible();
  await fitsTheScreen(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel('Reason').fill('We found another date');
  await page.getByRole('button', { name: 'Cancel the consultation' }).click();
  await expect(page.getByRole('heading', { name: 'Your consultation has been cancelled' })).toBeFocused();
  const [cancelled] = await findDocuments('bookings', { email });
  expect(cancelled?.status).toBe('cancelled');
  expect(cancelled?.reason).toBe('We found another date');
  // The same link again: used.
  await page.goto(link('cancel'));
  await expect(page.locator('[data-link-problem]')).toBeVisible();
});

test('in German, by keyboard: a time taken meanwhile offers others as buttons and keeps everything typed', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the keyboard journey');
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const type = await bookableType(tag);
  await page.goto(`/de/termin/${type.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: `Familiengespräch ${tag}` })).toBeVisible();
  await expect(page.getByLabel('Ihre Zeitzone')).toHaveAttribute('data-zone', ZONE);

  // A day and a time by keyboard: each step's heading takes the focus.
  const day = page.locator('table button:not([disabled])').first();
  await day.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#booking-day-heading')).toBeFocused();
  await expect(page.locator('#booking-day-heading')).toContainText('Freie Termine am');
  const slot = page.locator('[data-slot]').first();
  const taken = (await slot.getAttribute('data-slot'))!;
  await page.keyboard.press('Tab');
  await expect(slot).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Ihre Angaben' })).toBeFocused();
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByLabel('Vollständiger Name').fill(`Lena Weber ${tag}`);
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill(`lena-${tag}@example.com`);
  await page.getByLabel('Telefonnummer').fill('+49 151 2345678');
  await page.getByLabel('Thema').fill('Ehegattennachzug');
  await page.locator('#booking-consent').check();

  // Someone else books that time first.
  const other = await page.request.post('/api/v1/booking', {
    data: { typeId: type.id, start: taken, fullName: 'Someone Else', email: `else-${tag}@example.com`, phoneNumber: '+49 30 123', consent: true, timeZone: 'Europe/Berlin', locale: 'de', clientId: randomUUID() },
  });
  expect(other.status()).toBe(201);

  await page.getByRole('button', { name: 'Diesen Termin buchen' }).click();
  const message = page.getByText('Dieser Termin wurde leider gerade vergeben');
  await expect(message).toBeFocused();
  await expect(page.getByLabel('Vollständiger Name')).toHaveValue(`Lena Weber ${tag}`);
  await expect(page.getByLabel('Thema')).toHaveValue('Ehegattennachzug');
  await expect(page.locator('#booking-consent')).toBeChecked();
  const alternatives = page.getByRole('list', { name: 'Andere freie Termine' }).getByRole('button');
  await expect(alternatives.first()).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await alternatives.first().click();

  await expect(page.getByRole('heading', { name: 'Ihr Beratungstermin ist gebucht' })).toBeFocused();
  const [stored] = await findDocuments('bookings', { email: `lena-${tag}@example.com` });
  expect(stored?.locale).toBe('de');
  expect((stored?.start as Date).toISOString()).not.toBe(taken);
  await expect(page.getByText(`${saoPauloTime((stored?.start as Date).toISOString())} ${ZONE}`).first()).toBeVisible();
});
