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

describe('escapeRegex with a NUL byte', () => {
  it('escapes it, and the pattern still matches the text literally', () => {
    const pattern = new RegExp(escapeRegex('a\0b'), 'i');
    expect(pattern.source).not.toContain('\0');
    expect(pattern.test('xa\0by')).toBe(true);
    expect(pattern.test('ab')).toBe(false);
  });
});
