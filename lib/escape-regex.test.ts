import { describe, expect, it } from 'vitest';
import { escapeRegex } from './escape-regex';

describe('escapeRegex', () => {
  it('turns every special character into a literal', () => {
    for (const text of ['(a+)+$', '.*', '[x]{2}', 'a|b', '\\d', 'C++ ^start? end$']) {
      const pattern = new RegExp(escapeRegex(text), 'i');
      expect(pattern.test(text)).toBe(true);
      expect(pattern.source).not.toBe(text);
    }
    expect(new RegExp(escapeRegex('.*')).test('anything')).toBe(false);
  });
});
