import { describe, expect, it } from 'vitest';
import { movedListAddress } from './moved-list-address';

const moved = (query: string, locale: 'en' | 'de' = 'en', pathCategory?: string) => movedListAddress(new URLSearchParams(query), locale, pathCategory);

describe('movedListAddress', () => {
  it("sends an older page of the list to the page's own address", () => {
    expect(moved('page=2')).toBe('/blog/page/2');
    expect(moved('page=2', 'de')).toBe('/de/blog/seite/2');
    expect(moved('category=visa&page=3')).toBe('/blog/category/visa/page/3');
    expect(moved('category=visum&page=3', 'de')).toBe('/de/blog/kategorie/visum/seite/3');
  });

  it("takes a category's page from its path (/blog/category/visa?page=2) before the query", () => {
    expect(moved('page=2', 'en', 'visa')).toBe('/blog/category/visa/page/2');
    expect(moved('page=2&category=career', 'en', 'visa')).toBe('/blog/category/visa/page/2');
    expect(moved('page=2', 'de', 'visum')).toBe('/de/blog/kategorie/visum/seite/2');
    expect(moved('page=2&category=visa', 'en', 'all')).toBe('/blog/category/visa/page/2');
  });

  it("sends page 1, a category alone and 'all' to the list's first pages", () => {
    expect(moved('page=1')).toBe('/blog');
    expect(moved('category=visa')).toBe('/blog/category/visa');
    expect(moved('category=all&page=2')).toBe('/blog/page/2');
    expect(moved('')).toBe('/blog');
  });

  it("writes a category named in any language, or by its name, as this language's slug", () => {
    expect(moved('category=Visa&page=2')).toBe('/blog/category/visa/page/2');
    expect(moved('category=visa', 'de')).toBe('/de/blog/kategorie/visum');
    expect(moved('category=studium')).toBe('/blog/category/education');
  });

  it('keeps an unknown category (its address answers 404) and sends a malformed page to the first', () => {
    expect(moved('category=nonsense&page=2')).toBe('/blog/category/nonsense/page/2');
    for (const page of ['0', '-1', 'x', '2.5', '']) expect(moved(`page=${page}`), page).toBe('/blog');
    // Past the last page: the page's address, which answers 404.
    expect(moved('page=99')).toBe('/blog/page/99');
  });

  it("keeps other parameters, such as a campaign's", () => {
    expect(moved('page=2&utm_source=newsletter')).toBe('/blog/page/2?utm_source=newsletter');
  });
});
