import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { addDays, berlinDay } from '../lib/time/berlin';
import { formatDateTimeInZone } from '../lib/time/format';
import { createAccount, seededAdmin, signIn } from './support/accounts';
import { blockingViolations } from './support/axe';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// The reply to a booked lead (issue 40, item 10): a lead with a coming booking opens with the reply
// composer on the template for booked leads, in the booking's language, with the consultation's
// time on the lead's clock and on Berlin's, the channel with its link and what to prepare; a plain
// lead's composer starts from the usual template, which asks for times. At 390 px (phone project)
// and 1440 px (desktop), with axe.

const ZONE = 'Asia/Kolkata';

function widthOf(projectName: string) {
  return projectName === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 };
}

// A consultation type of this test's own (video, with its link), an adviser taking it every day,
// and a booking of its first free time by `email`, in German from Kolkata.
async function bookedLead(page: Page, tag: string, email: string): Promise<{ start: string; enquiryId: string }> {
  const adviser = await createAccount(`booked-reply-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: adviser.email });
  const typeId = await insertConsultationType({
    slug: `e2e-booked-reply-${tag}`,
    name: { en: `Booked reply talk ${tag}`, de: `Antwortgespräch ${tag}` },
    channel: 'video',
    videoUrl: 'https://meet.example.com/booked-reply',
  });
  await insertDailyHours(String(user!._id), typeId, '07:00', '20:00');
  const today = berlinDay(new Date());
  const slots = await page.request.get(`/api/v1/booking/slots?type=${typeId}&from=${today}&to=${addDays(today, 7)}`);
  expect(slots.status()).toBe(200);
  const start = ((await slots.json()) as { data: { slots: string[] } }).data.slots[0]!;
  const response = await page.request.post('/api/v1/booking', {
    data: { typeId, start, fullName: `Priya Booked ${tag}`, email, phoneNumber: '+91 98765 43210', consent: true, timeZone: ZONE, locale: 'de', clientId: randomUUID() },
  });
  expect(response.status()).toBe(201);
  const [enquiry] = await findDocuments('enquiries', { email });
  return { start, enquiryId: String(enquiry!._id) };
}

test('a booked lead’s reply starts from the booked template in the lead’s language; a plain lead’s from the usual one', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await page.setViewportSize(widthOf(testInfo.project.name));
  const tag = randomUUID().slice(0, 8);
  const { start, enquiryId } = await bookedLead(page, tag, `booked-reply-${tag}@example.com`);

  await page.goto(`/login?next=/admin/enquiries/${enquiryId}`);
  await signIn(page, seededAdmin(), `/admin/enquiries/${enquiryId}`);
  const reply = page.getByRole('region', { name: 'Reply' });
  const template = reply.getByLabel('Start from template');
  const subject = reply.getByRole('textbox', { name: 'Subject', exact: true });
  const message = reply.getByRole('textbox', { name: 'Message', exact: true });
  await expect(template).toHaveValue('booked');
  await expect(reply.getByLabel('Language', { exact: true })).toHaveValue('de');
  await expect(subject).toHaveValue(new RegExp(`^Ihr Beratungstermin bei .+: Antwortgespräch ${tag}$`));
  await expect(message).toHaveValue(new RegExp(`^Guten Tag Priya Booked ${tag},`));
  await expect(message).toHaveValue(new RegExp(escape(`Ihre Ortszeit: ${formatDateTimeInZone(start, ZONE, 'de-DE')}`)));
  await expect(message).toHaveValue(new RegExp(escape(`Berliner Zeit: ${formatDateTimeInZone(start, 'Europe/Berlin', 'de-DE')}`)));
  await expect(message).toHaveValue(/Wie: per Videogespräch\. Zum Termin treten Sie über diesen Link bei: https:\/\/meet\.example\.com\/booked-reply/);
  await expect(message).toHaveValue(/Reisepass/);
  await expect(message).not.toHaveValue(/zwei oder drei Termine/);
  expect(await blockingViolations(page)).toEqual([]);

  // In English on request, the same booking.
  await reply.getByLabel('Language', { exact: true }).selectOption('en');
  await expect(message).toHaveValue(new RegExp(escape(`Your time: ${formatDateTimeInZone(start, ZONE, 'en-GB')}`)));
  await expect(message).toHaveValue(new RegExp(escape(`Berlin time: ${formatDateTimeInZone(start, 'Europe/Berlin', 'en-GB')}`)));
  await expect(message).not.toHaveValue(/two or three times/);

  // A plain lead (the contact form): the usual template, which asks for times; no booked one offered.
  const plainEmail = `plain-reply-${tag}@example.com`;
  const sent = await page.request.post('/api/v1/email/contact', {
    data: { fullName: `Plain Lead ${tag}`, email: plainEmail, phoneNumber: '0151 2345678', message: 'Hello, I would like advice.', clientId: randomUUID() },
  });
  expect(sent.status()).toBe(201);
  const [plain] = await findDocuments('enquiries', { email: plainEmail });
  await page.goto(`/admin/enquiries/${String(plain!._id)}`);
  await expect(template).toHaveValue('general');
  await expect(template.locator('option[value="booked"]')).toHaveCount(0);
  await expect(message).toHaveValue(/Please let me know two or three times that suit you/);
  expect(await blockingViolations(page)).toEqual([]);
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

