import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPolicy, inlineScriptHashes, noncePolicy } from './content-security-policy.mjs';

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

describe('page policies', () => {
  const scriptSrc = (policy: string) => policy.split('; ').find((part) => part.startsWith('script-src '));

  it('a cached page allows this origin and its own inline scripts, nothing unsafe', () => {
    expect(scriptSrc(hashPolicy('<script>a()</script>'))).toBe(`script-src 'self' 'sha256-${sha('a()')}'`);
    expect(hashPolicy('')).toContain("frame-ancestors 'none'");
  });

  it('a page rendered per request allows its nonce; only development adds eval', () => {
    expect(scriptSrc(noncePolicy('abc'))).toBe("script-src 'self' 'nonce-abc'");
    expect(scriptSrc(noncePolicy('abc', true))).toBe("script-src 'self' 'nonce-abc' 'unsafe-eval'");
  });
});
