import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// A lead's language from a stored or sent value: one of the published languages, else English
// (leads stored before leads had a language, and bodies that name none).
export function leadLocale(value: unknown): Locale {
  return PUBLISHED_LOCALES.find((locale) => locale === value) ?? DEFAULT_LOCALE;
}
