import { expect, test } from './support/test';
import { blockingViolations } from './support/axe';

// The legal pages in German, the binding text, and the English pages' notice that says so.
const GERMAN = [
  { path: '/de/impressum', english: '/impressum', title: 'Impressum', h1: 'Angaben gemäß § 5 DDG', h2: ['Anbieter', 'Kontakt', 'Registereintrag', 'Haftung für Inhalte'] },
  { path: '/de/datenschutzerklaerung', english: '/privacy-policy', title: 'Datenschutzerklärung', h1: 'Datenschutzerklärung', h2: ['Verantwortlicher', 'Speicherdauer', 'Ihre Rechte'] },
  { path: '/de/agb', english: '/terms-of-service', title: 'Allgemeine Geschäftsbedingungen', h1: 'Allgemeine Geschäftsbedingungen', h2: ['Geltungsbereich', 'Haftung', 'Anwendbares Recht und Gerichtsstand'] },
  { path: '/de/datenschutz', english: '/data-protection', title: 'Datenschutz', h1: 'Datenschutz', h2: ['Technische und organisatorische Maßnahmen', 'Speicherfristen', 'So üben Sie Ihre Rechte aus'] },
];
const TRANSLATED = GERMAN.filter((page) => page.path !== '/de/impressum');
const longGermanDate = () => new Intl.DateTimeFormat('de-DE', { dateStyle: 'long' }).format(new Date());

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('each German legal page is German: language, headings, date, contents and title, with no notice', async ({ page }) => {
    for (const { path, title, h1, h2 } of GERMAN) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      await expect(page.locator('html'), path).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(h1);
      for (const heading of h2) await expect(page.getByRole('heading', { level: 2, name: heading, exact: true }), `${path} ${heading}`).toBeVisible();
      await expect(page.getByText(`Stand: ${longGermanDate()}`), path).toBeVisible();
      const contents = page.getByRole('navigation', { name: 'Inhalt' }).getByRole('link');
      expect(await contents.count(), path).toBeGreaterThan(4);
      await expect(page.getByRole('main').getByRole('note'), path).toHaveCount(0);
      await expect(page, path).toHaveTitle(new RegExp(`^${title} \\| `));
    }
  });

  test('the German pages link to each other at their German addresses, and state the retention periods', async ({ page }) => {
    await page.goto('/de/datenschutz');
    await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung', exact: true })).toHaveAttribute('href', '/de/datenschutzerklaerung');
    await page.goto('/de/impressum');
    await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung', exact: true })).toHaveAttribute('href', '/de/datenschutzerklaerung');
    await expect(page.getByRole('main')).not.toContainText('in englischer Sprache');
    await expect(page.getByRole('main')).toContainText('Spree Bridge Consulting GmbH');
    await expect(page.getByRole('main')).toContainText('Registernummer: HRB 000000 B');
    await page.goto('/de/datenschutzerklaerung');
    const retention = page.locator('#retention');
    await expect(retention).toContainText('spätestens jedoch 12 Monate nach der letzten Aktivität');
    await expect(retention).toContainText('werden nach 26 Monaten gelöscht');
    await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutz', exact: true })).toHaveAttribute('href', '/de/datenschutz');
  });

  for (const { path } of GERMAN) {
    test(`${path} has no serious accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByText(/^Stand: /)).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  test('nothing overflows sideways, at 390 and 360 px, German and English', async ({ page }) => {
    for (const width of [390, 360]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of GERMAN.flatMap((entry) => [entry.path, entry.english])) {
        await page.goto(path);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      }
    }
  });
});

test('each translated English legal page says the German text is binding and links to it', async ({ page }) => {
  for (const { path, english, h1 } of TRANSLATED) {
    await page.goto(english);
    const note = page.getByRole('main').getByRole('note');
    await expect(note, english).toHaveText('This is a translation for convenience; the German text is binding. Read the German version');
    const link = note.getByRole('link', { name: 'Read the German version' });
    await expect(link, english).toHaveAttribute('href', path);
    await expect(link, english).toHaveAttribute('hreflang', 'de');
    await link.click();
    await expect(page, english).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('heading', { level: 1 }), english).toHaveText(h1);
    await expect(page.getByRole('main').getByRole('note'), path).toHaveCount(0);
  }
});

test('the English Impressum stays German, and its notice says why', async ({ page }) => {
  await page.goto('/impressum');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Angaben gemäß § 5 DDG');
  await expect(page.getByRole('main').getByRole('note')).toHaveText('This legal notice is given in German, as German law requires; the German text is binding.');
  await expect(page.getByRole('main').getByRole('link', { name: 'Datenschutzerklärung', exact: true })).toHaveAttribute('href', '/privacy-policy');
  await expect(page.getByRole('main')).toContainText('(in englischer Sprache)');
});
