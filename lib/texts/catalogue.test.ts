import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/i18n/messages';
import { catalogueDefault, catalogueEntries, flattenCatalogue, isCatalogueKey, TEXT_LOCALES, TEXT_PAGE_LABELS, TEXT_PAGES, textPlace } from './catalogue';

const read = (locale: string, namespace: string) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../messages/${locale}/${namespace}.json`), 'utf8')) as unknown;

describe('the Texts screen’s catalogue', () => {
  it('flattens a catalogue file in its own order', () => {
    expect(flattenCatalogue({ b: 'B', a: { y: 'Y', x: 'X' } }, 'Home')).toEqual([
      ['Home.b', 'B'],
      ['Home.a.y', 'Y'],
      ['Home.a.x', 'X'],
    ]);
  });

  it('lists every text of every namespace but the staff-only ones, once, grouped by page in the table’s order', () => {
    const entries = catalogueEntries();
    const keys = entries.map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
    const expected = NAMESPACES.flatMap((namespace) => flattenCatalogue(read('en', namespace), namespace).map(([key]) => key)).filter((key) => !key.startsWith('Blog.preview.'));
    expect([...keys].sort()).toEqual([...expected].sort());
    // Pages come in one run each, in TEXT_PAGE_LABELS' order.
    const pageRuns = entries.map((entry) => entry.page).filter((page, index, pages) => page !== pages[index - 1]);
    expect(pageRuns).toEqual(TEXT_PAGE_LABELS);
    expect(TEXT_PAGE_LABELS[0]).toBe('Home');
    // Within a namespace, the file's order.
    const home = entries.filter((entry) => entry.key.startsWith('Home.')).map((entry) => entry.key);
    expect(home).toEqual(flattenCatalogue(read('en', 'Home'), 'Home').map(([key]) => key));
  });

  it('gives each text its page, its section and its default in every language', () => {
    expect(textPlace('Home.hero.heading')).toEqual({ page: 'Home', section: 'hero' });
    expect(textPlace('BookingMail.greeting')).toEqual({ page: 'Mails to visitors', section: 'BookingMail' });
    expect(TEXT_PAGES.Nav.page).toBe('Site-wide');
    const entry = catalogueEntries().find((candidate) => candidate.key === 'Home.hero.heading')!;
    expect(entry.defaults.en).toBe((read('en', 'Home') as { hero: { heading: string } }).hero.heading);
    expect(entry.defaults.de).toBe((read('de', 'Home') as { hero: { heading: string } }).hero.heading);
    expect(entry.defaults.xx).toMatch(/^\[/);
    expect(entry.overrides).toEqual({});
    expect(catalogueDefault('Home.hero.heading', 'de')).toBe(entry.defaults.de);
    expect(isCatalogueKey('Home.hero')).toBe(false);
    expect(isCatalogueKey('Blog.preview.title')).toBe(false);
    expect(TEXT_LOCALES).toEqual(['en', 'de']);
  });
});
