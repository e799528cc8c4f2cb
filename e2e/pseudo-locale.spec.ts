import { englishWords } from './support/english-words';
import { expect, test } from './support/test';

// The proof that a third language needs no code: the test build has the pseudo-locale 'xx'
// (npm run build:test; i18n/locales.ts), whose catalogues are every English text accented and
// lengthened (i18n/pseudo-locale.ts) and whose database texts are the English ones run through the
// same transformation. A page in it that still shows plain English letters shows a text that does
// not come from a catalogue or a per-language field. Names, addresses and other words no language
// translates are marked translate="no" (which also tells browser translators) and are skipped.
const PAGES = [
  '/xx',
  '/xx/about',
  '/xx/services',
  '/xx/services/opportunity-card',
  '/xx/services/opportunity-card/check',
  // The check's result (points route: every part of it shows) and a step with its error.
  '/xx/services/opportunity-card/check?qualification=foreign-degree&recognition=not-yet&shortageOccupation=yes&experience=five-of-seven&german=b1&english=unknown&age=under-35&previousStay=none&partner=no&funds=yes&step=11',
  '/xx/services/opportunity-card/check?step=2',
  '/xx/contact',
  '/xx/checklists',
  // The booking list (its types, or the way to call while there are none) and a mail link's page.
  '/xx/book',
  '/xx/book/reschedule?token=not-a-valid-link-token',
  // The newsletter's link pages: the button (a well-formed token) and a link that cannot work.
  '/xx/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA',
  '/xx/newsletter/unsubscribe?token=not-a-valid-link-token',
  '/xx/checklists/opportunity-card',
  '/xx/blog',
  '/xx/privacy-policy',
  '/xx/terms-of-service',
  '/xx/data-protection',
  '/xx/impressum',
  '/xx/no-such-page',
];

test.describe('the pseudo-locale', () => {
  test.skip(({ isMobile }) => isMobile, 'the same pages as on a desktop; one run is enough');

  for (const address of PAGES) {
    test(`${address} shows no English text`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(address.endsWith('no-such-page') ? 404 : 200);
      await expect(page.locator('html')).toHaveAttribute('lang', 'xx');
      expect(await englishWords(page)).toEqual([]);
    });
  }
});
