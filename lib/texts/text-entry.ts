import type { Locale } from '@/i18n/locales';

// The Texts screen's vocabulary (issue 45): one catalogue text a visitor reads, its default in
// each language (messages/<locale>/<Namespace>.json) and the firm's own wording over it, if any.
// A text is named by its key: the namespace and the path in the catalogue, 'Home.hero.title'.

export type TextKey = string;

// The firm's wording of one text in one language, and who last changed it.
export type TextOverrideDto = { value: string; updatedBy: string; updatedAt: string };

// One earlier value of a text in one language (the history under the text; newest first).
// wasDefault: the value was the catalogue's default (the text had no override before).
export type TextHistoryEntryDto = { locale: Locale; value: string; replacedBy: string; replacedAt: string; wasDefault?: boolean };

// One row of the screen: the texts of every language side by side.
export type TextEntryDto = {
  key: TextKey;
  // The page the text belongs to and its section there (the screen's groups, in page order).
  page: string;
  section: string;
  // Per language: the catalogue's default, and the override when there is one.
  defaults: Record<Locale, string>;
  overrides: Partial<Record<Locale, TextOverrideDto>>;
};

// What the screen's save and reset send (validated with zod on the server).
export type TextSaveInput = { key: TextKey; locale: Locale; value: string };
export type TextResetInput = { key: TextKey; locale: Locale };
