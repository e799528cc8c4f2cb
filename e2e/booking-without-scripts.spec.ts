import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { findDocuments } from './support/db';
import { expectNoneIn, methodsAndPaths, navigationsDuring } from './support/form-navigations';
import { mailTo } from './support/mail';
import { expect, test } from './support/test';

// Issue 41: booking, moving and cancelling work without scripts. The picker's steps are pages
// (the zone a GET form, the month, day and time links), the details one POST to the booking's
// Server Action; nothing personal goes into an address.

test.use({ javaScriptEnabled: false });

async function bookableType(tag: string) {
  const adviser = await createAccount(`noscript-booking-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: adviser.email });
  const slug = `e2e-noscript-${tag}`;
  const id = await insertConsultationType({ slug, name: { en: `Plain talk ${tag}`, de: `Schlichtes Gespräch ${tag}` }, channel: 'phone', changeNoticeMinutes: 60 });
  await insertDailyHours(String(user!._id), id, '07:00', '20:00');
  return { id, slug };
}

// The first day with free times (the next month's, late in a month) and its times' links.
async function openFirstFreeDay(page: Page, nextMonth: string) {
  const days = page.locator('table a');
  if ((await days.count()) === 0) await page.getByRole('link', { name: nextMonth }).click();
  await days.first().click();
  await expect(page.locator('[data-slot]').first()).toBeVisible();
}

test('from the type’s page to the confirmation mail: a refusal keeps what was typed, a taken time offers others as buttons', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one browser is enough for the plain pages');
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const type = await bookableType(tag);
  const typed = { name: `Tomás Plain ${tag}`, email: `plain-${tag}@example.com`, phone: '+55 11 3333 4444', topic: `Visa for my family ${tag}` };

  await page.goto(`/book/${type.slug}`);
  await page.getByRole('link', { name: 'Choose a time step by step' }).click();
  await expect(page).toHaveURL(new RegExp(`/book/${type.slug}/times$`));

  // The zone: a plain select sent as a GET form.
  await page.getByLabel('Your time zone').selectOption('America/Sao_Paulo');
  await page.getByRole('button', { name: 'Show the times in this zone' }).click();
  await expect(page).toHaveURL(/zone=America%2FSao_Paulo/);
  await openFirstFreeDay(page, 'Next month');
  const slots = page.locator('[data-slot]');
  const chosen = (await slots.first().getAttribute('data-slot'))!;
  await expect(slots.first()).toContainText('America/Sao_Paulo (GMT-3)');
  await slots.first().click();
  await expect(page.getByRole('heading', { name: 'Your details' })).toBeVisible();

  // Without consent: refused, everything typed comes back.
  await page.getByLabel('Full name').fill(typed.name);
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(typed.email);
  await page.getByLabel('Phone number').fill(typed.phone);
  await page.getByLabel('Topic').fill(typed.topic);
  const refused = await navigationsDuring(page, async () => {
    await page.getByRole('button', { name: 'Book this time' }).click();
    await expect(page.locator('#booking-consent')).toHaveAttribute('aria-invalid', 'true');
  });
  expect(methodsAndPaths(refused)).toEqual([`POST /book/${type.slug}/times`]);
  await expect(page.getByLabel('Full name')).toHaveValue(typed.name);
  await expect(page.getByLabel('Topic')).toHaveValue(typed.topic);

  // Someone else takes the time meanwhile: the free times instead are buttons of the form.
  const other = await page.request.post('/api/v1/booking', {
    data: { typeId: type.id, start: chosen, fullName: 'Someone Else', email: `else-${tag}@example.com`, phoneNumber: '+49 30 123', consent: true, timeZone: 'Europe/Berlin', locale: 'en', clientId: randomUUID() },
  });
  expect(other.status()).toBe(201);
  await page.locator('#booking-consent').check();
  await page.getByRole('button', { name: 'Book this time' }).click();
  await expect(page.getByText('Sorry, this time has just been taken.')).toBeVisible();
  await expect(page.locator('#booking-consent')).toBeChecked();
  const alternative = page.getByRole('list', { name: 'Other free times' }).getByRole('button').first();
  const booked = await navigationsDuring(page, async () => {
    await alternative.click();
    await expect(page.getByRole('heading', { name: 'Your consultation is booked' })).toBeVisible();
  });
  for (const address of [page.url(), ...refused.map((request) => request.url()), ...booked.map((request) => request.url())]) expectNoneIn(address, Object.values(typed));

  const [stored] = await findDocuments('bookings', { email: typed.email });
  expect(stored).toMatchObject({ fullName: typed.name, phoneNumber: typed.phone, topic: typed.topic, timeZone: 'America/Sao_Paulo', locale: 'en' });
  expect((stored?.start as Date).toISOString()).not.toBe(chosen);
  await expect.poll(() => mailTo(typed.email).some((text) => text.includes('BEGIN:VCALENDAR')), { timeout: 30_000 }).toBe(true);
});

test('in German: move the booking by the mail’s link, then cancel it by the other', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'phone', 'the mail’s links on a phone');
  test.setTimeout(180_000);
  const tag = randomUUID().slice(0, 8);
  const type = await bookableType(tag);
  const email = `plain-move-${tag}@example.com`;
  // The booking itself through the API: this test is about its links.
  const slots = await page.request.get(`/api/v1/booking/slots?type=${type.id}&from=${new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)}&to=${new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)}`);
  const start = ((await slots.json()) as { data: { slots: string[] } }).data.slots[0]!;
  const made = await page.request.post('/api/v1/booking', {
    data: { typeId: type.id, start, fullName: `Jana Plain ${tag}`, email, phoneNumber: '+49 30 555', consent: true, timeZone: 'Europe/Berlin', locale: 'de', clientId: randomUUID() },
  });
  expect(made.status()).toBe(201);
  await expect.poll(() => mailTo(email).some((text) => text.includes('/de/termin/verschieben?token=')), { timeout: 30_000 }).toBe(true);
  const mail = mailTo(email).find((text) => text.includes('/de/termin/verschieben?token='))!;
  const link = (path: string) => new RegExp(`https?://[^\\s"<>]+(${path}\\?token=[^\\s"<>&]+)`).exec(mail)![1]!;

  await page.goto(link('/de/termin/verschieben'));
  await expect(page.getByRole('heading', { level: 1, name: 'Termin verschieben' })).toBeVisible();
  await openFirstFreeDay(page, 'Nächster Monat');
  const target = page.locator('[data-slot]').nth(1);
  const moved = (await target.getAttribute('data-slot'))!;
  await target.click();
  await page.getByLabel('Grund').fill('Ein anderer Tag passt besser');
  await page.getByRole('button', { name: 'Termin verschieben' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Beratungstermin wurde verschoben' })).toBeVisible();
  const [after] = await findDocuments('bookings', { email });
  expect((after?.start as Date).toISOString()).toBe(moved);

  await page.goto(link('/de/termin/absagen'));
  await page.getByLabel('Grund').fill('Wir kommen später');
  await page.getByRole('button', { name: 'Beratung absagen' }).click();
  await expect(page.getByRole('heading', { name: 'Ihr Beratungstermin wurde abgesagt' })).toBeVisible();
  const [cancelled] = await findDocuments('bookings', { email });
  expect(cancelled).toMatchObject({ status: 'cancelled', reason: 'Wir kommen später' });
});
