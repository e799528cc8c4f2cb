import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './messages';
import { pseudoLocalize, pseudoText } from './pseudo-locale';

const ROOT = path.resolve(import.meta.dirname, '../messages');
const LANGUAGES = readdirSync(ROOT);
const read = (locale: string, namespace: string) => JSON.parse(readFileSync(path.join(ROOT, locale, `${namespace}.json`), 'utf8')) as unknown;

// Every leaf of a catalogue as 'path.to.key' → its text.
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  if (typeof value === 'string') out.set(prefix, value);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) for (const [leaf, text] of leaves(inner, prefix ? `${prefix}.${key}` : key)) out.set(leaf, text);
  return out;
}

// The ICU argument names of a text ({name}, {count, plural, …}), which every language must keep.
const argumentsOf = (text: string) => [...new Set([...text.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((match) => match[1]))].sort();

describe('the catalogues', () => {
  it('has a folder for English and German, and a file for every namespace in each', () => {
    expect(LANGUAGES).toEqual(expect.arrayContaining(['en', 'de']));
    for (const locale of LANGUAGES) expect(readdirSync(path.join(ROOT, locale)).sort()).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
  });

  for (const locale of LANGUAGES.filter((l) => l !== 'en')) {
    it.each(NAMESPACES)(`${locale}: %s has exactly the English keys, each text non-empty with the same arguments`, (namespace) => {
      const english = leaves(read('en', namespace));
      const translated = leaves(read(locale, namespace));
      expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, text] of translated) {
        expect(text.trim(), `${namespace}.${key}`).not.toBe('');
        expect(argumentsOf(text), `${namespace}.${key}`).toEqual(argumentsOf(english.get(key)!));
      }
    });
  }
});

describe('the pseudo-locale', () => {
  it('accents and lengthens text but keeps arguments and tags', () => {
    expect(pseudoText('Contact us')).toMatch(/^\[Çöñţàçţ ûš ~+\]$/);
    expect(pseudoText('Hello {name}, <b>welcome</b>')).toContain('{name}');
    expect(pseudoText('Hello {name}, <b>welcome</b>')).toContain('<b>');
    expect(pseudoText('{count, plural, one {# post} other {# posts}}')).toContain('{count, plural, one {# þöšţ} other {# þöšţš}}');
  });

  it('leaves no English letter in any catalogue text outside its arguments', () => {
    const all = Object.fromEntries(NAMESPACES.map((ns) => [ns, read('en', ns)]));
    for (const [key, text] of leaves(pseudoLocalize(all))) {
      // Innermost arguments first, until none is left: a plural's branches sit inside its argument.
      let outside = text.replace(/<[^>]*>/g, '');
      while (/\{[^{}]*\}/.test(outside)) outside = outside.replace(/\{[^{}]*\}/g, '');
      expect(outside, key).not.toMatch(/[A-Za-z]/);
    }
  });
});
