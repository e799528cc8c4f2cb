import { randomUUID } from 'node:crypto';
import mongoose from 'mongoose';
import type { Page } from '@playwright/test';
import { addDays, berlinDay } from '../lib/time/berlin';
import { formatDay } from '../lib/time/format';
import { createAccount } from './support/accounts';
import { blockingViolations } from './support/axe';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { deleteDocuments, findDocuments } from './support/db';
import { mailTo } from './support/mail';
import { expect, test } from './support/test';

// The ways into booking (issue 40): a service page's "Book a consultation" opens that service's
// consultation type (its picker) when it has one, in English and German, and the general booking
// page when it has none; a booking mail's reschedule link opens the picker on the month of the
// booking. At 390 and 1440 px, axe clean. The month is read on Berlin's clock here.
test.use({ timezoneId: 'Europe/Berlin' });

const PHONE = { width: 390, height: 844 };
const WIDE = { width: 1440, height: 900 };

async function fitsTheScreen(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

// A type of this test's own and an adviser who takes it every day from 07:00 to 20:00 Berlin time.
async function bookableType(tag: string, fields: Record<string, unknown>) {
  const adviser = await createAccount(`paths-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: adviser.email });
  const adviserId = String(user!._id);
  const slug = `e2e-paths-${tag}`;
  const id = await insertConsultationType({ slug, ...fields });
  await insertDailyHours(adviserId, id, '07:00', '20:00');
  const remove = async () => {
    await deleteDocuments('consultationtypes', { _id: new mongoose.Types.ObjectId(id) });
    await deleteDocuments('adviserhours', { _id: adviserId });
  };
  return { id, slug, remove };
}

// The service page's "Book a consultation" (in its enquiry section). The page is cached for up to a
// minute: its link reaches a type written straight into the database once it renders again.
async function bookLinkOf(page: Page, path: string, expected: string) {
  const link = page.locator('#enquire [data-book-link]');
  await expect
    .poll(
      async () => {
        await page.goto(path);
        return link.getAttribute('href');
      },
      { timeout: 120_000, intervals: [2_000, 5_000, 10_000] },
    )
    .toBe(expected);
  return link;
}

test('a service with a consultation type: its “Book a consultation” opens that type’s picker, in English and German, and so does the one after an enquiry', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one type for the service at a time: both widths in one test');
  test.setTimeout(300_000);
  const tag = randomUUID().slice(0, 8);
  const type = await bookableType(tag, {
    name: { en: `Career talk ${tag}`, de: `Karrieregespräch ${tag}` },
    serviceId: 'career-counseling',
    channel: 'video',
    // Before any other type of the service, whatever else the database holds.
    order: -Date.now(),
  });
  try {
    await page.setViewportSize(WIDE);
    const english = await bookLinkOf(page, '/services/career-counseling', `/book/${type.slug}`);
    await expect(english).toHaveText('Book a consultation');
    await english.click();
    await expect(page.getByRole('heading', { level: 1, name: `Career talk ${tag}` })).toBeVisible();
    await expect(page.locator('table button:not([disabled])').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.setViewportSize(PHONE);
    const german = await bookLinkOf(page, '/de/leistungen/karriereberatung', `/de/termin/${type.slug}`);
    await expect(german).toHaveText('Beratungstermin buchen');
    await german.click();
    await expect(page.getByRole('heading', { level: 1, name: `Karrieregespräch ${tag}` })).toBeVisible();
    await expect(page.locator('table button:not([disabled])').first()).toBeVisible();
    await fitsTheScreen(page);
    expect(await blockingViolations(page)).toEqual([]);

    // The enquiry dialog's confirmation on the service page offers the same type.
    await page.goto('/services/career-counseling');
    await page.getByRole('button', { name: 'Get Started with Career Counseling' }).first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill(`Career ${tag}`);
    await dialog.getByLabel('Contact number').fill('+49 30 1234567');
    await dialog.getByLabel('Email').fill(`paths-${tag}@example.com`);
    await dialog.getByLabel('City or location').fill('Berlin');
    await dialog.getByLabel('Message').fill('I would like to talk about my next career step in Germany.');
    await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
    const afterEnquiry = dialog.locator('[data-book-link]');
    await expect(afterEnquiry).toHaveAttribute('href', `/book/${type.slug}`);
    await fitsTheScreen(page);
    expect(await blockingViolations(page)).toEqual([]);
    await afterEnquiry.click();
    await expect(page.getByRole('heading', { level: 1, name: `Career talk ${tag}` })).toBeVisible();
  } finally {
    await type.remove();
  }
});

test('a service without a consultation type: its “Book a consultation” opens the general booking page, in English and German', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'both widths in one test');
  test.setTimeout(120_000);
  // No test gives IT consulting a type.
  expect(await findDocuments('consultationtypes', { serviceId: 'it-consulting', active: true })).toEqual([]);
  await page.setViewportSize(WIDE);
  await page.goto('/services/it-consulting');
  const english = page.locator('#enquire [data-book-link]');
  await expect(english).toHaveAttribute('href', '/book');
  await english.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book a consultation' })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);

  await page.setViewportSize(PHONE);
  await page.goto('/de/leistungen/it-beratung');
  const german = page.locator('#enquire [data-book-link]');
  await expect(german).toHaveAttribute('href', '/de/termin');
  await german.click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beratungstermin buchen' })).toBeVisible();
  await fitsTheScreen(page);
  expect(await blockingViolations(page)).toEqual([]);
});

// Books the first free time on `day` (Berlin) through the public API and returns the reschedule
// link of its confirmation mail (English /book/reschedule, German /de/termin/verschieben).
async function bookAndRescheduleLink(page: Page, typeId: string, day: string, locale: 'en' | 'de', email: string): Promise<string> {
  const slots = await page.request.get(`/api/v1/booking/slots?${new URLSearchParams({ type: typeId, from: day, to: day })}`);
  expect(slots.status()).toBe(200);
  const start = ((await slots.json()) as { data: { slots: string[] } }).data.slots[0]!;
  expect(berlinDay(new Date(start))).toBe(day);
  const booked = await page.request.post('/api/v1/booking', {
    data: { typeId, start, fullName: 'Ana Souza', email, phoneNumber: '+49 30 1234567', consent: true, timeZone: 'Europe/Berlin', locale, clientId: randomUUID() },
  });
  expect(booked.status()).toBe(201);
  const pattern = /https?:\/\/[^\s"<>]+?((?:\/de)?\/(?:book\/reschedule|termin\/verschieben)\?token=[^\s"<>&]+)/;
  await expect.poll(() => mailTo(email).some((text) => pattern.test(text)), { timeout: 30_000 }).toBe(true);
  return pattern.exec(mailTo(email).find((text) => pattern.test(text))!)![1]!;
}

test('a reschedule link of a booking two months ahead opens the picker on that month, in English at 390 px and German at 1440 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'both widths in one test');
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  // Bookable four months ahead.
  const type = await bookableType(tag, { name: { en: `Later talk ${tag}`, de: `Spätes Gespräch ${tag}` }, horizonDays: 120 });
  try {
    const day = addDays(berlinDay(new Date()), 61);
    const month = day.slice(0, 7);

    await page.setViewportSize(PHONE);
    await page.goto(await bookAndRescheduleLink(page, type.id, day, 'en', `paths-en-${tag}@example.com`));
    await expect(page.getByRole('heading', { level: 1, name: 'Move your consultation' })).toBeVisible();
    const calendar = page.getByRole('table', { name: formatDay(`${month}-01`, 'month') });
    await expect(calendar).toBeVisible();
    // The booking's own day is free to choose (its own time counts as free for its link).
    await expect(calendar.getByRole('button', { name: new RegExp(formatDay(day, 'full')) })).toBeEnabled();
    await fitsTheScreen(page);
    expect(await blockingViolations(page)).toEqual([]);

    await page.setViewportSize(WIDE);
    await page.goto(await bookAndRescheduleLink(page, type.id, day, 'de', `paths-de-${tag}@example.com`));
    await expect(page.getByRole('heading', { level: 1, name: 'Termin verschieben' })).toBeVisible();
    await expect(page.getByRole('table', { name: formatDay(`${month}-01`, 'month', 'de-DE') })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  } finally {
    await type.remove();
  }
});
