import { describe, expect, it } from 'vitest';
import { blogCategoryUrl, blogListPageUrl, blogUrl } from './blog-url';

describe('blogUrl', () => {
  it('leaves the defaults out, so the first page of everything is /blog', () => {
    expect(blogUrl({})).toBe('/blog');
    expect(blogUrl({ q: '  ', category: 'all', sort: 'latest', page: 1 })).toBe('/blog');
  });

  it("gives the first page of one category that category's own page", () => {
    expect(blogUrl({ category: 'visa' })).toBe('/blog/category/visa');
    expect(blogUrl({ category: 'visa', sort: 'latest', page: 1 })).toBe('/blog/category/visa');
  });

  it('gives each later page of the list and of a category an address of its own', () => {
    expect(blogUrl({ page: 3 })).toBe('/blog/page/3');
    expect(blogUrl({ category: 'all', sort: 'latest', page: 2 })).toBe('/blog/page/2');
    expect(blogUrl({ category: 'visa', page: 2 })).toBe('/blog/category/visa/page/2');
  });

  it('writes the German addresses of the pages', () => {
    expect(blogUrl({ page: 2 }, 'de')).toBe('/de/blog/seite/2');
    expect(blogUrl({ category: 'visum', page: 2 }, 'de')).toBe('/de/blog/kategorie/visum/seite/2');
    expect(blogUrl({ category: 'visum' }, 'de')).toBe('/de/blog/kategorie/visum');
  });

  it('keeps a search or the oldest-first sort, with its category and page, in the query', () => {
    expect(blogUrl({ q: ' visa ', category: 'immigration' })).toBe('/blog?q=visa&category=immigration');
    expect(blogUrl({ category: 'visa', sort: 'oldest' })).toBe('/blog?category=visa&sort=oldest');
    expect(blogUrl({ q: 'visa', page: 2 })).toBe('/blog?q=visa&page=2');
    expect(blogUrl({ sort: 'oldest', page: 2 }, 'de')).toBe('/de/blog?sort=oldest&page=2');
  });

  it('encodes a category id in its path', () => {
    expect(blogCategoryUrl('a b')).toBe('/blog/category/a%20b');
    expect(blogListPageUrl('a b', 2)).toBe('/blog/category/a%20b/page/2');
  });
});
