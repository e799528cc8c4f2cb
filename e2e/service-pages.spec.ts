import type { Page } from '@playwright/test';
import { UNSAVED_CHANGES_MESSAGE } from '../components/ui/form/use-unsaved-changes';
import enquiry from '../messages/en/Enquiry.json' with { type: 'json' };
import { previewText } from '../lib/posts/preview';
import { defaultServices } from '../lib/services/defaults';
import { createAccount, signIn } from './support/accounts';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// Each service's page, the ways to it, its enquiry, and the back office's service form: what an
// administrator saves there shows to a signed-out visitor at once, without a rebuild.

const SERVICES = defaultServices();
const FIELDS = ['Name', 'Contact number', 'Email', 'City or location', 'Message'] as const;

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function jsonLd(page: Page) {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => JSON.parse(text) as Record<string, unknown>);
}

async function fillEnquiry(page: Page, values: Record<(typeof FIELDS)[number], string>) {
  const dialog = page.getByRole('dialog');
  for (const label of FIELDS) await dialog.getByLabel(label).fill(values[label]);
}

const uniqueEmail = (tag: string) => `e2e-service-page-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;

test('every service has its own page: title, description, canonical address, structured data, offerings and the enquiry', async ({ page, isMobile }) => {
  test.setTimeout(120_000);
  for (const service of SERVICES) {
    const path = `/services/${service.id}`;
    await page.goto(path);
    await expect(page, path).toHaveTitle(new RegExp(`^${service.title.replace(/[()]/g, '\\$&')} \\| `));
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(service.title);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', new RegExp(`${path}$`));
    // The short description, cut for search results.
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', previewText(service.summary, 160));
    for (const offering of service.offerings) await expect(page.getByRole('heading', { name: offering.title, exact: true }), path).toBeVisible();
    await expect(page.locator('#enquire').getByRole('button', { name: service.ctaLabel, exact: true }), path).toBeVisible();

    const data = await jsonLd(page);
    // (The fee itself may be changing: another test saves one.)
    expect(data[0], path).toMatchObject({ '@type': 'Service', name: service.title, provider: { '@type': 'ProfessionalService' }, offers: { '@type': 'Offer' } });
    expect(data.some((item) => item['@type'] === 'FAQPage'), path).toBe(service.faq.length > 0);
    if (service.faq.length > 0) {
      // The answers open like any disclosure: the question is a button-like summary.
      const question = page.getByText(service.faq[0]!.question, { exact: true });
      await question.click();
      await expect(page.getByText(service.faq[0]!.answer)).toBeVisible();
    }

    if (isMobile) expect(await sidewaysScroll(page), path).toBeLessThanOrEqual(0);
    else expect(await blockingViolations(page), path).toEqual([]);
  }
});

test('each section of /services and the footer lead to the service’s page', async ({ page }) => {
  await page.goto('/services');
  for (const service of SERVICES) {
    await expect(page.locator(`#${service.id}`).getByRole('link', { name: `More about ${service.title}`, exact: true })).toHaveAttribute('href', `/services/${service.id}`);
  }
  const footer = page.getByRole('navigation', { name: 'Footer: Services' });
  await expect(footer.getByRole('link', { name: 'Opportunity Card', exact: true })).toHaveAttribute('href', '/services/opportunity-card');
  await footer.getByRole('link', { name: 'IT Consulting', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/it-consulting$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('IT Consulting');
});

test('a service page’s enquiry reaches the inbox with its service', async ({ page }, testInfo) => {
  const email = uniqueEmail(`page-${testInfo.project.name}`);
  const name = `Priya Nair ${testInfo.project.name}${Date.now()}`;
  await page.goto('/services/visa-advisory');
  const opener = page.locator('#enquire').getByRole('button', { name: 'Get Started with Visa Advisory', exact: true });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Visa Advisory Services', exact: true });
  await expect(dialog).toBeVisible();
  await fillEnquiry(page, { Name: name, 'Contact number': '+91 98 7654 3210', Email: email, 'City or location': 'Kochi', Message: 'A visit visa for my parents.' });
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Enquiry submitted successfully');
  await expect.poll(async () => (await findDocuments('enquiries', { email })).length).toBe(1);
  const [stored] = await findDocuments('enquiries', { email });
  expect(stored).toMatchObject({ source: 'service', serviceName: 'Visa Advisory Services', fullName: name });
  expect(stored!.attribution).toMatchObject({ pagePath: '/services/visa-advisory' });

  // In the inbox, with its service.
  const admin = await createAccount(`service-inbox-${testInfo.project.name}`);
  await page.goto('/admin/enquiries');
  await signIn(page, admin, '/admin/enquiries');
  await page.getByLabel('Search enquiries').fill(name);
  await page.getByRole('button', { name: `Read Full Message: ${name}` }).click();
  await expect(page.getByRole('dialog', { name: `Enquiry from ${name}` }).getByText('Visa Advisory Services')).toBeVisible();
});

test('Book a Consultation on a home page card opens that service’s enquiry, and the lead carries the service', async ({ page }, testInfo) => {
  const email = uniqueEmail(`home-${testInfo.project.name}`);
  await page.goto('/');
  await page.getByRole('link', { name: 'Book a Consultation about Germany Opportunity Card (Chancenkarte)', exact: true }).click();
  await expect(page).toHaveURL(/\/services\/opportunity-card#enquire$/);
  const dialog = page.getByRole('dialog', { name: 'Germany Opportunity Card (Chancenkarte) Consulting', exact: true });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toBeFocused();
  await fillEnquiry(page, { Name: 'Tomás Ruiz', 'Contact number': '+34 600 123 456', Email: email, 'City or location': 'Valencia', Message: 'Do I have enough points?' });
  await dialog.getByRole('button', { name: 'Submit Enquiry' }).click();
  await expect(dialog.getByRole('status')).toContainText('Enquiry submitted successfully');
  // The confirmation stays until the visitor closes it (issue 25); then focus goes to the page's
  // own button for this enquiry.
  await dialog.getByRole('button', { name: enquiry.sent.close, exact: true }).last().click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('#enquire').getByRole('button', { name: 'Get Started with the Opportunity Card', exact: true })).toBeFocused();
  await expect.poll(async () => (await findDocuments('enquiries', { email })).length).toBe(1);
  expect((await findDocuments('enquiries', { email }))[0]).toMatchObject({ source: 'service', serviceName: 'Germany Opportunity Card (Chancenkarte) Consulting' });
});

test('an administrator changes a fee and the required funds, and a signed-out visitor sees them at once', async ({ page, browser }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'one administrator saving once; the form on a phone is the next test');
  test.setTimeout(90_000);
  // A visitor's copy is in the page cache before the change.
  const visitor = await browser.newPage();
  await visitor.goto('/services/it-consulting');
  await expect(visitor.locator('[data-service-fee]')).toHaveText('On request');

  const admin = await createAccount('service-fee');
  await page.goto('/admin/services');
  await signIn(page, admin, '/admin/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit: IT Consulting' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit service: IT Consulting');
  const fee = page.getByRole('region', { name: 'Fee', exact: true });
  await fee.getByLabel('How the fee is stated').selectOption('from');
  await fee.getByLabel('Amount in euros').fill('120');
  await fee.getByLabel('Note', { exact: true }).fill('per hour, incl. VAT');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('Service saved. The site shows it now.')).toBeVisible();

  await visitor.goto('/services/it-consulting');
  await expect(visitor.locator('[data-service-fee]')).toHaveText('From €120, per hour, incl. VAT');
  expect((await jsonLd(visitor))[0]).toMatchObject({ offers: { priceSpecification: { minPrice: 120, priceCurrency: 'EUR' } } });
  await visitor.goto('/services');
  await expect(visitor.locator('#it-consulting')).toContainText('Fee: From €120, per hour, incl. VAT');

  // The Opportunity Card's required funds, with the day they apply from.
  await page.goto('/admin/services/opportunity-card');
  const card = page.getByRole('region', { name: 'Opportunity Card: points, requirements and funds' });
  // The points table is not edited here (issue 28): it comes from the rules in the code.
  await expect(card).toContainText('The points table is generated from the rules in the code (lib/opportunity-card/rules.ts)');
  await expect(card.getByRole('textbox', { name: 'Minimum score' })).toHaveCount(0);
  // Filled again until it holds: under load the form can still be hydrating when the first fill
  // lands (seen in CI as '10911150', the typed figure after the old one).
  const funds = card.getByLabel('Required funds per month, in euros');
  await expect(async () => {
    await funds.fill('1150');
    await expect(funds).toHaveValue('1150', { timeout: 1_000 });
  }).toPass();
  await card.getByLabel('Applies from').fill('2027-01-01');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('Service saved. The site shows it now.')).toBeVisible();
  for (const path of ['/services/opportunity-card', '/services']) {
    await visitor.goto(path);
    await expect(visitor.locator('[data-required-funds]'), path).toHaveText('At least €1,150 for each month of your stay (applies from 1 January 2027).');
  }
  await visitor.close();

  // The list says when each was saved and by whom.
  await page.goto('/admin/services');
  await expect(page.getByRole('listitem').filter({ hasText: 'IT Consulting' })).toContainText(`by ${admin.email}`);
});

test('the service form: messages under their fields keep what was typed; lists work with the keyboard; it fits a phone and passes axe', async ({ page, isMobile }, testInfo) => {
  const admin = await createAccount(`service-form-${testInfo.project.name}`);
  await page.goto('/admin/services/family-reunification');
  await signIn(page, admin, '/admin/services/family-reunification');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Edit service: Family Reunification');
  // Leaving with unsaved changes asks first; this test leaves on purpose.
  page.on('dialog', (dialog) => void dialog.accept());
  const serviceTitle = page.getByRole('region', { name: 'Texts' }).getByRole('textbox', { name: 'Title', exact: true });
  expect(await blockingViolations(page)).toEqual([]);
  if (isMobile) expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);

  // A question added from the keyboard gets the focus; its too-short answer is refused, the text stays.
  await page.getByRole('button', { name: 'Add a question' }).focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('group', { name: 'Question 1' });
  await expect(question.getByRole('textbox', { name: 'Question', exact: true })).toBeFocused();
  await page.keyboard.type('Can my parents join me?');
  await question.getByRole('textbox', { name: 'Answer', exact: true }).fill('Rarely.');
  await serviceTitle.fill('Fa');
  await page.getByRole('button', { name: 'Save service' }).click();
  await expect(page.getByText('Please correct the fields marked below.')).toBeVisible();
  await expect(serviceTitle).toHaveAccessibleDescription(/The title must be at least 3 characters/);
  await expect(question.getByRole('textbox', { name: 'Answer', exact: true })).toHaveAccessibleDescription(/The answer must be at least 10 characters/);
  await expect(question.getByRole('textbox', { name: 'Question', exact: true })).toHaveValue('Can my parents join me?');
  await expect(serviceTitle).toHaveValue('Fa');

  // Moving an offering keeps the keyboard on it; removing one moves it to Add.
  const second = page.getByRole('group', { name: /^Offering 2: / });
  const title = await second.getByRole('textbox', { name: 'Title', exact: true }).inputValue();
  await second.getByRole('button', { name: /^Move up/ }).click();
  await expect(page.getByRole('group', { name: `Offering 1: ${title}` })).toBeVisible();
  await expect(page.getByRole('group', { name: `Offering 1: ${title}` }).getByRole('button', { name: /^Move down/ })).toBeFocused();
  await page.getByRole('group', { name: `Offering 1: ${title}` }).getByRole('button', { name: /^Remove/ }).click();
  await expect(page.getByRole('group', { name: `Offering 1: ${title}` })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Add an offering' })).toBeFocused();
  if (isMobile) expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await blockingViolations(page)).toEqual([]);
  // Leaving by a link with unsaved changes asks first (the handler above says yes).
  const asked = page.waitForEvent('dialog');
  await page.getByRole('link', { name: 'All services' }).click();
  expect((await asked).message()).toBe(UNSAVED_CHANGES_MESSAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  // Nothing was saved: the page still shows the defaults.
  await page.goto('/services/family-reunification');
  await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
});
