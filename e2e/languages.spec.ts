import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The languages of the public site: the switcher, the suggestion of the visitor's language (never
// a redirect), hreflang alternates that point back at each other, <html lang>, the 404 pages.

const SERVICES = ['university-admissions', 'opportunity-card', 'visa-advisory', 'family-reunification', 'career-counseling', 'it-consulting'];
const FIXED_ENGLISH = ['/', '/about', '/services', ...SERVICES.map((id) => `/services/${id}`), '/contact', '/checklists', '/checklists/opportunity-card', '/blog', '/privacy-policy', '/terms-of-service', '/data-protection', '/impressum'];
// The German addresses of the pages above whose address has no slug (the services' German pages
// are reached through the English pages' alternates, whatever their German slugs).
const FIXED_GERMAN = ['/de', '/de/ueber-uns', '/de/leistungen', '/de/kontakt', '/de/checklisten', '/de/blog', '/de/datenschutzerklaerung', '/de/agb', '/de/datenschutz', '/de/impressum'];

const pathOf = (href: string) => {
  const url = new URL(href, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

function decode(text: string): string {
  return text.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

// Every <link> of a page's HTML as its attributes (Next.js writes hrefLang; HTML is case-blind).
function linkTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b[^>]*>/gi)].map((tag) =>
    Object.fromEntries([...tag[0].matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((attribute) => [attribute[1]!.toLowerCase(), decode(attribute[2]!)])),
  );
}

type Crawled = { path: string; status: number; lang: string | undefined; canonical: string | undefined; alternates: Record<string, string> };

async function crawl(request: APIRequestContext, path: string): Promise<Crawled> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const links = linkTags(html);
  const alternates = Object.fromEntries(links.filter((link) => link.rel === 'alternate' && link.hreflang).map((link) => [link.hreflang!, pathOf(link.href!)]));
  const canonical = links.find((link) => link.rel === 'canonical')?.href;
  return { path, status: response.status(), lang: /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1], canonical: canonical && pathOf(canonical), alternates };
}

test.describe('hreflang', () => {
  test.skip(({ isMobile }) => isMobile, 'the same HTML on every screen: crawled once, on desktop');

  test('every fixed public page in both languages: alternates answer 200 and list the page back, x-default, canonical is its own address, <html lang> right', async ({ request }) => {
    test.setTimeout(120_000);
    const pages = new Map<string, Crawled>();
    const queue = [...FIXED_ENGLISH, ...FIXED_GERMAN];
    while (queue.length > 0) {
      const path = queue.shift()!;
      if (pages.has(path)) continue;
      const page = await crawl(request, path);
      pages.set(path, page);
      // Every alternate is crawled in turn, so the pages reached only through alternates (the
      // German services) are checked as well.
      for (const alternate of Object.values(page.alternates)) if (!pages.has(alternate)) queue.push(alternate);
    }

    const problems: string[] = [];
    for (const page of pages.values()) {
      const own = page.lang ?? '?';
      if (page.status !== 200) problems.push(`${page.path}: status ${page.status}`);
      if (!['en', 'de'].includes(own)) problems.push(`${page.path}: <html lang="${own}">`);
      if (page.path.startsWith('/de') !== (own === 'de')) problems.push(`${page.path}: <html lang="${own}"> for its address`);
      if (page.canonical !== page.path) problems.push(`${page.path}: canonical ${page.canonical}`);
      if (page.alternates[own] !== page.path) problems.push(`${page.path}: its own language's alternate is ${page.alternates[own]}`);
      if (!page.alternates['x-default']) problems.push(`${page.path}: no x-default`);
      for (const [language, alternate] of Object.entries(page.alternates)) {
        if (language === 'x-default') continue;
        const other = pages.get(alternate)!;
        if (other.lang !== language) problems.push(`${page.path}: alternate ${language} ${alternate} is <html lang="${other.lang}">`);
        if (other.alternates[own] !== page.path) problems.push(`${page.path}: ${alternate} does not list it back (${own}: ${other.alternates[own]})`);
      }
    }
    expect(problems).toEqual([]);
    // Both languages of every fixed page were reached: the six services' German pages too.
    expect([...pages.values()].filter((page) => page.lang === 'de').length).toBe(FIXED_ENGLISH.length);
  });
});

test("the specification's English addresses answer 200 in English", async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same answers on every screen');
  await page.goto('/blog');
  const post = await page.getByRole('link', { name: /^Read More/ }).first().getAttribute('href');
  for (const path of ['/', '/about', '/services', '/blog', post!, '/contact', '/privacy-policy', '/terms-of-service', '/data-protection', '/impressum', '/login', '/register']) {
    const answer = await crawl(request, path);
    expect(answer.status, path).toBe(200);
    expect(answer.lang, path).toBe('en');
  }
});

// The redirects between the languages' addresses (next.config.ts): the default language has no
// prefix, a page's folder name under another language's prefix is that language's address (a
// route, app/(site)/lang/[locale]/moved), the folder the pages live in is never an address; each
// keeps the query. Permanent ones answer 301 to a GET (platform/moved-permanently.ts).
test('an address in the wrong form answers a redirect to the page in its language, with its query', async ({ page, request, isMobile }) => {
  test.skip(isMobile, 'the same answers on every screen');
  const redirects: Array<[from: string, status: number, to: string]> = [
    ['/en', 301, '/'],
    ['/en/about', 301, '/about'],
    ['/en/services/visa-advisory?utm_source=news', 301, '/services/visa-advisory?utm_source=news'],
    ['/de/contact', 301, '/de/kontakt'],
    ['/de/contact?service=visa-advisory', 301, '/de/kontakt?service=visa-advisory'],
    ['/de/about', 301, '/de/ueber-uns'],
    ['/de/services/opportunity-card/check', 301, '/de/leistungen/chancenkarte/punkte-check'],
    ['/de/book/cancel?token=abc', 301, '/de/termin/absagen?token=abc'],
    ['/de/blog/category/visa', 301, '/de/blog/kategorie/visa'],
    ['/de/blog/category/visa/page/2?sort=latest', 301, '/de/blog/kategorie/visa/seite/2?sort=latest'],
    ['/de/services/visa-advisory', 301, '/de/leistungen/visa-advisory'],
    ['/de/newsletter/confirm?token=abc', 301, '/de/newsletter/bestaetigen?token=abc'],
    ['/de/blog/kategorie/all', 301, '/de/blog'],
    ['/blog/category/all', 301, '/blog'],
    ['/blog/category/visa/page/1', 301, '/blog/category/visa'],
    ['/lang/en/about', 307, '/about'],
    ['/lang/de', 307, '/'],
  ];
  for (const [from, status, to] of redirects) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(status);
    expect(pathOf(response.headers().location ?? ''), from).toBe(to);
  }
  // Under a page's address but no page: the 404 in the address's language; outside any page's
  // address: the site's 404 in English.
  for (const [path, heading] of [['/about/more', 'Page not found'], ['/services/visa-advisory/more', 'Page not found'], ['/de/ueber-uns/mehr', 'Seite nicht gefunden'], ['/no-such-page', 'Page not found']] as const) {
    expect((await page.goto(path))?.status(), path).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  }
});

// The switcher's link to `name`, in the bar on a desktop, in the opened menu on a phone.
const mainNav = (page: Page) => page.getByRole('navigation', { name: /^(Main|Hauptnavigation)$/ });

async function languageLink(page: Page, isMobile: boolean, name: string) {
  const nav = mainNav(page);
  if (isMobile) await nav.getByRole('button', { expanded: false }).click();
  return nav.getByRole('link', { name, exact: true }).filter({ visible: true });
}

// The switcher's link to a language, shown or not (on a phone it is in the closed menu): its href
// tells when the page has hydrated (it then points at the page's twin).
const switcherLink = (page: Page, locale: string) => mainNav(page).locator(`a[hreflang="${locale}"]`).first();

const localeCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'NEXT_LOCALE');

test('the switcher goes to the same page in the other language and back, and remembers the choice', async ({ page, isMobile }) => {
  await page.goto('/contact');
  const deutsch = await languageLink(page, isMobile, 'Deutsch');
  // The page's own language is marked, not a link.
  await expect(mainNav(page).locator('[aria-current="true"][lang="en"]').filter({ visible: true })).toHaveText('English');
  await expect(deutsch).toHaveAttribute('hreflang', 'de');
  await expect(deutsch).toHaveAttribute('lang', 'de');
  // Pointed at the page's German twin once hydrated (before: the German home page).
  await expect(deutsch).toHaveAttribute('href', '/de/kontakt');
  await deutsch.click();
  await expect(page).toHaveURL(/\/de\/kontakt$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  expect(await localeCookie(page)).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax' });
  const cookie = (await localeCookie(page))!;
  // A year, give or take the test's own time.
  expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3600 * 1000);

  const english = await languageLink(page, isMobile, 'English');
  await expect(english).toHaveAttribute('href', '/contact');
  await english.click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await localeCookie(page))?.value).toBe('en');
});

test('without scripts the switcher is a plain link to the other language', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${process.env.E2E_BASE_URL}/de/ueber-uns`);
  // Cached pages do not know their own address on the server: the other language's home page.
  await expect(switcherLink(page, 'en')).toHaveAttribute('href', '/');
  await context.close();
});

test.describe('for a German browser', () => {
  test.use({ locale: 'de-DE' });

  test('the English home page offers German, never redirects, and the offer can be dismissed for good', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const offer = page.getByRole('region', { name: 'Sprache' });
    await expect(offer).toBeVisible();
    await expect(offer).toHaveAttribute('lang', 'de');
    await expect(offer).toContainText('Diese Seite gibt es auch auf Deutsch.');
    await expect(offer.getByRole('link', { name: 'Zur deutschen Seite' })).toHaveAttribute('href', '/de');
    expect(new URL(page.url()).pathname).toBe('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await offer.getByRole('button', { name: 'Hinweis schließen' }).click();
    await expect(offer).toHaveCount(0);
    await page.goto('/contact');
    await expect(switcherLink(page, 'de')).toHaveAttribute('href', '/de/kontakt');
    await expect(page.getByRole('region', { name: 'Sprache' })).toHaveCount(0);
  });

  test('the offer leads to the German twin of the page and remembers German', async ({ page }) => {
    await page.goto('/about');
    const link = page.getByRole('region', { name: 'Sprache' }).getByRole('link', { name: 'Zur deutschen Seite' });
    await expect(link).toHaveAttribute('href', '/de/ueber-uns');
    await link.click();
    await expect(page).toHaveURL(/\/de\/ueber-uns$/);
    expect((await localeCookie(page))?.value).toBe('de');
    // On a German page a German browser is offered nothing.
    await expect(switcherLink(page, 'en')).toHaveAttribute('href', '/about');
    await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);
  });

  test('a remembered English choice outweighs the browser', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: process.env.E2E_BASE_URL! }]);
    await page.goto('/contact');
    await expect(switcherLink(page, 'de')).toHaveAttribute('href', '/de/kontakt');
    await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);
  });
});

test.describe('for an English browser', () => {
  test.use({ locale: 'en-US' });

  test('an English page offers nothing', async ({ page }) => {
    await page.goto('/contact');
    // Hydrated: the switcher points at the German twin.
    await expect(switcherLink(page, 'de')).toHaveAttribute('href', '/de/kontakt');
    await expect(page.locator('[data-language-suggestion]')).toHaveCount(0);
  });

  test('a German page offers English, in English', async ({ page }) => {
    await page.goto('/de/kontakt');
    const offer = page.getByRole('region', { name: 'Language' });
    await expect(offer).toHaveAttribute('lang', 'en');
    await expect(offer).toContainText('This page is also available in English.');
    await expect(offer.getByRole('link', { name: 'Read it in English' })).toHaveAttribute('href', '/contact');
  });

  test('a remembered German choice is offered on an English page', async ({ page, context }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: process.env.E2E_BASE_URL! }]);
    await page.goto('/services');
    await expect(page.getByRole('region', { name: 'Sprache' }).getByRole('link', { name: 'Zur deutschen Seite' })).toHaveAttribute('href', '/de/leistungen');
  });
});

test.describe('German pages at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const path of ['/de', '/de/kontakt']) {
    test(`${path} passes axe with no serious or critical violations and does not scroll sideways`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      expect(await blockingViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    });
  }
});

test('an unknown address answers 404 in the language of its prefix', async ({ page }) => {
  const german = await page.goto('/de/gibt-es-nicht');
  expect(german?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1, name: 'Seite nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/de');
  await expect(page).toHaveTitle(/^Seite nicht gefunden \|/);

  const english = await page.goto('/no-such-page');
  expect(english?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
});

test('the German 404 carries a strict script policy, as every cached page', async ({ request, isMobile }) => {
  test.skip(isMobile, 'a header check; once is enough');
  for (let i = 0; i < 2; i += 1) {
    const response = await request.get('/de/gibt-es-nicht');
    expect(response.status()).toBe(404);
    const scripts = /script-src ([^;]*)/.exec(response.headers()['content-security-policy'] ?? '')?.[1] ?? '';
    expect(scripts).toMatch(/^'self'.* 'sha256-/);
    expect(scripts).not.toContain('unsafe');
    expect(scripts).not.toContain('nonce-');
  }
});

test('an unknown post answers 404 in its language', async ({ page }) => {
  const response = await page.goto('/de/blog/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Beitrag nicht gefunden' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Zurück zum Blog' })).toHaveAttribute('href', '/de/blog');
});
