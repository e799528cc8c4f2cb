import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { startEmbeddedDb, type EmbeddedDb } from '../scripts/lib/embedded-db';
import { startNextInstance, startSeededDatabase, type NextInstance } from '../scripts/lib/production-server';
import { signIn } from './support/accounts';
import { findDocuments } from './support/db';
import { serverTestsOnce } from './support/instances';
import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The administrators' settings screen against the production build: the phone number and the
// firm's legal details changed there are what a signed-out visitor sees on the cached public
// pages (header bar, contact page, Impressum) at once, without a rebuild; the Impressum's missing
// items are listed until they are filled. Axe and no sideways scroll at desktop size and at
// 390 px. On a server of its own: the shared server's pages must keep the defaults the other
// specs expect.

const NEW_PHONE = '+49 30 5550199';

async function noSidewaysScroll(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
}

async function visitor(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL });
  return { page: await context.newPage(), close: () => context.close() };
}

test('an administrator changes the phone number and the legal details; a visitor sees them on the cached pages at once', async ({ browser }, testInfo) => {
  serverTestsOnce(testInfo);
  test.setTimeout(180_000);
  const admin = { email: 'settings-owner@example.com', name: 'Sina Settings', password: `settings-${randomBytes(12).toString('hex')}` };
  const database = await startSeededDatabase({}, admin);
  try {
    const instance = await startNextInstance(database.env);
    try {
      // A visitor first: the pages are rendered once and cached with the defaults.
      const before = await visitor(browser, instance.baseUrl);
      for (const path of ['/', '/contact', '/impressum']) {
        await before.page.goto(path);
        await expect(before.page.getByRole('link', { name: '+49 30 0000 0000' }).first(), path).toBeVisible();
      }
      const cached = await before.page.request.get('/contact');
      expect(cached.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      await before.close();

      const context = await browser.newContext({ baseURL: instance.baseUrl });
      const page = await context.newPage();
      await page.goto('/login?next=/admin/settings');
      await signIn(page, admin, '/admin/settings');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');
      await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Site settings' })).toHaveAttribute('aria-current', 'page');

      // What is still a placeholder, each a link to its field.
      const findings = page.getByRole('region', { name: 'Still to do before going live' });
      await expect(findings.getByRole('link', { name: 'The phone number +49 30 0000 0000 is the sample number.' })).toHaveAttribute('href', '/admin/settings#phone');
      await expect(findings.getByRole('link', { name: 'Impressum: missing legal form.' })).toBeVisible();
      await expect(findings.getByRole('link', { name: /^The home page’s figures \(100% Personalized Approach, 95% Success Rate/ })).toHaveAttribute('href', '/admin/settings#homeStats');
      expect(await blockingViolations(page)).toEqual([]);
      await findings.getByRole('link', { name: /phone number/ }).click();
      await expect(page.getByLabel('Phone')).toBeFocused();

      const form = page.getByRole('form', { name: 'Site settings' });
      // A number without its country code is refused under the field; what was typed stays.
      await form.getByLabel('Phone').fill('030 5550199');
      await form.getByLabel('Registered name').fill('Havel Bridge Advisors GmbH');
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(form.getByLabel('Phone')).toHaveAccessibleDescription(/Phone: with the country code, e\.g\. \+49 30 1234567/);
      // The summary at the top of the form links to the field (its message already names it).
      await expect(form.getByRole('region', { name: 'Please correct the following:' }).getByRole('link', { name: 'Phone: with the country code, e.g. +49 30 1234567' })).toBeVisible();
      await expect(form.getByLabel('Phone')).toHaveValue('030 5550199');
      await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Phone')).toBeFocused();
      await expect(form.getByLabel('Registered name')).toHaveValue('Havel Bridge Advisors GmbH');

      // The legal form decides what the Impressum needs: a GmbH's managing directors and register.
      await form.getByLabel('Legal form').selectOption({ label: 'GmbH' });
      const directors = form.getByLabel('Managing directors (Geschäftsführer)');
      await expect(directors).toHaveAccessibleDescription(/Missing: the Impressum must state this/);
      await directors.fill('Amira Haddad\nJonas Weber');
      await form.getByLabel('Register court').fill('Amtsgericht Charlottenburg');
      await form.getByLabel('Register number').fill('HRB 234567 B');
      await form.getByLabel('VAT ID (USt-IdNr.)').fill('DE 123 456 789');
      await form.getByLabel('Responsible for the content (§ 18 MStV)').fill('Amira Haddad');
      await form.getByLabel('Phone').fill(NEW_PHONE);
      await form.getByRole('checkbox', { name: 'Monday is open' }).check();
      // The consultation languages, each named in English and German (German pages show German).
      const languageNames = [
        ['English', 'Englisch'],
        ['German', 'Deutsch'],
        ['Arabic', 'Arabisch'],
      ];
      for (const [index, [english, german]] of languageNames.entries()) {
        await form.getByRole('button', { name: 'Add a language' }).click();
        const language = form.getByRole('group', { name: `Language ${index + 1}` });
        await expect(language.getByRole('textbox', { name: 'Language', exact: true })).toBeFocused();
        await language.getByRole('textbox', { name: 'Language', exact: true }).fill(english!);
        await language.getByLabel('Language (German)').fill(german!);
      }
      // The home page's figures: corrected, the years counted from the founding year, confirmed;
      // and the first consultation is not free.
      await form.getByLabel('Founding year').fill('2021');
      await form.getByRole('group', { name: 'Figure 2' }).getByLabel('Value').fill('92%');
      await form.getByRole('group', { name: 'Figure 2' }).getByLabel('Label (German)').fill('Bewilligte Visa');
      await form.getByRole('group', { name: 'Figure 4' }).getByLabel('Value').fill('{years}+');
      const confirm = form.getByRole('checkbox', { name: 'I have checked these figures and they are true' });
      await expect(confirm).not.toBeChecked();
      await confirm.check();
      await form.getByRole('checkbox', { name: 'The first consultation is free' }).uncheck();
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The website shows them now.')).toBeVisible();
      await expect(form.getByLabel('VAT ID (USt-IdNr.)')).toHaveValue('DE123456789');
      await expect(findings.getByRole('link', { name: /phone number/ })).toHaveCount(0);
      await expect(findings.getByRole('link', { name: /^Impressum:/ })).toHaveCount(0);
      await expect(findings.getByRole('link', { name: /home page’s figures/ })).toHaveCount(0);
      await expect(confirm).toBeChecked();

      // A visitor who is not signed in sees the new number on the cached pages, without a rebuild.
      const after = await visitor(browser, instance.baseUrl);
      await after.page.goto('/');
      // The header bar's number is the page's first phone link; the footer has one too.
      await expect(after.page.locator('a[href^="tel:"]').first()).toHaveText(NEW_PHONE);
      await expect(after.page.getByRole('contentinfo').getByRole('link', { name: NEW_PHONE })).toBeVisible();
      await expect(after.page.getByRole('link', { name: '+49 30 0000 0000' })).toHaveCount(0);
      const figures = after.page.getByRole('region', { name: 'Our commitment in numbers' });
      await expect(figures).toContainText('92%');
      await expect(figures).not.toContainText('95%');
      await expect(figures).toContainText(`Years Experience${new Date().getUTCFullYear() - 2021}+`);
      await expect(after.page.getByRole('link', { name: 'Get a Consultation' })).toHaveAttribute('href', '/contact');
      // The German home page shows the German label saved, and the German defaults of the others.
      await after.page.goto('/de');
      const zahlen = after.page.locator('#stats-title').locator('..');
      await expect(zahlen).toContainText('92%');
      await expect(zahlen).toContainText('Bewilligte Visa');
      await expect(zahlen).toContainText('Jahre Erfahrung');
      await expect(zahlen).not.toContainText('Success Rate');
      await after.page.goto('/');
      await expect(after.page.getByText(/free consultation|consultation is free/i)).toHaveCount(0);
      await after.page.goto('/contact');
      const main = after.page.locator('main');
      await expect(main.getByRole('link', { name: NEW_PHONE })).toHaveAttribute('href', 'tel:+49305550199');
      await expect(main.getByRole('link', { name: 'Call Us Now' })).toHaveAttribute('href', 'tel:+49305550199');
      await expect(main.getByRole('heading', { name: /Opening hours/ })).toBeVisible();
      await after.page.goto('/impressum');
      const impressum = after.page.locator('article[lang="de"]');
      await expect(impressum.getByRole('link', { name: NEW_PHONE })).toBeVisible();
      await expect(impressum).toContainText('Havel Bridge Advisors GmbH');
      await expect(impressum).toContainText('Gesellschaft mit beschränkter Haftung (GmbH)');
      await expect(impressum).toContainText('Geschäftsführer/in: Jonas Weber');
      await expect(impressum).toContainText('Registernummer: HRB 234567 B');
      await expect(impressum).toContainText('Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE123456789');
      await expect(impressum).not.toContainText('auf Anfrage');
      // Still a cached page.
      const again = await after.page.request.get('/impressum');
      expect(again.headers()['x-nextjs-cache']).toMatch(/HIT|STALE/);
      expect(await again.text()).toContain('HRB 234567 B');
      await after.close();

      // The contact page with the hours and languages, on a phone.
      const phoneContext = await browser.newContext({ baseURL: instance.baseUrl, viewport: { width: 390, height: 844 } });
      const phonePage = await phoneContext.newPage();
      await phonePage.goto('/contact');
      const office = phonePage.getByRole('region', { name: 'Our office' });
      await expect(office.getByRole('heading', { name: /Opening hours/ })).toBeVisible();
      await expect(office).toContainText('Mon09:00–17:00');
      await expect(office).toContainText('Tue–Sunclosed');
      await expect(office).toContainText('Consultations in English, German and Arabic.');
      await phonePage.goto('/de/kontakt');
      await expect(phonePage.locator('main')).toContainText('Beratung auf Englisch, Deutsch und Arabisch.');
      expect(await blockingViolations(phonePage)).toEqual([]);
      await noSidewaysScroll(phonePage);
      await phonePage.goto('/contact');
      expect(await blockingViolations(phonePage)).toEqual([]);
      await noSidewaysScroll(phonePage);
      await phoneContext.close();

      // Who changed what, without the values.
      const [entry] = await findDocuments('auditentries', { action: 'settings-changed', target: 'site settings' }, database.mongoUri);
      expect(entry?.details).toContain('phone');
      expect(entry?.details).not.toContain('5550199');

      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');
      expect(await blockingViolations(page)).toEqual([]);
      await noSidewaysScroll(page);
      await context.close();
    } finally {
      await instance.stop();
    }
  } finally {
    await database.stop();
  }
});

test('a database outage while saving shows the outage message in the form and keeps what was typed; saving works again once it is back', async ({ browser }, testInfo) => {
  serverTestsOnce(testInfo);
  test.skip(!!process.env.MONGODB_TEST_URI, 'stops its own FerretDB; an external MONGODB_TEST_URI server cannot be');
  test.setTimeout(180_000);
  const admin = { email: 'settings-outage@example.com', name: 'Otto Outage', password: `settings-${randomBytes(12).toString('hex')}` };
  const database = await startSeededDatabase({}, admin);
  let db: EmbeddedDb = database.db;
  let instance: NextInstance | undefined;
  try {
    instance = await startNextInstance(database.env);
    const context = await browser.newContext({ baseURL: instance.baseUrl });
    const page = await context.newPage();
    await page.goto('/login?next=/admin/settings');
    await signIn(page, admin, '/admin/settings');
    const form = page.getByRole('form', { name: 'Site settings' });
    await form.getByLabel('Phone').fill(NEW_PHONE);
    await form.getByLabel('Registered name').fill('Havel Bridge Advisors GmbH');

    await db.stop();
    await form.getByRole('button', { name: 'Save settings' }).click();
    // The action answers the outage message (within the database's 3 s wait, with room under load).
    await expect(page.getByText('Service temporarily unavailable. Please try again shortly.')).toBeVisible({ timeout: 20_000 });
    await expect(form.getByRole('button', { name: 'Save settings' })).toBeEnabled();
    await expect(form.getByLabel('Phone')).toHaveValue(NEW_PHONE);
    await expect(form.getByLabel('Registered name')).toHaveValue('Havel Bridge Advisors GmbH');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Site settings');

    db = await startEmbeddedDb({ dataDir: path.join(database.workDir, 'db'), dbName: 'site', port: db.port });
    // The app reconnects by itself; the same form, unchanged, saves once it has.
    await expect(async () => {
      await form.getByRole('button', { name: 'Save settings' }).click();
      await expect(page.getByText('Settings saved. The website shows them now.')).toBeVisible({ timeout: 10_000 });
    }).toPass({ timeout: 60_000 });
    const [stored] = await findDocuments('sitesettings', { _id: 'site' }, database.mongoUri);
    expect(stored).toMatchObject({ phone: NEW_PHONE, legalName: 'Havel Bridge Advisors GmbH' });
    await context.close();
  } finally {
    await instance?.stop();
    await db.stop();
    await database.stop();
  }
});
