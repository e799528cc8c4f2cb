import { DEFAULT_LOCALE, LANGUAGE_NAMES, type Locale } from '@/i18n/locales';
import { TRANSLATION_LOCALES } from '@/lib/i18n/localized';
import { TEXT_LOCALES } from './catalogue';
import type { TextEntryDto } from './text-entry';

// What the launch check says about the firm's wording of the catalogue texts (issue 45): a text
// whose German (any translation) reads as the English once one of them was changed, and a text
// changed in one language but not in another, whose other language likely still says the old
// thing. Texts never changed are the catalogue's, checked by i18n/messages.test.ts.
export type TextFinding = { key: string; kind: 'same-as-english' | 'one-language'; message: string; href: string };

export const textScreenHref = (key: string) => `/admin/texts?q=${encodeURIComponent(key)}`;

const shown = (entry: TextEntryDto, locale: Locale) => entry.overrides[locale]?.value ?? entry.defaults[locale];
const names = (locales: readonly Locale[]) => locales.map((locale) => LANGUAGE_NAMES[locale]).join(' and ');

export function textFindings(entries: readonly TextEntryDto[]): TextFinding[] {
  return entries.flatMap((entry) => {
    const changed = TEXT_LOCALES.filter((locale) => entry.overrides[locale]);
    if (changed.length === 0) return [];
    const findings: TextFinding[] = [];
    for (const locale of TRANSLATION_LOCALES) {
      if (shown(entry, locale) === shown(entry, DEFAULT_LOCALE) && (entry.overrides[locale] || entry.overrides[DEFAULT_LOCALE])) {
        findings.push({ key: `text-${entry.key}-${locale}-same`, kind: 'same-as-english', message: `Text ${entry.key}: the ${LANGUAGE_NAMES[locale]} reads the same as the English.`, href: textScreenHref(entry.key) });
      }
    }
    const unchanged = TEXT_LOCALES.filter((locale) => !entry.overrides[locale]);
    if (unchanged.length) {
      findings.push({
        key: `text-${entry.key}-one-language`,
        kind: 'one-language',
        message: `Text ${entry.key}: changed in ${names(changed)} only; check that the ${names(unchanged)} says the same.`,
        href: textScreenHref(entry.key),
      });
    }
    return findings;
  });
}
