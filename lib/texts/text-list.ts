import { DEFAULT_LOCALE, PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import type { TextEntryDto } from './text-entry';

// The Texts screen's list (issue 45): which texts a filter keeps, which of them a page shows and
// the groups they are shown in. The filter is the page's address (a GET form that works before
// the scripts run): `?q=&changed=1&same=1&page=`.

export const TEXTS_PER_PAGE = 40;
// Longer searches are cut: nobody types more, and the search runs over hundreds of texts per request.
export const TEXT_SEARCH_MAX = 200;

export type TextListQuery = {
  // Found in the key, a default or an override, in any language (case ignored).
  q: string;
  // Only texts the firm changed in some language.
  changed: boolean;
  // Only texts a translation still shows exactly as English.
  same: boolean;
  page: number;
};

type SearchParams = Record<string, string | string[] | undefined>;

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

// The query from the address; anything not understood is no filter (page 1, no search).
export function parseTextListQuery(params: SearchParams): TextListQuery {
  const page = Number(first(params.page));
  return {
    q: first(params.q).trim().slice(0, TEXT_SEARCH_MAX),
    changed: first(params.changed) === '1',
    same: first(params.same) === '1',
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

// The query of the screen's address (`page` 1 left out): the pagination's links keep the filter.
export function textListSearch(query: TextListQuery, page = query.page): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.changed) params.set('changed', '1');
  if (query.same) params.set('same', '1');
  if (page > 1) params.set('page', String(page));
  return params.toString();
}

// What a page in `locale` shows: the firm's wording, or the catalogue's.
export function currentText(entry: TextEntryDto, locale: Locale): string {
  return entry.overrides[locale]?.value ?? entry.defaults[locale] ?? '';
}

export function isChanged(entry: TextEntryDto): boolean {
  return PUBLISHED_LOCALES.some((locale) => entry.overrides[locale] !== undefined);
}

// The languages besides English whose page shows this text exactly as the English page does (a
// translation not made yet, or undone by an override).
export function untranslatedLocales(entry: TextEntryDto): Locale[] {
  const english = currentText(entry, DEFAULT_LOCALE).trim();
  return PUBLISHED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE && currentText(entry, locale).trim() === english);
}

function matches(entry: TextEntryDto, needle: string): boolean {
  const haystack = [entry.key, ...PUBLISHED_LOCALES.flatMap((locale) => [entry.defaults[locale] ?? '', entry.overrides[locale]?.value ?? ''])];
  return haystack.some((text) => text.toLocaleLowerCase().includes(needle));
}

// The entries the query keeps, in their order (page order).
export function filterTextEntries(entries: readonly TextEntryDto[], query: Pick<TextListQuery, 'q' | 'changed' | 'same'>): TextEntryDto[] {
  const needle = query.q.toLocaleLowerCase();
  return entries.filter(
    (entry) => (!query.changed || isChanged(entry)) && (!query.same || untranslatedLocales(entry).length > 0) && (!needle || matches(entry, needle)),
  );
}

export type TextPage = { rows: TextEntryDto[]; page: number; totalPages: number; total: number };

// One page of the kept entries; a page past the end shows the last one.
export function pageOfTexts(entries: readonly TextEntryDto[], page: number, size = TEXTS_PER_PAGE): TextPage {
  const totalPages = Math.max(1, Math.ceil(entries.length / size));
  const current = Math.min(Math.max(1, Math.floor(page)), totalPages);
  return { rows: entries.slice((current - 1) * size, current * size), page: current, totalPages, total: entries.length };
}

export type TextGroup = { page: string; section: string; rows: TextEntryDto[] };

// Neighbouring rows of one page and section under one heading (the rows come in page order, so a
// section cut by the paging continues under its heading on the next page).
export function groupTexts(rows: readonly TextEntryDto[]): TextGroup[] {
  const groups: TextGroup[] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last.page === row.page && last.section === row.section) last.rows.push(row);
    else groups.push({ page: row.page, section: row.section, rows: [row] });
  }
  return groups;
}
