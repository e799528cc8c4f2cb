import { DEFAULT_LOCALE, type Locale } from './locales';

// The public pages' addresses per language: the key is the page's folder under app/(site)/lang/[locale]
// (and its English address), the value its address in each language. Relative imports only:
// next.config.ts builds its rewrites and redirects from this object, scripts/generate-routes.ts
// proxy.ts's matcher.
//
// Adding a language: its record in i18n/locales.ts, its catalogue folder messages/<locale>/, and
// its addresses below where they differ from the English ones (a page without one keeps the
// English address under the language's prefix).
export const PATHNAMES: Record<string, string | Partial<Record<Locale, string>>> = {
  '/': '/',
  '/about': { en: '/about', de: '/ueber-uns' },
  '/services': { en: '/services', de: '/leistungen' },
  '/services/[slug]': { en: '/services/[slug]', de: '/leistungen/[slug]' },
  '/services/opportunity-card/check': { en: '/services/opportunity-card/check', de: '/leistungen/chancenkarte/punkte-check' },
  // One view of the check's answers, cached (issue 42): `…/check/qualification=…&step=3`.
  '/services/opportunity-card/check/[answers]': { en: '/services/opportunity-card/check/[answers]', de: '/leistungen/chancenkarte/punkte-check/[answers]' },
  '/checklists': { en: '/checklists', de: '/checklisten' },
  '/checklists/[slug]': { en: '/checklists/[slug]', de: '/checklisten/[slug]' },
  '/contact': { en: '/contact', de: '/kontakt' },
  // Booking (issue 29): the two pages a visitor's mail links to come before the type's page.
  '/book': { en: '/book', de: '/termin' },
  '/book/reschedule': { en: '/book/reschedule', de: '/termin/verschieben' },
  '/book/cancel': { en: '/book/cancel', de: '/termin/absagen' },
  '/book/[type]': { en: '/book/[type]', de: '/termin/[type]' },
  // The picker's steps as pages, for a browser without scripts (issue 41).
  '/book/[type]/times': { en: '/book/[type]/times', de: '/termin/[type]/zeiten' },
  // The newsletter's links (issue 30): the double opt-in's Confirm page and the unsubscribe page,
  // whose address is also the RFC 8058 one-click target (a POST to it is the API's, proxy.ts).
  '/newsletter/confirm': { en: '/newsletter/confirm', de: '/newsletter/bestaetigen' },
  '/newsletter/unsubscribe': { en: '/newsletter/unsubscribe', de: '/newsletter/abmelden' },
  '/privacy-policy': { en: '/privacy-policy', de: '/datenschutzerklaerung' },
  '/terms-of-service': { en: '/terms-of-service', de: '/agb' },
  '/data-protection': { en: '/data-protection', de: '/datenschutz' },
  '/impressum': '/impressum',
  '/blog': '/blog',
  // Page 2, 3, … of the blog list and of a category (page 1 is the list's own address). Not a
  // folder of its own: next.config.ts rewrites it to /blog/category/all/page/[page].
  '/blog/page/[page]': { en: '/blog/page/[page]', de: '/blog/seite/[page]' },
  '/blog/[slug]': '/blog/[slug]',
  '/blog/category/[category]': { en: '/blog/category/[category]', de: '/blog/kategorie/[category]' },
  '/blog/category/[category]/page/[page]': { en: '/blog/category/[category]/page/[page]', de: '/blog/kategorie/[category]/seite/[page]' },
  '/blog/author/[slug]': { en: '/blog/author/[slug]', de: '/blog/autor/[slug]' },
  '/blog/search': '/blog/search',
  '/blog/rss.xml': '/blog/rss.xml',
  '/blog/preview/[id]': '/blog/preview/[id]',
};


export function localizedPattern(internal: string, locale: Locale): string {
  const entry = PATHNAMES[internal] ?? internal;
  return typeof entry === 'string' ? entry : (entry[locale] ?? internal);
}

function patternRegExp(pattern: string): RegExp {
  const source = pattern.replace(/[.]/g, '\\.').replace(/\[[^\]]+\]/g, '([^/]+)');
  return new RegExp(`^${source}$`);
}

// An English (internal) address, with any query or fragment, as written in `locale`:
// localizeHref('/contact', 'de') is '/de/kontakt', localizeHref('/about#mission', 'de')
// '/de/ueber-uns#mission'. Addresses outside the public pages stay as they are.
export function localizeHref(href: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE) return href;
  const cut = href.search(/[?#]/);
  const path = cut === -1 ? href : href.slice(0, cut);
  const rest = cut === -1 ? '' : href.slice(cut);
  for (const internal of Object.keys(PATHNAMES)) {
    const match = patternRegExp(internal).exec(path);
    if (!match) continue;
    const values = match.slice(1);
    let index = 0;
    const localized = localizedPattern(internal, locale).replace(/\[[^\]]+\]/g, () => values[index++]!);
    return `/${locale}${localized === '/' ? '' : localized}${rest}`;
  }
  return href;
}
