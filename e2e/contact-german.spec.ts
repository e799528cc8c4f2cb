import type { Page } from '@playwright/test';
import germanContact from '../messages/de/Contact.json' with { type: 'json' };
import germanForms from '../messages/de/Forms.json' with { type: 'json' };
import { seededAdmin, signIn } from './support/accounts';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The German contact page on a phone of 390 px, in both projects.
test.use({ viewport: { width: 390, height: 844 } });

const contactForm = (page: Page) => page.getByRole('form', { name: germanContact.form.heading });
const field = (page: Page, name: keyof typeof germanForms.fields) => contactForm(page).getByRole('textbox', { name: germanForms.fields[name], exact: true });
const submit = (page: Page) => contactForm(page).getByRole('button', { name: germanContact.form.submit });

function uniqueEmail(tag: string) {
  return `e2e-kontakt-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test('/de/kontakt is German, has no serious accessibility violations and does not scroll sideways', async ({ page }) => {
  const response = await page.goto('/de/kontakt');
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(germanContact.hero.heading);
  await expect(page).toHaveTitle(new RegExp(`^${germanContact.meta.title}\\b`));
  await expect(contactForm(page).getByRole('link', { name: germanContact.form.privacyLink })).toHaveAttribute('href', '/de/datenschutzerklaerung');
  await expect(page.getByRole('link', { name: germanContact.cta.primary })).toHaveAttribute('href', '/de/leistungen');
  await expect(page.getByRole('link', { name: `${germanContact.channels.whatsappLink} ${germanContact.newTab}` })).toBeVisible();

  expect(await blockingViolations(page)).toEqual([]);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('sending the form incomplete shows German messages under the fields, focuses the first and keeps what was typed', async ({ page }) => {
  let sent = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST') sent += 1;
  });
  await page.goto('/de/kontakt');
  await field(page, 'message').fill('Ich möchte in Berlin studieren.');
  await field(page, 'email').fill('kein-gueltiger@eintrag');
  await submit(page).click();

  await expect(field(page, 'fullName')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'fullName')).toHaveAccessibleDescription('Bitte füllen Sie das Feld „Vollständiger Name“ aus.');
  await expect(field(page, 'email')).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  await expect(field(page, 'fullName')).toBeFocused();
  await expect(field(page, 'message')).toHaveValue('Ich möchte in Berlin studieren.');
  await expect(field(page, 'email')).toHaveValue('kein-gueltiger@eintrag');
  await expect(field(page, 'message')).not.toHaveAttribute('aria-invalid');
  expect(sent).toBe(0);

  // Correcting a field takes its message away.
  await field(page, 'fullName').fill('Jonas Weber');
  await expect(field(page, 'fullName')).not.toHaveAttribute('aria-invalid');
});

test('a German message is confirmed in German, stored as German with a German acknowledgement, and the inbox shows DE', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  const name = `Jonas Weber ${testInfo.project.name} ${Date.now()}`;
  await page.goto('/de/kontakt');
  await field(page, 'fullName').fill(name);
  await field(page, 'email').fill(email);
  await field(page, 'message').fill('Guten Tag, ich interessiere mich für die Chancenkarte.');
  await submit(page).click();
  await expect(contactForm(page).getByRole('status')).toHaveText(germanForms.status.contactSuccess);
  await expect(field(page, 'fullName')).toHaveValue('');

  await expect.poll(async () => (await findDocuments('enquiries', { email })).length).toBe(1);
  const [lead] = await findDocuments('enquiries', { email });
  expect(lead).toMatchObject({ locale: 'de', attribution: { pagePath: '/de/kontakt' } });
  await expect
    .poll(async () => (await findDocuments('outboxmessages', { key: `enquiry:${String(lead!._id)}:acknowledgement` })).map((message) => message.subject))
    .toEqual([expect.stringMatching(/^Vielen Dank für Ihre Nachricht – /)]);

  await page.goto('/admin/enquiries');
  await signIn(page, seededAdmin(), '/admin/enquiries');
  await page.getByLabel('Search enquiries').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row.getByText('Language: German')).toHaveCount(1);
  await expect(row.getByText('DE', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Read Full Message: ${name}` }).click();
  const modal = page.getByRole('dialog', { name: `Enquiry from ${name}` });
  await expect(modal.getByText('German', { exact: true })).toBeVisible();
  await modal.getByRole('button', { name: 'Close' }).first().click();

  await page.goto(`/admin/enquiries/${String(lead!._id)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Enquiry from ${name}`);
  await expect(page.getByText('Language: German')).toHaveCount(1);
  // The reply starts from the German template.
  await expect(page.getByLabel('Language', { exact: true })).toHaveValue('de');
});
