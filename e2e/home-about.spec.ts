import type { Page } from '@playwright/test';
import about from '../messages/en/About.json' with { type: 'json' };
import home from '../messages/en/Home.json' with { type: 'json' };
import { SAMPLE_TESTIMONIALS } from '../scripts/seed-data/sample-testimonials';
import { defaultServices } from '../lib/services/defaults';
import { expect, test } from './support/test';
import { ensureShownTestimonials, SHOWN_TESTIMONIALS } from './support/testimonials';
import { blockingViolations } from './support/axe';

// Still pages by default: nothing rotates or scrolls on its own unless a test asks for motion.
test.use({ reducedMotion: 'reduce' });

// The home page shows testimonials published with consent; the seed adds only samples.
test.beforeAll(async ({ browser }) => {
  await ensureShownTestimonials(browser);
});

// The names on the cards screen readers get (the carousel's second copy is hidden from them), in order.
function shownNames(page: Page) {
  return page.locator('#testimonials ul:not([aria-hidden]) [data-testimonial-name]').evaluateAll((names) => names.map((name) => name.firstChild?.textContent?.trim() ?? ''));
}

// The testimonial whose card sits closest to the left edge of the carousel viewport.
function firstVisibleTestimonial(page: Page) {
  return page.locator('[data-carousel-viewport]').evaluate((viewport) => {
    const left = viewport.getBoundingClientRect().left;
    let best = { name: '', distance: Infinity };
    for (const name of viewport.querySelectorAll('[data-testimonial-name]')) {
      const distance = Math.abs(name.closest('li')!.getBoundingClientRect().left - left);
      if (distance < best.distance) best = { name: name.firstChild?.textContent?.trim() ?? '', distance };
    }
    return best.name;
  });
}

function trackTransform(page: Page) {
  return page.locator('[data-carousel-viewport] > div').evaluate((track) => (track as HTMLElement).style.transform);
}

async function expectNoHorizontalOverflow(page: Page) {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
}

test('home has one h1, its calls to action and five hero dots; a clicked dot becomes current', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^Study, Work and Live in Germany \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
  await expect(page.getByRole('link', { name: 'Get Free Consultation' })).toHaveAttribute('href', '/contact');
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  const dots = page.getByRole('button', { name: /^Show slide \d of 5$/ });
  await expect(dots).toHaveCount(5);
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  const third = page.getByRole('button', { name: 'Show slide 3 of 5' });
  await third.click();
  await expect(third).toHaveAttribute('aria-current', 'true');
  await expect(page.locator('[aria-current="true"][aria-label^="Show slide"]')).toHaveCount(1);
});

test('home shows the statistics, the six solutions with their links and the final call to action', async ({ page }) => {
  await page.goto('/');
  const stats = page.getByRole('region', { name: 'Our commitment in numbers' });
  for (const text of ['100%', 'Personalized Approach', '95%', 'Success Rate', 'visa approval', '15+', 'Partner Universities', '1+', 'Years Experience']) {
    await expect(stats).toContainText(text);
  }

  await expect(page.getByRole('link', { name: /^Explore Solutions/ })).toHaveCount(6);
  // Nothing here saves a service, so the cards show the defaults. Each title leads to the
  // service's page; Book a Consultation to its enquiry (the service named), Explore Solutions to
  // its section of /services.
  const solutions = page.getByRole('region', { name: 'Our core solutions' });
  for (const service of defaultServices()) {
    await expect(solutions.getByRole('link', { name: service.title, exact: true })).toHaveAttribute('href', `/services/${service.id}`);
    await expect(page.getByRole('link', { name: `Explore Solutions about ${service.title}`, exact: true })).toHaveAttribute(
      'href',
      `/services#${service.id}`,
    );
    await expect(page.getByRole('link', { name: `Book a Consultation about ${service.title}`, exact: true })).toHaveAttribute(
      'href',
      `/services/${service.id}#enquire`,
    );
  }

  await expect(page.getByRole('heading', { name: 'Why Germany?' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Why choose us' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Get Started Today' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+493000000000');
});

test('the testimonials carousel shows the consented entries with their ratings, never a sample, and its arrows step one card with wrapping', async ({ page }) => {
  await page.goto('/#testimonials');
  const section = page.locator('#testimonials');
  // Other specs may publish one of their own meanwhile: the six fixtures are there, in date order.
  const names = await shownNames(page);
  expect(names.filter((name) => SHOWN_TESTIMONIALS.some((shown) => shown.name === name))).toEqual(SHOWN_TESTIMONIALS.map((shown) => shown.name));
  await expect(section.getByRole('listitem')).toHaveCount(names.length);
  for (const shown of SHOWN_TESTIMONIALS) {
    const card = section.getByRole('listitem').filter({ hasText: shown.text });
    await expect(card.getByRole('img', { name: `Rated ${shown.rating} out of 5` })).toHaveCount(1);
    await expect(card).toContainText(shown.course);
  }
  for (const sample of SAMPLE_TESTIMONIALS) await expect(section).not.toContainText(sample.text);
  await expect(section.getByRole('heading', { name: home.testimonials.howCollectedHeading })).toBeVisible();
  await expect(section).toContainText(home.testimonials.howCollected);

  await expect.poll(() => firstVisibleTestimonial(page)).toBe(names[0]);
  await page.getByRole('button', { name: 'Next testimonial' }).click();
  await expect.poll(() => firstVisibleTestimonial(page)).toBe(names[1]);
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await page.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect.poll(() => firstVisibleTestimonial(page)).toBe(names[names.length - 1]);
});

test.describe('with motion allowed', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('testimonials scroll on their own until paused', async ({ page }) => {
    await page.goto('/#testimonials');
    const first = await trackTransform(page);
    await expect.poll(() => trackTransform(page)).not.toBe(first);

    await page.getByRole('button', { name: 'Pause testimonials' }).click();
    await expect(page.getByRole('button', { name: 'Play testimonials' })).toBeVisible();
    const paused = await trackTransform(page);
    await page.waitForTimeout(400);
    expect(await trackTransform(page)).toBe(paused);
  });
});

test('about has one h1, the mission and vision, the founder’s note, five values and two calls to action', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle(/^About Us \| /);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.locator('#mission')).toContainText('Our Mission');
  await expect(page.getByRole('heading', { name: 'Our Vision' })).toBeVisible();
  // Signed by the person chosen in the back office, or by the team; never an anonymous "The Founder".
  const signature = page.locator('[data-founder-signature]');
  await expect(signature).toBeVisible();
  await expect(signature).not.toContainText('The Founder');
  const values = page.locator('#values');
  await expect(values.getByRole('listitem')).toHaveCount(5);
  for (const value of Object.values(about.values.items)) await expect(values.getByRole('heading', { name: value.title })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Book a Consultation' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore Our Services' })).toHaveAttribute('href', '/services');
});

for (const path of ['/', '/about']) {
  test(`${path} has no horizontal overflow and no serious accessibility violations`, async ({ page }) => {
    await page.goto(path);
    await expectNoHorizontalOverflow(page);
    expect(await blockingViolations(page)).toEqual([]);
  });
}
