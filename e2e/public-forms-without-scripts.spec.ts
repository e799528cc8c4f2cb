import type { Page } from '@playwright/test';
import contact from '../messages/en/Contact.json' with { type: 'json' };
import forms from '../messages/en/Forms.json' with { type: 'json' };
import germanContact from '../messages/de/Contact.json' with { type: 'json' };
import germanForms from '../messages/de/Forms.json' with { type: 'json' };
import enquiry from '../messages/en/Enquiry.json' with { type: 'json' };
import germanEnquiry from '../messages/de/Enquiry.json' with { type: 'json' };
import services from '../messages/en/Services.json' with { type: 'json' };
import germanServices from '../messages/de/Services.json' with { type: 'json' };
import { findDocuments } from './support/db';
import { mailTo } from './support/mail';
import { expectNoneIn, methodsAndPaths, navigationsDuring } from './support/form-navigations';
import { expect, test } from './support/test';

// Issue 41: a public form works before and without its scripts. It is a Server Action's form: the
// browser posts it to the page's own address and the page comes back with the answer and what was
// typed. Nothing typed goes into an address.

const unique = (tag: string) => `${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

type ContactTexts = { form: typeof contact.form; fields: typeof forms.fields };

async function fillContact(page: Page, texts: ContactTexts, typed: { name: string; email: string; phone: string; message: string }) {
  const form = page.getByRole('form', { name: texts.form.heading });
  await form.getByRole('textbox', { name: texts.fields.fullName, exact: true }).fill(typed.name);
  await form.getByRole('textbox', { name: texts.fields.email, exact: true }).fill(typed.email);
  await form.getByRole('textbox', { name: new RegExp(`^${texts.fields.phoneNumber}`) }).fill(typed.phone);
  await form.getByRole('textbox', { name: texts.fields.message, exact: true }).fill(typed.message);
  return form;
}

test.describe('with scripts off', () => {
  test.use({ javaScriptEnabled: false });

  test('the contact form is sent: the page says so, the enquiry is stored once, the visitor gets the mail, nothing typed is in an address', async ({ page }, testInfo) => {
    const typed = { name: 'Nora Noscript', email: unique(`noscript-${testInfo.project.name}`), phone: '+49 30 555 0101', message: 'A message typed without scripts' };
    await page.goto('/contact');
    const form = await fillContact(page, { form: contact.form, fields: forms.fields }, typed);
    const sent = await navigationsDuring(page, async () => {
      await form.getByRole('button', { name: contact.form.submit }).click();
      await expect(form.getByRole('status')).toHaveText(forms.status.contactSuccess);
    });
    expect(methodsAndPaths(sent)).toEqual(['POST /contact']);
    expect((await sent[0]!.response())?.status()).toBe(200);
    for (const address of [page.url(), ...sent.map((request) => request.url())]) expectNoneIn(address, Object.values(typed));
    // The form is empty again, ready for another message.
    await expect(form.getByRole('textbox', { name: forms.fields.email, exact: true })).toHaveValue('');

    const stored = await findDocuments('enquiries', { email: typed.email });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'contact', fullName: typed.name, phoneNumber: typed.phone, message: typed.message, locale: 'en' });
    // The acknowledgement is queued once and reaches the visitor (the firm's notice names them too).
    await expect.poll(async () => (await findDocuments('outboxmessages', { key: `enquiry:${String(stored[0]!._id)}:acknowledgement` })).length).toBe(1);
    await expect.poll(() => mailTo(typed.email).some((mail) => /^Subject: Thank you for contacting /m.test(mail))).toBe(true);
  });

  test('a refused contact form comes back in German with the messages under their fields and everything typed', async ({ page }, testInfo) => {
    const typed = { name: 'Jonas Ohneskript', email: `not-an-address-${testInfo.project.name}`, phone: '12', message: 'Eine Nachricht ohne Skripte' };
    await page.goto('/de/kontakt');
    const texts = { form: germanContact.form, fields: germanForms.fields };
    const form = await fillContact(page, texts, typed);
    await form.getByRole('button', { name: germanContact.form.submit }).click();
    await expect(form.getByRole('status')).toHaveText(germanForms.status.contactFailure);
    const email = form.getByRole('textbox', { name: texts.fields.email, exact: true });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(germanForms.errors.invalidEmail);
    await expect(form.getByRole('textbox', { name: new RegExp(`^${texts.fields.phoneNumber}`) })).toHaveAccessibleDescription(germanForms.errors.phone);
    await expect(email).toHaveValue(typed.email);
    await expect(form.getByRole('textbox', { name: texts.fields.fullName, exact: true })).toHaveValue(typed.name);
    await expect(form.getByRole('textbox', { name: texts.fields.message, exact: true })).toHaveValue(typed.message);
    expect(new URL(page.url()).pathname).toBe('/de/kontakt');
    expect(await findDocuments('enquiries', { fullName: typed.name })).toEqual([]);
  });

  test('a service enquiry: the section’s button leads to the form on the service’s page, which is sent and stored with its service', async ({ page }, testInfo) => {
    const typed = { name: 'Lena Linkonly', contact: '+82 10 1234 5678', email: unique(`noscript-enquiry-${testInfo.project.name}`), city: 'Seoul', message: 'My husband works in Munich.' };
    await page.goto('/services');
    // Without scripts the button is a link to the service page's enquiry section.
    await page.getByRole('link', { name: 'Get Started with Family Reunification', exact: true }).click();
    await expect(page).toHaveURL(/\/services\/family-reunification#enquire$/);
    await page.getByText(services.page.enquireOnPage).click();
    const form = page.locator('#enquiry-form');
    await form.getByLabel(enquiry.fields.name).fill(typed.name);
    await form.getByLabel(enquiry.fields.contact).fill(typed.contact);
    await form.getByLabel(enquiry.fields.email).fill(typed.email);
    await form.getByLabel(enquiry.fields.city).fill(typed.city);
    await form.getByLabel(enquiry.fields.message).fill(typed.message);
    const sent = await navigationsDuring(page, async () => {
      await form.getByRole('button', { name: enquiry.submit }).click();
      await expect(page.locator('#enquiry-form').getByRole('status')).toHaveText(enquiry.success);
    });
    expect(methodsAndPaths(sent)).toEqual(['POST /services/family-reunification']);
    for (const address of [page.url(), ...sent.map((request) => request.url())]) expectNoneIn(address, Object.values(typed));
    const stored = await findDocuments('enquiries', { email: typed.email });
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ source: 'service', fullName: typed.name, phoneNumber: typed.contact, city: typed.city, message: typed.message, locale: 'en' });
    expect(String(stored[0]?.serviceName)).toMatch(/Family Reunification/);
  });

  test('a refused service enquiry comes back in German, unfolded, with the messages under their fields and everything typed', async ({ page }) => {
    await page.goto('/de/leistungen/familiennachzug');
    await page.getByText(germanServices.page.enquireOnPage).click();
    const form = page.locator('#enquiry-form');
    await form.getByLabel(germanEnquiry.fields.name).fill('Jonas Ohneskript');
    await form.getByLabel(germanEnquiry.fields.email).fill('jonas@beispiel');
    await form.getByLabel(germanEnquiry.fields.message).fill('Ohne Skripte gefragt');
    await form.getByRole('button', { name: germanEnquiry.submit }).click();
    const answered = page.locator('#enquiry-form');
    await expect(answered.getByRole('status')).toHaveText(germanEnquiry.failure);
    await expect(answered.getByLabel(germanEnquiry.fields.email)).toHaveAccessibleDescription(germanForms.errors.invalidEmail);
    await expect(answered.getByLabel(germanEnquiry.fields.city)).toHaveAttribute('aria-invalid', 'true');
    await expect(answered.getByLabel(germanEnquiry.fields.name)).toHaveValue('Jonas Ohneskript');
    await expect(answered.getByLabel(germanEnquiry.fields.message)).toHaveValue('Ohne Skripte gefragt');
  });
});

test('with its scripts slow to load, a visitor who types and sends early loses nothing and sends once', async ({ page }, testInfo) => {
  const typed = { name: 'Sami Slowlink', email: unique(`slow-${testInfo.project.name}`), phone: '', message: 'Sent before the scripts arrived' };
  // The page's scripts arrive 4 s late (a weak mobile connection); the page itself at once.
  await page.route('**/_next/static/chunks/**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => {});
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  const form = await fillContact(page, { form: contact.form, fields: forms.fields }, typed);
  await form.getByRole('button', { name: contact.form.submit }).click();
  await expect(form.getByRole('status')).toHaveText(forms.status.contactSuccess);
  await expect.poll(async () => (await findDocuments('enquiries', { email: typed.email })).length).toBe(1);
  // Once the scripts have run, nothing is sent again.
  await page.waitForLoadState('load');
  await expect(form.getByRole('textbox', { name: forms.fields.email, exact: true })).toHaveValue('');
  expect(await findDocuments('enquiries', { email: typed.email })).toHaveLength(1);
});
