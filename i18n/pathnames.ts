// The public pages' addresses per language: the key is the page's folder under app/(site)/[locale]
// (and its English address), the value its address in each language. No imports: next.config.ts
// builds its rewrites and redirects from this object, next-intl's navigation its links.
export const LOCALES = ['en', 'de'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

export const PATHNAMES = {
  '/': '/',
  '/about': { en: '/about', de: '/ueber-uns' },
  '/services': { en: '/services', de: '/leistungen' },
  '/services/[slug]': { en: '/services/[slug]', de: '/leistungen/[slug]' },
  '/contact': { en: '/contact', de: '/kontakt' },
  '/privacy-policy': { en: '/privacy-policy', de: '/datenschutzerklaerung' },
  '/terms-of-service': { en: '/terms-of-service', de: '/agb' },
  '/data-protection': { en: '/data-protection', de: '/datenschutz' },
  '/impressum': '/impressum',
  '/blog': '/blog',
  '/blog/[slug]': '/blog/[slug]',
  '/blog/category/[category]': { en: '/blog/category/[category]', de: '/blog/kategorie/[category]' },
  '/blog/author/[slug]': { en: '/blog/author/[slug]', de: '/blog/autor/[slug]' },
  '/blog/search': '/blog/search',
  '/blog/rss.xml': '/blog/rss.xml',
  '/blog/preview/[id]': '/blog/preview/[id]',
} as const;

export type InternalPathname = keyof typeof PATHNAMES;

export function localizedPattern(internal: InternalPathname, locale: Locale): string {
  const entry = PATHNAMES[internal];
  return typeof entry === 'string' ? entry : entry[locale];
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
  for (const internal of Object.keys(PATHNAMES) as InternalPathname[]) {
    const match = patternRegExp(internal).exec(path);
    if (!match) continue;
    const values = match.slice(1);
    let index = 0;
    const localized = localizedPattern(internal, locale).replace(/\[[^\]]+\]/g, () => values[index++]!);
    return `/${locale}${localized === '/' ? '' : localized}${rest}`;
  }
  return href;
}
