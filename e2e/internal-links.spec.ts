import { expect, test } from './support/test';

// Issue 40, item 7: a page links every address of the site directly, never through a redirect
// (a German page's link to /de/leistungen/family-reunification answered 301 to the service's German
// address /de/leistungen/familiennachzug). The home page, the service list and the blog list in
// both languages, with every same-origin link on them asked for once, without following redirects.

const START_PAGES = ['/', '/de', '/services', '/de/leistungen', '/blog', '/de/blog'];
// The crawl stays small: the six pages hold well under a hundred distinct addresses today.
const MAX_LINKS = 300;
const PARALLEL = 6;

test.describe('internal links', () => {
  test.skip(({ isMobile }) => isMobile, 'the same links on every screen: crawled once, on desktop');

  test('no link on the home page, the service list or the blog list, English or German, answers with a redirect (or an error)', async ({ page, request, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL!).origin;
    // Each address (path and query, no fragment) with the first page that links it.
    const links = new Map<string, string>();
    for (const start of START_PAGES) {
      const response = await page.goto(start);
      expect(response?.status(), start).toBe(200);
      const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
        anchors.map((anchor) => ({ raw: anchor.getAttribute('href') ?? '', resolved: (anchor as HTMLAnchorElement).href })),
      );
      for (const { raw, resolved } of hrefs) {
        // A jump within the page, a mail or a call is no address to request.
        if (raw.startsWith('#') || /^(mailto|tel):/i.test(raw)) continue;
        const url = new URL(resolved);
        if (url.origin !== origin) continue;
        const address = `${url.pathname}${url.search}`;
        if (!links.has(address)) links.set(address, start);
      }
    }
    expect(links.size, 'the crawl found the pages’ links').toBeGreaterThan(20);
    expect(links.size, 'the crawl stays bounded').toBeLessThanOrEqual(MAX_LINKS);

    const offenders: string[] = [];
    const queue = [...links.entries()];
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [address, linkedFrom] = next;
          const response = await request.get(address, { maxRedirects: 0 });
          const status = response.status();
          if (status >= 300 && status < 400) offenders.push(`${address} (on ${linkedFrom}) answers ${status} → ${response.headers()['location'] ?? '?'}`);
          else if (status >= 400) offenders.push(`${address} (on ${linkedFrom}) answers ${status}`);
        }
      }),
    );
    expect(offenders.sort(), `links that do not answer directly:\n${offenders.join('\n')}`).toEqual([]);
  });
});
