import { DEFAULT_LOCALE, isLocale, LANGUAGE_NAMES, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// A post's language as stored: posts saved before languages existed have none and are English.
export function postLocale(value: unknown): Locale {
  return isLocale(value) && PUBLISHED_LOCALES.includes(value) ? value : DEFAULT_LOCALE;
}

export function languageTaken(locale: Locale): string {
  return `This post already has a version in ${LANGUAGE_NAMES[locale]}`;
}

