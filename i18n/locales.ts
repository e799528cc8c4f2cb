import type { Locale as DateFnsLocale } from 'date-fns';
import { de } from 'date-fns/locale/de';
import { enGB } from 'date-fns/locale/en-GB';
import { accent, pseudoText } from './pseudo-locale';

// The site's languages, one record each: everything the code knows about a language but its
// addresses (i18n/pathnames.ts) and its texts (messages/<locale>/). `Locale`, the lists of
// languages and every map per language below derive from the records; no other code lists them.
// Relative imports only: next.config.ts loads this file (through i18n/pathnames.ts) by itself.
//
// Adding a language (README.md, "Adding a language"): its record here, its addresses in
// i18n/pathnames.ts where they differ from the English ones, its catalogue folder messages/<locale>/,
// then `npm run routes:generate` (proxy.ts's matcher).
export type LocaleRecord = {
  // The address prefix (/de), the catalogue folder's name, hreflang and <html lang>.
  code: string;
  // The Open Graph locale (og:locale).
  openGraph: string;
  // How it writes dates, numbers and money (lib/time/format.ts): the tag Intl's number formats get
  // and the name of its date-fns locale data, which writes its dates the same on server and browser.
  displayLocale: string;
  dateFns: DateFnsLocale;
  // Its name as the back office (which stays English) writes it: form labels, badges, the CSV, the
  // launch check.
  englishName: string;
  // Its name in itself: the language switcher, the reply templates' language.
  ownName: string;
  // The subject a reply written in the mail program starts with (the inbox's Reply links): the
  // visitor reads it, so it is in the lead's language (the page it wrote from).
  replySubject: { plain: string; about: (service: string) => string };
};

// The languages a visitor can choose, the default one first (English, at the addresses without a
// prefix).
const LANGUAGES = [
  {
    code: 'en',
    openGraph: 'en_GB',
    displayLocale: 'en-GB',
    dateFns: enGB,
    englishName: 'English',
    ownName: 'English',
    replySubject: { plain: 'Re: your enquiry', about: (service: string) => `Re: your enquiry about ${service}` },
  },
  {
    code: 'de',
    openGraph: 'de_DE',
    displayLocale: 'de-DE',
    dateFns: de,
    englishName: 'German',
    ownName: 'Deutsch',
    replySubject: { plain: 'Re: Ihre Anfrage', about: (service: string) => `Re: Ihre Anfrage zu ${service}` },
  },
] as const satisfies readonly LocaleRecord[];

const ENGLISH = LANGUAGES[0];

// 'xx' is the pseudo-locale: every catalogue string of English, accented and lengthened
// (i18n/pseudo-locale.ts), to show any text that is not in a catalogue. Only in builds made with
// NEXT_PUBLIC_PSEUDO_LOCALE=1 (the test build), never in production. It is English, transformed:
// its Open Graph locale and reply subjects are English's.
export const PSEUDO_LOCALE = 'xx';

// 'en-XA' writes its dates as British English does, with the month and day names accented, so a
// date on its pages reads as translated text.
const pseudoDateFns: DateFnsLocale = {
  ...enGB,
  code: 'en-XA',
  localize: {
    ...enGB.localize,
    month: (month, options) => accent(enGB.localize.month(month, options)),
    day: (day, options) => accent(enGB.localize.day(day, options)),
  },
};

const PSEUDO = {
  ...ENGLISH,
  code: PSEUDO_LOCALE,
  displayLocale: 'en-XA',
  dateFns: pseudoDateFns,
  englishName: 'Pseudo-locale',
  ownName: pseudoText(ENGLISH.ownName),
} as const satisfies LocaleRecord;

// Every record, the pseudo-locale's too (proxy.ts's matcher lists its addresses in every build).
export const LOCALE_RECORDS = [...LANGUAGES, PSEUDO] as const;

export type Locale = (typeof LOCALE_RECORDS)[number]['code'];
export const ALL_LOCALES: readonly Locale[] = LOCALE_RECORDS.map((record) => record.code);
export const LOCALES: readonly Locale[] = process.env.NEXT_PUBLIC_PSEUDO_LOCALE === '1' ? ALL_LOCALES : ALL_LOCALES.filter((locale) => locale !== PSEUDO_LOCALE);
export const DEFAULT_LOCALE: Locale = ENGLISH.code;

// The languages a visitor can choose (the switcher, hreflang, the sitemap): every locale but the
// pseudo-locale.
export const PUBLISHED_LOCALES: readonly Locale[] = LOCALES.filter((locale) => locale !== PSEUDO_LOCALE);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

function byLocale<T>(pick: (record: (typeof LOCALE_RECORDS)[number]) => T): Record<Locale, T> {
  return Object.fromEntries(LOCALE_RECORDS.map((record) => [record.code, pick(record)])) as Record<Locale, T>;
}

export const OPEN_GRAPH_LOCALES: Record<Locale, string> = byLocale((record) => record.openGraph);
export const LANGUAGE_NAMES: Record<Locale, string> = byLocale((record) => record.englishName);
export const OWN_LANGUAGE_NAMES: Record<Locale, string> = byLocale((record) => record.ownName);
export const REPLY_SUBJECTS: Record<Locale, LocaleRecord['replySubject']> = byLocale((record) => record.replySubject);

export type DisplayLocale = (typeof LOCALE_RECORDS)[number]['displayLocale'];
export const DISPLAY_LOCALES: Record<Locale, DisplayLocale> = byLocale((record) => record.displayLocale);
export const DATE_FNS_LOCALES = Object.fromEntries(LOCALE_RECORDS.map((record) => [record.displayLocale, record.dateFns])) as Record<DisplayLocale, DateFnsLocale>;
