import { defineRouting } from 'next-intl/routing';
import { DEFAULT_LOCALE, LOCALES } from './locales';

// English at today's addresses (no prefix), German under /de with its own addresses. No locale
// detection: nobody is redirected by their browser's language (a suggestion offers German). The
// incoming addresses are mapped by next.config.ts's rewrites, not by next-intl's middleware, so
// cached pages never pass through proxy.ts (ARCHITECTURE.md, "Every public page is per language"). Links are written by
// localizeHref (i18n/pathnames.ts), not next-intl's navigation.
export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: 'as-needed',
  localeDetection: false,
});
