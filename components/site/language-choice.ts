// The browser's side of the language choice, pure so it is tested without a browser
// (language-choice.test.ts): which language a visitor prefers, the cookie that remembers a choice,
// and the address of the page shown in another language. The server never reads any of this:
// pages are cached, so they must not vary by header or cookie (ARCHITECTURE.md, "Every public page is per language").

// The cookie's name is next-intl's default, so the choice keeps its meaning should the site ever
// use next-intl's own routing.
export const LOCALE_COOKIE = 'NEXT_LOCALE';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

// Where the dismissal of the suggestion bar is kept (localStorage): dismissed once, never offered again.
export const SUGGESTION_DISMISSED_KEY = 'language-suggestion-dismissed';

// `document.cookie = localeCookie('de')` remembers German for a year, on every page.
export function localeCookie(locale: string): string {
  return `${LOCALE_COOKIE}=${encodeURIComponent(locale)}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax`;
}

// The remembered language in a `document.cookie` string, or null.
export function cookieLocale(cookies: string): string | null {
  for (const part of cookies.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === LOCALE_COOKIE) return decodeURIComponent(value.join('=')) || null;
  }
  return null;
}

// The language a visitor prefers among the site's: the remembered choice, else the first of the
// browser's languages ('de-AT' counts as 'de') that the site has, else null (none of them).
export function preferredLocale(remembered: string | null, browserLanguages: readonly string[], available: readonly string[]): string | null {
  if (remembered && available.includes(remembered)) return remembered;
  for (const tag of browserLanguages) {
    const language = tag.toLowerCase().split('-')[0]!;
    if (available.includes(language)) return language;
  }
  return null;
}

export type Alternate = { hreflang: string; href: string };

// The address of this page in `locale`, from the page's hreflang alternates (the metadata lists
// each language the page exists in, lib/seo.ts languageAlternates). A page that lists other
// languages but not this one (a post without a translation) goes to `missing` (that language's
// blog); a page that lists none (an error page) to `none` (its home page). Only the path, query
// and fragment are kept: the alternates name the production host, and the visitor stays on the
// host they are on.
export function alternateAddress(alternates: readonly Alternate[], locale: string, fallbacks: { missing: string; none: string }): string {
  const languages = alternates.filter((alternate) => alternate.hreflang !== 'x-default');
  if (languages.length === 0) return fallbacks.none;
  const match = languages.find((alternate) => alternate.hreflang === locale);
  if (!match) return fallbacks.missing;
  const url = new URL(match.href, 'http://localhost');
  return `${url.pathname}${url.search}${url.hash}`;
}

// The alternates in the document now (the head's <link rel="alternate" hreflang>).
export function documentAlternates(): Alternate[] {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')].map((link) => ({
    hreflang: link.hreflang,
    href: link.getAttribute('href') ?? '',
  }));
}
