import 'server-only';
import type { Namespace } from '@/i18n/messages';
import type { Locale } from '@/i18n/locales';
import { textNamespace } from '@/lib/texts/catalogue';
import type { TextKey } from '@/lib/texts/text-entry';
import { TEXTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { expireCachedReads } from '@/lib/server/data-cache';

// Which cached pages show a namespace's texts, so a change expires those pages in that language
// and no others (issue 45).
//
// How Next tags a cached page (next/dist/server/lib/implicit-tags.js): with its folder's pattern
// ('/(site)/lang/[locale]/about/page', the same for every language) and with the address it was
// rendered at, which is its folder's path under app/(site)/lang/[locale] with the language in it
// ('/lang/de/about', never the visitor's '/de/ueber-uns': next.config.ts rewrites that there), as
// `_N_T_/lang/de/about`. So a page of a fixed address is named per language by that tag.
//
// A namespace used on pages of a pattern (a service's page, a post) or on every page (the
// navigation, the footer, the forms) expires every page of the language instead: each page that
// formats texts carries the language's own tag (markTextPages, called by i18n/request.ts).
// Expiring a page too many only renders it again; one too few would show the old text, so a
// namespace is listed here only when every page that uses it is.
export const TEXT_PAGE_PATHS: Partial<Record<Namespace, readonly string[]>> = {
  Home: ['/'],
  About: ['/about'],
  Legal: ['/privacy-policy', '/terms-of-service', '/data-protection', '/impressum'],
};

// The tag every page of a language that formats catalogue texts carries.
export const textsLanguageTag = (locale: Locale) => `texts-pages:${locale}`;

// The page cache's tags of the pages that show a namespace in a language.
export function textPageTags(namespace: Namespace, locale: Locale): string[] {
  const paths = TEXT_PAGE_PATHS[namespace];
  if (!paths) return [textsLanguageTag(locale)];
  return paths.map((path) => `_N_T_/lang/${locale}${path === '/' ? '' : path}`);
}

// After texts changed (here or, seen by the watch, on another instance): the overrides are read
// again and the pages that show them render again at their next request. Inside a request through
// Next's own expiry, outside one through the page cache's (expireCachedReads says how).
export function expireTextPages(changes: readonly { key: TextKey; locale: Locale }[]): void {
  const tags = new Set<string>();
  for (const { key, locale } of changes) {
    const namespace = textNamespace(key);
    if (namespace) for (const tag of textPageTags(namespace, locale)) tags.add(tag);
  }
  expireCachedReads(TEXTS_CACHE_TAG, ...tags);
}
