import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { withProxyMatcher } from './proxy-matcher';

describe("proxy.ts's matcher", () => {
  it('is the one the languages and their addresses give (npm run routes:generate writes it)', () => {
    const proxy = readFileSync(path.resolve(import.meta.dirname, '../../proxy.ts'), 'utf8');
    expect(proxy, "proxy.ts's matcher is out of date with i18n/locales.ts and i18n/pathnames.ts: run `npm run routes:generate`").toBe(withProxyMatcher(proxy));
  });
});
