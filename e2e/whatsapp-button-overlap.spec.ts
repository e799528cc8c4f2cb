import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { createAccount } from './support/accounts';
import { blockingViolations } from './support/axe';
import { insertConsultationType, insertDailyHours } from './support/booking';
import { findDocuments } from './support/db';
import { expect, test } from './support/test';

// Issue 25: on a phone the floating WhatsApp button covered contact cards, a post's cover and the
// last lines of pages. At 360 and 390 px, nothing a visitor needs to read or tap may sit under it:
// at the end of each page none is under its box, and while scrolled anything its box crosses is
// hidden behind it whole (an opaque bar across the width, like the viewport's edge), never showing
// around or through it.

const WIDTHS = [360, 390];
const PAGES = ['/', '/services', '/services/opportunity-card', '/blog', '/contact', '/about', '/checklists', '/checklists/opportunity-card', '/privacy-policy', '/terms-of-service', '/data-protection', '/impressum'];

type Finding = { what: string; at: string };

// Runs in the page: every visible element with text of its own or that can be used, outside the
// fixed chrome (the chat control, the back-to-top button), whose box crosses the chat control's.
// At the end of the page there must be none; while scrolled, each must be covered by the control
// at every sampled point of the crossing.
function crossings(mode: 'end' | 'scrolled'): Finding[] {
  // The chat control; before it had a marker, the fixed chat link (the contact page has others).
  const control =
    document.querySelector<HTMLElement>('[data-chat-control]') ??
    [...document.querySelectorAll<HTMLElement>('a[href^="https://wa.me/"]')].find((link) => getComputedStyle(link).position === 'fixed');
  if (!control) return [{ what: 'no chat control', at: '' }];
  const chat = control.getBoundingClientRect();
  const NEEDED = 'a, button, input, select, textarea, summary, label, h1, h2, h3, h4, h5, h6, p, li, dt, dd, td, th, figcaption, blockquote, img:not([alt=""]), [tabindex]:not([tabindex="-1"])';
  const isFixed = (element: Element | null): boolean => {
    for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return true;
    return false;
  };
  const found: Finding[] = [];
  for (const element of document.querySelectorAll<HTMLElement>(NEEDED)) {
    if (control.contains(element) || isFixed(element) || element.closest('[aria-hidden="true"], dialog:not([open])')) continue;
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
    const left = Math.max(box.left, chat.left);
    const right = Math.min(box.right, chat.right);
    const top = Math.max(box.top, chat.top);
    const bottom = Math.min(box.bottom, chat.bottom);
    if (right - left < 1 || bottom - top < 1) continue;
    const name = `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40) || element.getAttribute('aria-label') || ''}"`;
    if (mode === 'end') {
      found.push({ what: name, at: `${Math.round(top)}..${Math.round(bottom)} px` });
      continue;
    }
    // The crossing's corners and centre, just inside it and the viewport (the bar ends at the
    // screen's edge, which can be a fraction of a pixel at a phone's device scale): each must be
    // the chat control's area.
    const inRight = Math.min(right, window.innerWidth);
    const inBottom = Math.min(bottom, window.innerHeight);
    // Below the screen's edge nothing is seen, covered or not.
    if (inBottom - top < 3) continue;
    const xs = [left + 1.5, (left + inRight) / 2, inRight - 1.5];
    const ys = [top + 1.5, (top + inBottom) / 2, inBottom - 1.5];
    for (const x of xs)
      for (const y of ys) {
        const hit = document.elementFromPoint(x, y);
        if (!hit || !isFixed(hit)) found.push({ what: name, at: `${Math.round(x)},${Math.round(y)} shows ${hit?.tagName.toLowerCase() ?? 'nothing'}` });
      }
  }
  return found;
}

async function settle(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function pagesToCheck(page: Page): Promise<string[]> {
  // A post too: the newest one in the blog list.
  await page.goto('/blog');
  const post = await page.locator('main a[href^="/blog/"]:not([href^="/blog/category"]):not([href^="/blog/author"])').first().getAttribute('href');
  return post ? [...PAGES, post] : PAGES;
}

test('the WhatsApp button covers nothing a visitor needs at 360 and 390 px, at the end of a page or while scrolled', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone widths');
  test.setTimeout(180_000);
  const paths = await pagesToCheck(page);
  expect(paths.length).toBe(PAGES.length + 1);
  const problems: string[] = [];
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 740 });
    for (const path of paths) {
      await page.goto(path);
      await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' })).toBeVisible();
      const height = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      for (const fraction of [0.25, 0.5, 0.75]) {
        await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), Math.round(height * fraction));
        await settle(page);
        for (const finding of await page.evaluate(crossings, 'scrolled' as const)) problems.push(`${width}px ${path} scrolled ${fraction}: ${finding.what} at ${finding.at}`);
      }
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }));
      await settle(page);
      for (const finding of await page.evaluate(crossings, 'end' as const)) problems.push(`${width}px ${path} at the end: ${finding.what} at ${finding.at}`);
    }
  }
  expect(problems).toEqual([]);
});

// Guards the bar's scroll-padding: without it, focus moving down a phone screen lands under the bar.
test('a control reached with the keyboard near the bottom of a phone screen is not hidden under the chat bar', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone widths');
  await page.goto('/contact');
  // Focus walks down the page; every focused element outside the fixed chrome must be clear of the bar.
  const hidden: string[] = [];
  for (let step = 0; step < 60; step++) {
    await page.keyboard.press('Tab');
    const state = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      const control = document.querySelector<HTMLElement>('[data-chat-control]');
      if (!element || element === document.body || !control || control.contains(element)) return null;
      for (let node: Element | null = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return null;
      const box = element.getBoundingClientRect();
      const chat = control.getBoundingClientRect();
      return box.bottom > chat.top && box.top < chat.bottom && box.right > chat.left && box.left < chat.right ? (element.textContent ?? '').trim().slice(0, 40) : null;
    });
    if (state) hidden.push(state);
  }
  expect(hidden).toEqual([]);
});

// --- Issue 40, item 13: no floating bar ever covers a control -----------------------------------
// The floating bars: the WhatsApp bar (a round button from 640 px on), the language suggestion (on a
// phone in the WhatsApp bar's strip while it shows) and the back-to-top button. With the suggestion showing (a German browser on an English page, or the
// remembered German choice), a control scrolled into view as a visitor scrolls to it (up to the
// bottom edge of the screen; keyboard focus does the same) must lie clear of every bar, and the point
// at its centre must be the control itself.

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

type Covered = { control: string; by: string };

// Runs in the page: each control in `scope` is scrolled to the bottom of the screen (scrollIntoView
// with block 'end', which keeps clear of the page's scroll-padding, as focus and the browser's own
// scrolling do) and, after two frames, checked against every fixed element's box.
async function coveredControls(scopeSelector: string): Promise<Covered[]> {
  const frames = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const CONTROLS = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="combobox"], [tabindex]:not([tabindex="-1"])';
  const fixedAncestor = (element: Element | null): Element | null => {
    for (let node = element; node; node = node.parentElement) if (getComputedStyle(node).position === 'fixed') return node;
    return null;
  };
  const bars = () =>
    [...document.querySelectorAll<HTMLElement>('body *')].filter((element) => {
      if (getComputedStyle(element).position !== 'fixed' || fixedAncestor(element.parentElement)) return false;
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    });
  const name = (element: Element) => `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') || element.textContent || '').trim().slice(0, 40)}"`;
  const found: Covered[] = [];
  const scope = document.querySelector(scopeSelector);
  if (!scope) return [{ control: scopeSelector, by: 'no such part' }];
  for (const control of scope.querySelectorAll<HTMLElement>(CONTROLS)) {
    if (fixedAncestor(control) || control.closest('[aria-hidden="true"], [hidden], dialog:not([open])')) continue;
    const before = control.getBoundingClientRect();
    const style = getComputedStyle(control);
    // Not on the screen: empty, hidden, or clipped away for screen readers only (the skip link until focused).
    if (before.width <= 1 || before.height <= 1 || style.visibility === 'hidden' || style.clipPath.startsWith('inset(50%')) continue;
    control.scrollIntoView({ block: 'end', inline: 'nearest', behavior: 'instant' });
    await frames();
    const box = control.getBoundingClientRect();
    for (const bar of bars()) {
      const other = bar.getBoundingClientRect();
      const overlap = Math.min(box.right, other.right) - Math.max(box.left, other.left) > 0.5 && Math.min(box.bottom, other.bottom) - Math.max(box.top, other.top) > 0.5;
      if (overlap) found.push({ control: name(control), by: `${name(bar)} at ${Math.round(other.top)}..${Math.round(other.bottom)} (control ${Math.round(box.top)}..${Math.round(box.bottom)})` });
    }
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (hit && !control.contains(hit) && !hit.contains(control)) found.push({ control: name(control), by: `the point at its centre shows ${name(hit)}` });
  }
  return found;
}

async function showLanguageSuggestion(page: Page) {
  // The remembered German choice on an English page: the suggestion of the German page shows.
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: process.env.E2E_BASE_URL! }]);
}

test('with the language suggestion showing, no floating bar covers a control of the home page (390 and 1440 px)', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const phone = testInfo.project.name === 'phone';
  await page.setViewportSize(phone ? SIZES.phone : SIZES.desktop);
  await showLanguageSuggestion(page);
  await page.goto('/');
  const suggestion = page.getByRole('region', { name: 'Sprache' });
  await expect(suggestion).toBeVisible();
  // On a phone the suggestion takes the chat bar's strip while it shows; from 640 px both float.
  const chat = page.locator('[data-chat-control]');
  if (phone) await expect(chat).toBeHidden();
  else await expect(chat).toBeVisible();
  // The bottom of the screen the bars take, and the hero's calls to action under any of them.
  const firstView = () =>
    page.evaluate(() => {
      const bars = [...document.querySelectorAll<HTMLElement>('[data-chat-control], [data-language-suggestion]')].map((bar) => bar.getBoundingClientRect()).filter((box) => box.height > 0);
      const links = [...document.querySelectorAll<HTMLElement>('main > section:first-of-type a[href]')];
      const covered = links
        .filter((link) => {
          const box = link.getBoundingClientRect();
          return bars.some((bar) => box.bottom > bar.top && box.top < bar.bottom && box.right > bar.left && box.left < bar.right);
        })
        .map((link) => (link.textContent ?? '').trim());
      return { links: links.length, covered, strip: Math.round(window.innerHeight - Math.min(...bars.map((bar) => bar.top))) };
    });
  // As the page opens: the hero's calls to action are clear of the bars.
  const opened = await firstView();
  expect(opened.links).toBeGreaterThan(0);
  expect(opened.covered).toEqual([]);
  if (phone) {
    // On the smallest phone the site is made for, the suggestion takes no more of the screen than
    // the chat bar does without it (1 px border, 0.5rem padding each side of a 3rem button): stacked
    // on it, the two took 150 px of 740 and covered both calls to action.
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(suggestion).toBeVisible();
    await expect.poll(async () => (await firstView()).strip).toBeLessThanOrEqual(65);
    await page.setViewportSize(SIZES.phone);
  }
  expect(await blockingViolations(page)).toEqual([]);
  expect(await page.evaluate(coveredControls, 'body')).toEqual([]);
  // The suggestion is still there (nothing above dismissed it), and the page fits the screen.
  await expect(suggestion).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
  // Closed, it gives the chat bar its strip back.
  await suggestion.getByRole('button', { name: 'Hinweis schließen' }).click();
  await expect(suggestion).toHaveCount(0);
  await expect(chat).toBeVisible();
});

test('no floating bar covers a day or a time of the booking calendar (390 and 1440 px, with the language suggestion)', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize(testInfo.project.name === 'phone' ? SIZES.phone : SIZES.desktop);
  const tag = randomUUID().slice(0, 8);
  const adviser = await createAccount(`bars-${tag}`, 'adviser');
  const [user] = await findDocuments('users', { email: adviser.email });
  const slug = `e2e-bars-${tag}`;
  // Every quarter of an hour from 07:00 to 20:00: a long column of times on a phone.
  const typeId = await insertConsultationType({ slug, name: { en: `Bars talk ${tag}` }, durationMinutes: 15, intervalMinutes: 15, horizonDays: 30 });
  await insertDailyHours(String(user!._id), typeId, '07:00', '20:00');
  await showLanguageSuggestion(page);
  await page.goto(`/book/${slug}`);
  await expect(page.getByRole('region', { name: 'Sprache' })).toBeVisible();
  // The month's last free day, a whole day of times: today's first free day keeps only the times
  // left after the notice, fewer than the count below late in the day.
  const day = page.locator('table button:not([disabled])').last();
  await expect(day).toBeVisible();
  // Every day button (free or not), the month's arrows and the zone field.
  expect(await page.evaluate(coveredControls, '[data-booking-step]')).toEqual([]);
  // The free times of a day.
  await day.click();
  await expect(page.locator('[data-slot]').first()).toBeVisible();
  expect(await page.locator('[data-slot]').count()).toBeGreaterThan(8);
  expect(await page.evaluate(coveredControls, '[data-booking-step]')).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
});
