import { z } from 'zod';
import { pseudoText } from '@/i18n/pseudo-locale';
import { DEFAULT_LOCALE, LANGUAGE_NAMES, PSEUDO_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';

// A text the firm writes in the back office in each language it publishes (a service's title, a
// testimonial's quote, …): English always, the others optional, since a page in a language shows
// the English text where that language's is missing (and the launch check lists it). A new
// language is a new optional key: no code here changes.
export type Localized = { en: string } & Partial<Record<Locale, string>>;

// The languages a text may be translated into: every published one but English, the source.
export const TRANSLATION_LOCALES: readonly Locale[] = PUBLISHED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

// A value as stored: documents written before texts had languages hold a plain string, which is
// the English text.
// (As mongoose types a stored one: any language's key may be missing or null.)
export type StoredLocalized = Localized | Partial<Record<string, string | null>> | string | null | undefined;

export function asLocalized(value: StoredLocalized | Record<string, unknown>): Localized {
  if (typeof value === 'string') return { en: value };
  if (!value || typeof value !== 'object') return { en: '' };
  const out: Localized = { en: typeof value.en === 'string' ? value.en : '' };
  for (const locale of TRANSLATION_LOCALES) {
    const text = value[locale];
    // An empty translation is no translation.
    if (typeof text === 'string' && text.trim() !== '') out[locale] = text;
  }
  return out;
}

// The text a page in `locale` shows: its own, or English where it has none. The pseudo-locale
// shows English transformed (i18n/pseudo-locale.ts), so its check finds no untransformed English.
export function pickLocalized(value: StoredLocalized, locale: Locale): string {
  const text = asLocalized(value);
  if (locale === PSEUDO_LOCALE) return pseudoText(text.en);
  return text[locale] ?? text.en;
}

// The languages `value` has no text in (English being there or not is the form's business).
export function missingTranslations(value: StoredLocalized): Locale[] {
  const text = asLocalized(value);
  // An empty English text (an optional long description) needs no translation either.
  if (text.en.trim() === '') return [];
  return TRANSLATION_LOCALES.filter((locale) => !text[locale]);
}

// How many of `values` lack a text in `locale`.
export function countMissing(values: readonly StoredLocalized[], locale: Locale): number {
  return values.filter((value) => missingTranslations(value).includes(locale)).length;
}

// The zod schema of a localized text, from the schema of one language's text (`label` names the
// field in messages): English as `english` requires, each other language optional, an empty one
// dropped. Errors land on `<field>.en`, `<field>.de`.
export function localizedSchema(english: z.ZodType<string, string>, translation: (locale: Locale) => z.ZodType<string, string>) {
  const shape: Record<string, z.ZodType<string | undefined, unknown>> = { en: english };
  for (const locale of TRANSLATION_LOCALES) {
    // Empty is "not written" (checked before the language's own rules, which may require a length).
    shape[locale] = z.preprocess((text) => (typeof text === 'string' && text.trim() === '' ? undefined : text), translation(locale).optional());
  }
  // A plain string is the English text (a client written before texts had languages).
  return z
    .preprocess((value) => (typeof value === 'string' ? { en: value } : value), z.object(shape, { error: 'Give the text' }))
    .transform((value) => asLocalized(value as Record<string, unknown>)) as unknown as z.ZodType<Localized, ({ en: string } & Partial<Record<Locale, string>>) | string>;
}

// A localized text for the form: every language present, empty where not written.
export function formLocalized(value: StoredLocalized): { en: string } & Partial<Record<Locale, string>> {
  const text = asLocalized(value);
  return Object.fromEntries([['en', text.en], ...TRANSLATION_LOCALES.map((locale) => [locale, text[locale] ?? ''])]) as Localized;
}

// The name of a language for the back office (which stays English).
export function languageName(locale: Locale): string {
  return LANGUAGE_NAMES[locale];
}

// One value for each of a record's per-language fields (its one list, e.g.
// TESTIMONIAL_LOCALIZED_FIELDS), made by `make`: the record modules' mappers and form values pick
// those fields so, and a new one needs no line of its own.
export function eachField<F extends string, T>(fields: readonly F[], make: (field: F) => T): Record<F, T> {
  return Object.fromEntries(fields.map((field) => [field, make(field)])) as Record<F, T>;
}
