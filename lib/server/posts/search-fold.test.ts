import { describe, expect, it } from 'vitest';
import { escapeRegex } from '@/lib/escape-regex';
import { foldForSearch, holds, searchNeedle, storedText } from './search-fold';

const regexFinds = (text: string, q: string) => new RegExp(escapeRegex(q), 'i').test(text);
const foldFinds = (text: string, q: string) => foldForSearch(text).includes(foldForSearch(q));

describe('foldForSearch', () => {
  it('matches as a case-insensitive regular expression does, for every UTF-16 unit against its upper and lower case', () => {
    let compared = 0;
    let found = 0;
    const differing: string[] = [];
    for (let unit = 0; unit < 0x10000; unit += 1) {
      const char = String.fromCharCode(unit);
      for (const other of new Set([char, char.toUpperCase(), char.toLowerCase(), 'S', 's', 'K', 'k'])) {
        const expected = regexFinds(char, other);
        if (foldFinds(char, other) !== expected) differing.push(`${unit.toString(16)} / ${other}`);
        compared += 1;
        if (expected) found += 1;
      }
    }
    expect(differing).toEqual([]);
    expect(compared).toBeGreaterThan(0x10000 * 2);
    // Both answers occur: the comparison is not of two constant results.
    expect(found).toBeGreaterThan(0x10000);
    expect(found).toBeLessThan(compared);
  });

  it('keeps the rule on the edges people type and paste', () => {
    const text = 'Straße, STRASSE, Maße µm, Kelvin \u212a, long \u017f, İstanbul, ıi, ΣΑΣ σας, ﬀ, 🇩🇪 Größe, ÄRGER';
    for (const q of ['straße', 'STRASSE', 'strasse', 'ss', 'µ', 'Μ', 'k', '\u212a', 's', '\u017f', 'i̇', 'istanbul', 'ı', 'I', 'σας', 'ΣΑΣ', 'ς', 'ff', 'ﬀ', '🇩🇪', 'größe', 'ärger', 'Ä', 'nothing']) {
      expect(foldFinds(text, q), q).toBe(regexFinds(text, q));
    }
    expect(foldFinds(text, 'größe')).toBe(true);
  });

  it('folds a text longer than one chunk in full', () => {
    const text = 'a'.repeat(20_000) + 'Visum';
    expect(foldForSearch(text)).toHaveLength(text.length);
    expect(foldFinds(text, 'VISUM')).toBe(true);
  });

  it('finds in the stored bytes what the string holds, lone surrogates included', () => {
    const texts = ['Größe der Straße – 11.904 €', 'emoji 🇩🇪 flag', 'lone \ud83c high', 'lone \udde9 low', ''];
    const needles = ['größe', 'STRASSE', 'straße', '€', '– 11', '🇩🇪', '\ud83c', '\udde9', '\ud83c\udde9', 'lone', 'e', 'nothing'];
    for (const text of texts) {
      const stored = storedText(foldForSearch(text));
      for (const q of needles) expect(holds(stored, searchNeedle(foldForSearch(q))), `${text} / ${q}`).toBe(foldForSearch(text).includes(foldForSearch(q)));
    }
    expect(Buffer.isBuffer(storedText('plain'))).toBe(true);
    expect(storedText('lone \ud83c')).toBe('lone \ud83c');
  });
});
