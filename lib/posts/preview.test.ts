import { describe, expect, it } from 'vitest';
import { previewText } from './preview';

describe('previewText', () => {
  it('leaves short texts alone, with whitespace runs made single spaces', () => {
    expect(previewText('Short text.\n\nSecond paragraph.', 200)).toBe('Short text. Second paragraph.');
  });

  it('cuts at a sentence end when it falls past 70 % of the length', () => {
    const text = `${'a'.repeat(75)}. ${'b'.repeat(60)}`;
    expect(previewText(text, 100)).toBe(`${'a'.repeat(75)}....`);
  });

  it('ignores a sentence end before 70 % and cuts at a word end past 80 %', () => {
    const text = `${'a'.repeat(50)}. ${'word '.repeat(20)}`;
    const result = previewText(text, 100);
    expect(result.endsWith('word...')).toBe(true);
    expect(result.length - 3).toBeGreaterThan(80);
    expect(result.length - 3).toBeLessThanOrEqual(100);
  });

  it('cuts hard at the length when there is neither', () => {
    const text = 'x'.repeat(300);
    expect(previewText(text, 150)).toBe(`${'x'.repeat(150)}...`);
  });

  it('does not cut through a word that ends exactly at the limit', () => {
    const text = `${'a'.repeat(10)} ${'b'.repeat(89)} tail`;
    expect(previewText(text, 100)).toBe(`${'a'.repeat(10)} ${'b'.repeat(89)}...`);
  });
});
