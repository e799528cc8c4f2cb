import { Schema } from 'mongoose';
import { PUBLISHED_LOCALES } from '@/i18n/locales';

// A text in each published language (lib/i18n/localized.ts): { en, de? }. Documents written
// before texts had languages hold a plain string there; reads (lean, uncast) accept both through
// asLocalized, and the next save of the document writes the object (the first-save migration:
// each save sets the whole text).
export const localizedTextSchema = new Schema(Object.fromEntries(PUBLISHED_LOCALES.map((locale) => [locale, { type: String }])), { _id: false });

// A plain string written (an import, a script written before) is stored as the English text.
export function localizedText({ required = false } = {}) {
  return { type: localizedTextSchema, required, set: (value: unknown) => (typeof value === 'string' ? { en: value } : value) };
}
