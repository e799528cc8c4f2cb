import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isSingleLine, singleLine, singleLineMessage } from './single-line';

describe('singleLine', () => {
  it('refuses every control character and line separator, inside the text too', () => {
    for (const bad of ['Hello Evil\nBcc: a@b.c', 'a\rb', 'a\tb', 'a\u0000b', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u2029b', 'a\u001bb']) {
      expect(isSingleLine(bad), JSON.stringify(bad)).toBe(false);
    }
  });

  it('accepts ordinary text in any script, with spaces and punctuation', () => {
    for (const good of ['Olivia Owner', 'Müller & Söhne GmbH', 'مینا رحیمی', 'José – “Visa” 2026', '']) expect(isSingleLine(good), good).toBe(true);
  });

  it('keeps the field’s own checks and adds a clear message under the field', () => {
    const name = singleLine(z.string().trim().min(2, 'Name must be at least 2 characters'), 'Name');
    expect(name.parse('  Ada Lovelace ')).toBe('Ada Lovelace');
    expect(name.safeParse('A').error?.issues[0]?.message).toBe('Name must be at least 2 characters');
    expect(name.safeParse('Ada\nBcc: x@y.z').error?.issues.map((issue) => issue.message)).toEqual([singleLineMessage('Name')]);
  });
});
