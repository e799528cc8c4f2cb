import { expect, test } from './support/test';

// The proof that a third language needs no code: the test build has the pseudo-locale 'xx'
// (npm run build:test; i18n/pathnames.ts), whose catalogues are every English text accented and
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
  '/xx/checklists/opportunity-card',
  '/xx/blog',
  '/xx/privacy-policy',
  '/xx/terms-of-service',
  '/xx/data-protection',
  '/xx/impressum',
  '/xx/no-such-page',
];

// Every text a visitor can read or hear on the page, outside translate="no": text nodes, and the
// alt, aria-label, title and placeholder attributes; plus the document's title and description.
async function englishWords(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const found = new Set<string>();
    // The firm's name is a name in every language, also where a text names it.
    const siteName = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content') ?? '';
    const skip = (node: Node | null): boolean => {
      const element = node instanceof Element ? node : node?.parentElement;
      return !!element?.closest('[translate="no"], script, style, noscript, template');
    };
    const add = (text: string | null | undefined) => {
      const outside = (text ?? '').replaceAll(siteName || '\u0000', '').replace(/https?:\/\/\S+|\S+@\S+/g, '');
      for (const word of outside.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? []) found.add(word);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (!skip(node)) add(node.textContent);
    for (const el of document.body.querySelectorAll('[alt], [aria-label], [title], [placeholder]')) {
      if (skip(el)) continue;
      for (const name of ['alt', 'aria-label', 'title', 'placeholder']) add(el.getAttribute(name));
    }
    add(document.title.replace(/\|.*$/, ''));
    add(document.querySelector('meta[name="description"]')?.getAttribute('content'));
    return [...found].sort();
  });
}

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
