import { describe, expect, it } from 'vitest';
import type { TextEntryDto } from './text-entry';
import { currentText, filterTextEntries, groupTexts, isChanged, pageOfTexts, parseTextListQuery, textListSearch, untranslatedLocales } from './text-list';

const BY = { updatedBy: 'Erika Editor', updatedAt: '2026-11-01T09:00:00.000Z' };

function entry(key: string, en: string, de: string, overrides: TextEntryDto['overrides'] = {}, section = 'hero'): TextEntryDto {
  return { key, page: key.split('.')[0]!, section, defaults: { en, de, xx: en }, overrides };
}

const HERO = entry('Home.hero.title', 'Your path to Germany', 'Ihr Weg nach Deutschland');
const SUBTITLE = entry('Home.hero.subtitle', 'Visa advice', 'Visumberatung', { de: { value: 'Visa advice', ...BY } });
const STATS = entry('Home.stats.years', '{years} years', '{years} Jahre', { en: { value: '{years} years of practice', ...BY } }, 'stats');
const IMPRESSUM = entry('Legal.updated', 'Impressum', 'Impressum', {}, 'legal');
const ALL = [HERO, SUBTITLE, STATS, IMPRESSUM];

describe('the query in the address', () => {
  it('reads the search, the two filters and the page, and takes anything else as no filter', () => {
    expect(parseTextListQuery({ q: '  hero ', changed: '1', same: '1', page: '3' })).toEqual({ q: 'hero', changed: true, same: true, page: 3 });
    expect(parseTextListQuery({ q: ['a', 'b'], changed: 'yes', page: '-2' })).toEqual({ q: 'a', changed: false, same: false, page: 1 });
    expect(parseTextListQuery({ page: '2.5' }).page).toBe(1);
    expect(parseTextListQuery({ q: 'x'.repeat(500) }).q).toHaveLength(200);
  });

  it('writes the address the pagination links to, keeping the filter and leaving page 1 out', () => {
    const query = parseTextListQuery({ q: 'Weg nach', changed: '1' });
    expect(textListSearch(query, 2)).toBe('q=Weg+nach&changed=1&page=2');
    expect(textListSearch(query, 1)).toBe('q=Weg+nach&changed=1');
    expect(textListSearch(parseTextListQuery({}))).toBe('');
  });
});

describe('a text’s state', () => {
  it('shows the firm’s wording where there is one, the catalogue’s otherwise', () => {
    expect(currentText(STATS, 'en')).toBe('{years} years of practice');
    expect(currentText(STATS, 'de')).toBe('{years} Jahre');
    expect(isChanged(STATS)).toBe(true);
    expect(isChanged(HERO)).toBe(false);
  });

  it('finds a translation that reads as English, by default or by an override', () => {
    expect(untranslatedLocales(IMPRESSUM)).toEqual(['de']);
    expect(untranslatedLocales(SUBTITLE)).toEqual(['de']);
    expect(untranslatedLocales(HERO)).toEqual([]);
    // English changed, German not: no longer the same.
    expect(untranslatedLocales(entry('A.b', 'Same', 'Same', { en: { value: 'Other', ...BY } }))).toEqual([]);
  });
});

describe('filtering', () => {
  const none = { q: '', changed: false, same: false };

  it('keeps every text in page order without a filter', () => {
    expect(filterTextEntries(ALL, none)).toEqual(ALL);
  });

  it('keeps the changed texts, or those whose translation reads as English', () => {
    expect(filterTextEntries(ALL, { ...none, changed: true }).map((row) => row.key)).toEqual(['Home.hero.subtitle', 'Home.stats.years']);
    expect(filterTextEntries(ALL, { ...none, same: true }).map((row) => row.key)).toEqual(['Home.hero.subtitle', 'Legal.updated']);
    expect(filterTextEntries(ALL, { ...none, changed: true, same: true }).map((row) => row.key)).toEqual(['Home.hero.subtitle']);
  });

  it('searches the key, the defaults and the overrides of every language, case ignored', () => {
    expect(filterTextEntries(ALL, { ...none, q: 'weg NACH' }).map((row) => row.key)).toEqual(['Home.hero.title']);
    expect(filterTextEntries(ALL, { ...none, q: 'of practice' }).map((row) => row.key)).toEqual(['Home.stats.years']);
    expect(filterTextEntries(ALL, { ...none, q: 'home.stats' }).map((row) => row.key)).toEqual(['Home.stats.years']);
    expect(filterTextEntries(ALL, { ...none, q: 'nowhere' })).toEqual([]);
  });
});

describe('paging and groups', () => {
  const many = Array.from({ length: 95 }, (_, index) => entry(`Home.list.item${index}`, `Item ${index}`, `Punkt ${index}`, {}, index < 50 ? 'first' : 'second'));

  it('cuts the kept texts into pages of 40, a page past the end showing the last', () => {
    expect(pageOfTexts(many, 1)).toMatchObject({ page: 1, totalPages: 3, total: 95 });
    expect(pageOfTexts(many, 1).rows).toHaveLength(40);
    expect(pageOfTexts(many, 3).rows.map((row) => row.key)).toEqual(many.slice(80).map((row) => row.key));
    expect(pageOfTexts(many, 9).page).toBe(3);
    expect(pageOfTexts([], 1)).toEqual({ rows: [], page: 1, totalPages: 1, total: 0 });
  });

  it('puts neighbouring texts of one page and section under one heading', () => {
    expect(groupTexts(ALL).map((group) => [group.page, group.section, group.rows.length])).toEqual([
      ['Home', 'hero', 2],
      ['Home', 'stats', 1],
      ['Legal', 'legal', 1],
    ]);
    const second = groupTexts(pageOfTexts(many, 2).rows);
    expect(second.map((group) => [group.section, group.rows.length])).toEqual([
      ['first', 10],
      ['second', 30],
    ]);
  });
});
