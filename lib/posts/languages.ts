import { DEFAULT_LOCALE, isLocale, PUBLISHED_LOCALES, type Locale } from '@/i18n/pathnames';

// The languages' names as the back office (English) writes them. A new language adds its name here.
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English', de: 'German', xx: 'Pseudo-locale' };

// A post's language as stored: posts saved before languages existed have none and are English.
export function postLocale(value: unknown): Locale {
  return isLocale(value) && PUBLISHED_LOCALES.includes(value) ? value : DEFAULT_LOCALE;
}

export function languageTaken(locale: Locale): string {
  return `This post already has a version in ${LANGUAGE_NAMES[locale]}`;
}

