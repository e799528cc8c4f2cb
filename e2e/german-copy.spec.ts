import type { Page } from '@playwright/test';
import about from '../messages/de/About.json' with { type: 'json' };
import enquiry from '../messages/de/Enquiry.json' with { type: 'json' };
import home from '../messages/de/Home.json' with { type: 'json' };
import services from '../messages/de/Services.json' with { type: 'json' };
import { expect, test } from './support/test';
import { ensureShownTestimonials, SHOWN_TESTIMONIALS } from './support/testimonials';
import { blockingViolations } from './support/axe';

// The German home, About and services pages at 390 px: their fixed words come from the German
// catalogue (the services' own content is the back office's, still English until it is written in
// German), axe finds nothing serious, nothing scrolls sideways. The viewport is set here, so the
// phone project would repeat the desktop one.
test.use({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the viewport is set by this file; once is enough');
});

// The home page shows testimonials published with consent; the seed adds only samples.
test.beforeAll(async ({ browser }, testInfo) => {
  if (testInfo.project.name === 'desktop') await ensureShownTestimonials(browser);
});

async function expectReadableAt390(page: Page) {
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
}

test('the German home page speaks German', async ({ page }) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(new RegExp(`^${home.metadata.title} \\| `));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(home.hero.heading);
  for (const heading of [home.solutions.heading, home.whyGermany.heading, home.whyChooseUs.heading, home.cta.heading])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: home.hero.primary })).toHaveAttribute('href', '/de/leistungen');
  await expect(page.getByRole('group', { name: home.hero.carouselLabel }).getByRole('button', { name: 'Bild 2 von 5 zeigen' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(`^${home.solutions.book} zu `) }).first()).toHaveAttribute('href', /^\/de\/leistungen\/[a-z-]+#enquire$/);

  // The testimonials' words are the browser's (the carousel): German labels, German quotation
  // marks and German months around the clients' own text.
  const testimonials = page.locator('#testimonials');
  await expect(testimonials.getByRole('heading', { level: 2, name: home.testimonials.heading })).toBeVisible();
  await expect(testimonials.getByRole('region', { name: home.testimonials.region })).toBeVisible();
  await expect(testimonials.getByRole('button', { name: home.testimonials.next })).toBeVisible();
  const first = SHOWN_TESTIMONIALS[0]!;
  await expect(testimonials.getByText(`„${first.text}“`).first()).toBeAttached();
  await expect(testimonials.getByRole('img', { name: `Mit ${first.rating} von 5 Sternen bewertet` }).first()).toBeAttached();
  await expect(testimonials.locator(`time[datetime="${first.date}"]`).first()).toHaveText('Januar 2026');
  await expectReadableAt390(page);
});

test('the German About page speaks German', async ({ page }) => {
  await page.goto('/de/ueber-uns');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(new RegExp(`^${about.metadata.title} \\| `));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.hero.heading);
  for (const heading of [about.mission.heading, about.vision.heading, about.founderNote.heading, about.values.heading, about.cta.heading])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  for (const value of Object.values(about.values.items)) await expect(page.getByRole('heading', { level: 3, name: value.title })).toBeVisible();
  await expect(page.getByRole('img', { name: about.hero.imageAlt })).toBeVisible();
  await expect(page.getByRole('link', { name: about.cta.primary })).toHaveAttribute('href', '/de/kontakt');
  await expectReadableAt390(page);
});

test('the German services page speaks German, with German fees', async ({ page }) => {
  await page.goto('/de/leistungen');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(services.hero.heading);
  await expect(page.getByRole('navigation', { name: services.hero.jumpLabel })).toBeVisible();
  await expect(page.getByRole('table', { name: services.points.caption })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: services.closing.heading })).toBeVisible();
  await expect(page.getByRole('button', { name: new RegExp(`^${services.enquire} zu `) }).first()).toBeVisible();
  await expect(page.getByText(`${services.page.feeLabel}:`).first()).toBeVisible();
  await expect(page.getByText('Enquire Now')).toHaveCount(0);
  await expectReadableAt390(page);
});

test('a German service page speaks German', async ({ page }) => {
  await page.goto('/de/leistungen/opportunity-card');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const heading of [services.page.offeringsHeading, services.page.faqHeading])
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  await expect(page.getByRole('link', { name: services.page.allServices })).toHaveAttribute('href', '/de/leistungen#opportunity-card');
  await expect(page.locator('[data-required-funds]')).toContainText(/Mindestens [\d.]+\u00a0€ für jeden Monat/);
  const jsonLd = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(jsonLd ?? '{}')).toMatchObject({ '@type': 'Service', mainEntityOfPage: { inLanguage: 'de' } });
  await expectReadableAt390(page);
});

test('the German enquiry dialog: German labels, buttons and the failure, with what was typed kept', async ({ page }) => {
  // An address only the server refuses: its German message comes back under the field.
  await page.goto('/de/leistungen');
  await page.getByRole('button', { name: `${services.enquire} zu Vorbereitung auf Vorstellungsgespräche` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: 'Vorbereitung auf Vorstellungsgespräche' })).toBeVisible();
  await expect(dialog).toContainText(enquiry.eyebrow);
  await expect(dialog.getByLabel(enquiry.fields.name)).toBeFocused();
  const values = { [enquiry.fields.name]: 'Jonas Weber', [enquiry.fields.contact]: '+49 30 1234567', [enquiry.fields.email]: 'jonas@example', [enquiry.fields.city]: 'Leipzig', [enquiry.fields.message]: 'Ich habe im Mai Gespräche.' };
  for (const [label, value] of Object.entries(values)) await dialog.getByLabel(label).fill(value);
  await dialog.getByRole('button', { name: enquiry.submit }).click();
  await expect(dialog.getByRole('status')).toHaveText(enquiry.failure);
  const email = dialog.getByLabel(enquiry.fields.email);
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription('Bitte geben Sie eine gültige E-Mail-Adresse ein.');
  for (const [label, value] of Object.entries(values)) await expect(dialog.getByLabel(label), label).toHaveValue(value);
  await expect(dialog.getByRole('link', { name: enquiry.privacyLink })).toHaveAttribute('href', '/de/datenschutzerklaerung');
  await expect(dialog.getByRole('button', { name: enquiry.continueOnWhatsApp })).toBeVisible();
  await expectReadableAt390(page);
  await dialog.getByRole('button', { name: enquiry.close }).click();
  await expect(dialog).toBeHidden();
});
