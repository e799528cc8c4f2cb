import { describe, expect, it } from 'vitest';
import { readTimeLabel } from './read-time';

describe('readTimeLabel', () => {
  it('prefers the stored label', () => {
    expect(readTimeLabel({ readTime: ' 7 min read ', summary: 'word' })).toBe('7 min read');
  });

  it('estimates from the word count at 200 words a minute', () => {
    expect(readTimeLabel({ summary: 'word '.repeat(200) })).toBe('1 min read');
    expect(readTimeLabel({ summary: 'word '.repeat(201) })).toBe('2 min read');
    expect(readTimeLabel({ summary: 'just a few words' })).toBe('1 min read');
  });

  it('falls back to 5 min read without text', () => {
    expect(readTimeLabel({ summary: '   ' })).toBe('5 min read');
    expect(readTimeLabel({})).toBe('5 min read');
  });
});

describe('readTimeLabel in another language', () => {
  it('writes the estimate with the language’s words, and keeps a stored label as typed', () => {
    const german = (count: number) => `${count} Min. Lesezeit`;
    expect(readTimeLabel({ summary: 'wort '.repeat(201) }, german)).toBe('2 Min. Lesezeit');
    expect(readTimeLabel({}, german)).toBe('5 Min. Lesezeit');
    expect(readTimeLabel({ readTime: '4 Minuten' }, german)).toBe('4 Minuten');
  });
});
