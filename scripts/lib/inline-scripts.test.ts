import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-scripts';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, skipping external scripts and data blocks', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>(self.__next_f=self.__next_f||[]).push([0])</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script id="_R_">  globalThis.x = "é";\n</script>',
      '<SCRIPT type="module">import "/x.js"</SCRIPT >',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([
      sha('(self.__next_f=self.__next_f||[]).push([0])'),
      sha('  globalThis.x = "é";\n'),
      sha('import "/x.js"'),
    ]);
  });

  it('lists a repeated script once and finds nothing in a page without inline scripts', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script>a()</script>')).toEqual([sha('a()')]);
    expect(inlineScriptHashes('<html><body><script src="/a.js"></script></body></html>')).toEqual([]);
  });
});
