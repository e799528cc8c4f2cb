import { describe, expect, it } from 'vitest';
import { blogCategoryUrl, blogUrl } from './blog-url';

describe('blogUrl', () => {
  it('leaves the defaults out, so the first page of everything is /blog', () => {
    expect(blogUrl({})).toBe('/blog');
    expect(blogUrl({ q: '  ', category: 'all', sort: 'latest', page: 1 })).toBe('/blog');
  });

  it("gives the first page of one category that category's own page", () => {
    expect(blogUrl({ category: 'visa' })).toBe('/blog/category/visa');
    expect(blogUrl({ category: 'visa', sort: 'latest', page: 1 })).toBe('/blog/category/visa');
  });

  it('keeps a search, the oldest-first sort or a later page in the query', () => {
    expect(blogUrl({ q: ' visa ', category: 'immigration' })).toBe('/blog?q=visa&category=immigration');
    expect(blogUrl({ category: 'visa', sort: 'oldest' })).toBe('/blog?category=visa&sort=oldest');
    expect(blogUrl({ category: 'visa', page: 2 })).toBe('/blog?category=visa&page=2');
    expect(blogUrl({ page: 3 })).toBe('/blog?page=3');
  });

  it('encodes a category id in its path', () => {
    expect(blogCategoryUrl('a b')).toBe('/blog/category/a%20b');
  });
});
