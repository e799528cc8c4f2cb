import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/content-security-policy.mjs';
import { asciiHtml, asciiJson } from './ascii-text.mjs';

const decodeReferences = (text: string) => text.replace(/&#x([0-9a-f]+);/g, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)));
const isAscii = (text: string) => /^[\x00-\x7f]*$/.test(text);

const PAGE = [
  '<!DOCTYPE html><html lang="en"><head><title>Study in Germany – “a guide”</title>',
  '<meta name="description" content="Straße, Köln · Zürich’s"/>',
  '<style>.quote::before{content:"“"}</style>',
  '<script type="application/ld+json">{"name":"Müller’s “Büro”","emoji":"🎓"}</script></head>',
  '<body><p title="it’s">We’re in Berlin — 10115 Straße 🎓</p>',
  '<script>self.__next_f.push([1,"2:[\\"$\\",\\"p\\",null,{\\"children\\":\\"We’re in Berlin — 🎓\\"}]\\n"])</script>',
  '<script src="/_next/static/chunks/app.js" async=""></script></body></html>',
].join('');

describe('asciiHtml', () => {
  const ascii = asciiHtml(PAGE);

  it('leaves nothing outside ASCII except inside style elements', () => {
    expect(isAscii(ascii.replace(/<style>[\s\S]*?<\/style>/, ''))).toBe(true);
    expect(ascii).toContain('<style>.quote::before{content:"“"}</style>');
  });

  it('writes text and attribute values as character references the HTML parser reads back', () => {
    expect(ascii).toContain('<title>Study in Germany &#x2013; &#x201c;a guide&#x201d;</title>');
    expect(ascii).toContain('<p title="it&#x2019;s">We&#x2019;re in Berlin &#x2014; 10115 Stra&#xdf;e &#x1f393;</p>');
    const markup = (html: string) => html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/g, '');
    expect(decodeReferences(markup(ascii))).toBe(markup(PAGE));
  });

  it('writes script text as \\u escapes that mean the same JSON and JavaScript', () => {
    const scripts = (html: string) => [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    const [jsonLd, flight] = scripts(ascii);
    expect(JSON.parse(jsonLd!)).toEqual(JSON.parse(scripts(PAGE)[0]!));
    expect(jsonLd).toContain('"emoji":"\\ud83c\\udf93"');
    const pushed: unknown[] = [];
    new Function('self', flight!)({ __next_f: pushed });
    expect(pushed).toEqual([[1, '2:["$","p",null,{"children":"We’re in Berlin — 🎓"}]\n']]);
  });

  it('changes the inline scripts\' hashes (the cache handler hashes after escaping), and escapes nothing twice', () => {
    expect(inlineScriptHashes(ascii)).not.toEqual(inlineScriptHashes(PAGE));
    expect(asciiHtml(ascii)).toBe(ascii);
  });

  it('keeps a page without other characters as it is, and a wide character a style kept intact', () => {
    const plain = '<html><body><p>Hello</p><script>1</script></body></html>';
    expect(asciiHtml(plain)).toBe(plain);
    expect(asciiHtml('<style>a::after{content:"→"}</style><p>ä</p>')).toBe('<style>a::after{content:"→"}</style><p>&#xe4;</p>');
    expect(asciiHtml('<p>Straße</p>')).toBe('<p>Stra&#xdf;e</p>');
  });
});

describe('asciiJson', () => {
  it('is JSON.stringify in ASCII that parses back to the same value', () => {
    const value = [{ headline: 'Blue Card – what’s new in 2026', tags: ['Straße', '🎓'], likes: 3, image: null }];
    const json = asciiJson(value);
    expect(isAscii(json)).toBe(true);
    expect(json).toContain('"headline":"Blue Card \\u2013 what\\u2019s new in 2026"');
    expect(JSON.parse(json)).toEqual(value);
  });
});
