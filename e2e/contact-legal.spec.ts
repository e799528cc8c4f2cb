import { postedFields } from './support/action-post';
import type { Page } from '@playwright/test';
import englishContact from '../messages/en/Contact.json' with { type: 'json' };
import englishForms from '../messages/en/Forms.json' with { type: 'json' };
import { findDocuments } from './support/db';
import { openedWindows, recordOpenedWindows } from './support/opened-windows';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

const ENGLISH_LEGAL = [
  { path: '/privacy-policy', h1: 'Privacy Policy' },
  { path: '/terms-of-service', h1: 'Terms of Service' },
  { path: '/data-protection', h1: 'Data Protection' },
];
const PAGES = [
  { path: '/contact', h1: englishContact.hero.heading },
  ...ENGLISH_LEGAL,
  { path: '/impressum', h1: 'Angaben gemäß § 5 DDG' },
  { path: '/register', h1: 'Registration Not Allowed' },
];

const longDate = (locale: string, date = new Date()) => new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
const contactForm = (page: Page) => page.getByRole('form', { name: 'Send us a message' });
const status = (page: Page) => contactForm(page).getByRole('status');

const TYPED = { 'Full name': 'Mina Rahimi', Email: 'mina@example.com', 'Phone number': '+49 151 7654321', Message: 'I would like to study in Berlin.' };

async function fillContact(page: Page, values: Record<keyof typeof TYPED, string>) {
  for (const [label, value] of Object.entries(values)) await contactForm(page).getByLabel(label).fill(value);
}

function uniqueEmail(tag: string) {
  return `e2e-contact-${tag}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

test('every page has exactly one h1 with its title', async ({ page }) => {
  for (const { path, h1 } of PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
  }
});

test("the English legal pages show today's date as Last updated, and their contents link to sections", async ({ page }) => {
  for (const { path } of ENGLISH_LEGAL) {
    await page.goto(path);
    await expect(page.getByText(`Last updated: ${longDate('en-GB')}`), path).toBeVisible();
    // The date is a <time> with a datetime in the browser; the server's HTML has no empty <time>.
    await expect(page.locator('time[datetime]').first(), path).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}$/);
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<time\b[^>]*>/g)?.filter((tag) => !/\bdatetime=/.test(tag)) ?? [], path).toEqual([]);
    const targets = await page.getByRole('navigation', { name: 'On this page' }).getByRole('link').evaluateAll((links) =>
      links.map((link) => link.getAttribute('href')!),
    );
    expect(targets.length, path).toBeGreaterThan(4);
    for (const target of targets) await expect(page.locator(target), `${path} ${target}`).toHaveCount(1);
  }
});

test('the date is the day the page is viewed, not the day it was built', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2031-02-03T10:00:00'));
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated: 3 February 2031')).toBeVisible();
  await page.goto('/impressum');
  await expect(page.getByText('Stand: 3. Februar 2031')).toBeVisible();
});

test('the Impressum is German, with the § 5 DDG heading and the company details from the environment', async ({ page }) => {
  await page.goto('/impressum');
  // The page's German text (the language switcher and the suggestion bar carry lang="de" too).
  const german = page.getByRole('main').locator('[lang="de"]').first();
  await expect(german.getByRole('heading', { level: 1, name: 'Angaben gemäß § 5 DDG' })).toBeVisible();
  await expect(german.getByText(`Stand: ${longDate('de-DE')}`)).toBeVisible();
  for (const heading of ['Rechtsform', 'Vertreten durch', 'Kontakt', 'Registereintrag', 'Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV', 'Haftung für Inhalte', 'Haftung für Links', 'Urheberrecht']) {
    await expect(german.getByRole('heading', { level: 2, name: heading, exact: true }), heading).toBeVisible();
  }
  await expect(german).toContainText('Spree Bridge Consulting GmbH');
  await expect(german).toContainText('Geschäftsführer/in: Erika Beispiel');
  await expect(german).toContainText('Registernummer: HRB 000000 B');
  await expect(german).not.toContainText('auf Anfrage');
  await expect(german).toContainText('10115 Berlin');
  await expect(german.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(german).toContainText('§ 36 VSBG');
});

test('the contact page offers e-mail, phone and WhatsApp, with a working chat link', async ({ page }) => {
  await recordOpenedWindows(page);
  await page.goto('/contact');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: 'hello@example.com' })).toHaveAttribute('href', 'mailto:hello@example.com');
  await expect(main.getByRole('link', { name: '+49 30 0000 0000' })).toHaveAttribute('href', 'tel:+493000000000');
  const chat = main.getByRole('link', { name: 'Start a WhatsApp chat (opens in a new tab)' });
  await expect(chat).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
  const href = await chat.getAttribute('href');
  await chat.click();
  expect(await openedWindows(page)).toEqual([href]);

  for (const name of ['Facebook', 'LinkedIn', 'Instagram', 'X', 'WhatsApp']) {
    await expect(main.getByRole('link', { name: `${name} (opens in a new tab)`, exact: true }), name).toBeVisible();
  }
  await expect(main.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  await expect(main.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+493000000000');
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'ProfessionalService', name: 'Spree Bridge Consulting' });
  await expect(contactForm(page).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('a sent message is stored as a contact enquiry and the form clears', async ({ page }, testInfo) => {
  const email = uniqueEmail(testInfo.project.name);
  // Hold the form's post (its Server Action, to the page's own address) briefly so the busy state can be seen.
  await page.route('**/contact', async (route) => {
    if (route.request().method() === 'POST') await new Promise((resolve) => setTimeout(resolve, 500));
    await route.continue();
  });
  await page.goto('/contact');
  await fillContact(page, { ...TYPED, Email: email });
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(contactForm(page).getByRole('button', { name: 'Sending...' })).toBeDisabled();
  await expect(status(page)).toHaveText(englishForms.status.contactSuccess);
  for (const label of Object.keys(TYPED)) await expect(contactForm(page).getByLabel(label), label).toHaveValue('');
  await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();

  await expect.poll(async () => (await findDocuments('enquiries', { email })).length).toBe(1);
  const [stored] = await findDocuments('enquiries', { email });
  expect(stored).toMatchObject({ source: 'contact', fullName: TYPED['Full name'], phoneNumber: TYPED['Phone number'], message: TYPED.Message });
  expect(stored?.attribution).toMatchObject({ pagePath: '/contact' });
});

test('a failed send shows the failure text, keeps everything typed, and the message fades after 5 s', async ({ page }) => {
  // The post's answer is lost on the way (a proxy's error page instead of the action's answer).
  await page.route('**/contact', (route) =>
    route.request().method() === 'POST' ? route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>Service Unavailable</h1>' }) : route.continue(),
  );
  await page.goto('/contact');
  await fillContact(page, TYPED);
  await contactForm(page).getByRole('button', { name: 'Send Message' }).click();
  await expect(status(page)).toHaveText(englishForms.status.contactFailure);
  for (const [label, value] of Object.entries(TYPED)) await expect(contactForm(page).getByLabel(label), label).toHaveValue(value);
  await expect(contactForm(page).getByRole('button', { name: 'Send Message' })).toBeEnabled();
  await expect(status(page)).toHaveText('', { timeout: 8000 });
});

test("a retry reuses the submission id, and the server's field messages appear under their fields", async ({ page }) => {
  // The ids the form's posts carried (a multipart field of the Server Action's body).
  const ids: string[] = [];
  await page.route('**/contact', (route) => {
    if (route.request().method() === 'POST') ids.push(String(postedFields(route.request()).clientId));
    return route.continue();
  });
  await page.goto('/contact');
  // A phone number only the server refuses (the form's own checks leave the number to it).
  await fillContact(page, { ...TYPED, 'Phone number': '12' });
  const submit = contactForm(page).getByRole('button', { name: 'Send Message' });
  await submit.click();
  const phone = contactForm(page).getByLabel('Phone number');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(phone).toHaveAccessibleDescription(/^Please enter a valid phone number/);
  await expect(phone).toBeFocused();
  await expect(contactForm(page).getByLabel('Full name')).not.toHaveAttribute('aria-invalid');
  await expect(status(page)).toHaveText(englishForms.status.contactFailure);
  await submit.click();
  await expect.poll(() => ids.length).toBe(2);
  expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[1]).toBe(ids[0]);
  // Edited data is a new submission.
  await phone.fill('+49 30 1234567');
  await expect(phone).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(status(page)).toHaveText(englishForms.status.contactSuccess);
  expect(ids[2]).toMatch(/^[0-9a-f-]{36}$/);
  expect(ids[2]).not.toBe(ids[0]);
});

test('the honeypot is out of reach for people and assistive technology', async ({ page }) => {
  await page.goto('/contact');
  // The contact form's (the footer's newsletter box has its own while the newsletter is on).
  const honeypot = page.locator('main input[name="website"]');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.locator('main [aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);
});

test('the registration notice stands alone, points to the login and is not indexed', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('For security reasons, public registration is currently disabled. Please contact the administrator if you need an account.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Main' })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(page).toHaveTitle(/^Registration Not Allowed/);
});

for (const { path } of PAGES) {
  test(`${path} has no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    expect(await blockingViolations(page)).toEqual([]);
  });
}

test('nothing overflows sideways on a phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone width only');
  for (const { path } of PAGES) {
    await page.goto(path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
