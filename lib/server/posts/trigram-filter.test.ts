import { describe, expect, it } from 'vitest';
import { mayContain, trigramFilter, trigramProbe } from './trigram-filter';

// A small random generator with a seed, so a failure can be run again.
function random(seed: number) {
  let state = seed;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe('the trigram filter', () => {
  it('never rules out a post that holds the text (no false negatives), over thousands of random texts and parts', () => {
    const next = random(42);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÜß 0123456789.,-€\u2013\u201e\u201c';
    let checked = 0;
    for (let round = 0; round < 300; round += 1) {
      let text = '';
      const length = 20 + Math.floor(next() * 3000);
      for (let i = 0; i < length; i += 1) text += alphabet[Math.floor(next() * alphabet.length)];
      const filter = trigramFilter('HEADLINE', text);
      for (let part = 0; part < 20; part += 1) {
        const start = Math.floor(next() * text.length);
        const needle = text.slice(start, start + 1 + Math.floor(next() * 12));
        expect(mayContain(filter, trigramProbe(needle)), needle).toBe(true);
        checked += 1;
      }
      expect(mayContain(filter, trigramProbe('HEADLINE'))).toBe(true);
    }
    expect(checked).toBe(6000);
  });

  it('rules out most posts that do not hold the text', () => {
    const next = random(7);
    const words = ['STUDIUM', 'VISUM', 'ANERKENNUNG', 'BLAUE', 'KARTE', 'UNIVERSITY', 'DEGREE', 'WORK', 'PERMIT', 'GERMANY', 'BERLIN', 'APPLICATION', 'LANGUAGE', 'COURSE'];
    let passed = 0;
    for (let post = 0; post < 1000; post += 1) {
      let text = '';
      while (text.length < 3000) text += `${words[Math.floor(next() * words.length)]} ${Math.floor(next() * 1000)} `;
      if (mayContain(trigramFilter(text), trigramProbe('VISA 12'))) passed += 1;
    }
    // None holds "VISA 12"; a sieve that let most through would save nothing.
    expect(passed).toBeLessThan(100);
  });

  it('lets every post through for a text of under three units, which has no trigram', () => {
    expect(trigramProbe('AB')).toEqual([]);
    expect(mayContain(trigramFilter('XYZ'), trigramProbe('AB'))).toBe(true);
  });
});
