import type { Metadata, Viewport } from 'next';
import { localizeHref } from '@/i18n/pathnames';
import { DEFAULT_LOCALE, OPEN_GRAPH_LOCALES, PSEUDO_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { getSiteConfig } from './site';

export const OG_IMAGE = { url: '/og-image.png', width: 1200, height: 630 };

// Every document's viewport: the root layout's and the 404 page's, which renders outside it.
export const SITE_VIEWPORT: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#172554' };

// `path` is the page's English address (its folder under app/(site)/lang/[locale]); `locale` the
// language it is shown in. `translations`: the page's address in each language it exists in, when
// that is not every language at `path` localized (a post written in one language, a service with a
// German slug).
export type PageMetadataInput = {
  title: string;
  description: string;
  path: string;
  locale: Locale;
  translations?: Partial<Record<Locale, string>>;
};

// The page's address in each language it exists in, plus x-default (the English page, or the
// page's own when there is no English one): one list for the hreflang links of every page, and the
// sitemap's alternates (app/sitemap.ts), so both always agree and point back at each other.
export function languageAlternates(path: string, translations?: Partial<Record<Locale, string>>): Record<string, string> {
  const addresses: Record<string, string> = {};
  for (const locale of PUBLISHED_LOCALES) {
    const address = translations ? translations[locale] : localizeHref(path, locale);
    if (address) addresses[locale] = address;
  }
  const fallback = addresses[DEFAULT_LOCALE] ?? Object.values(addresses)[0];
  return fallback ? { ...addresses, 'x-default': fallback } : addresses;
}

// Title, description, canonical URL and social cards for one public page. Pages pass the firm's
// name as the settings state it (sitePageMetadata, lib/server/site-settings/metadata.ts); the
// environment's name is the default.
export function pageMetadata({ title, description, path, locale, translations }: PageMetadataInput, siteName: string = getSiteConfig().name): Metadata {
  const site = { name: siteName };
  const fullTitle = `${title} | ${site.name}`;
  const canonical = translations?.[locale] ?? localizeHref(path, locale);
  return {
    title,
    description,
    alternates: { canonical, languages: languageAlternates(path, translations) },
    openGraph: {
      type: 'website',
      siteName: site.name,
      title: fullTitle,
      description,
      url: canonical,
      locale: OPEN_GRAPH_LOCALES[locale],
      images: [{ ...OG_IMAGE, alt: site.name }],
    },
    twitter: { card: 'summary_large_image', title: fullTitle, description, images: [OG_IMAGE.url] },
    // The pseudo-locale of test builds is never a page for search engines.
    ...(locale === PSEUDO_LOCALE ? { robots: { index: false, follow: false } } : {}),
  };
}
