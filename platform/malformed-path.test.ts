import { describe, expect, it } from 'vitest';
import { hasMalformedEscape } from './malformed-path';

describe('hasMalformedEscape', () => {
  it('finds a malformed percent-escape in the path', () => {
    for (const url of ['/blog/%E0%A4%A', '/blog/%', '/api/v1/posts/getById/%E0%A4%A', '/uploads/%', '/%zz', '/a%2']) {
      expect(hasMalformedEscape(url), url).toBe(true);
    }
  });

  it('accepts well-formed paths, whatever the query or fragment holds', () => {
    for (const url of ['/', '/blog/6b04718728e1873ade7b5f5c', '/blog/%E0%A4%A4', '/a%20b', '/blog?q=%', '/blog?q=100%25#%']) {
      expect(hasMalformedEscape(url), url).toBe(false);
    }
  });
});
