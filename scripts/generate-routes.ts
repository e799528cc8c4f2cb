// npm run routes:generate: writes proxy.ts's matcher entries for every language afresh from
// i18n/locales.ts and i18n/pathnames.ts (scripts/lib/proxy-matcher.ts). Run it after adding a
// language or changing an address; scripts/lib/proxy-matcher.test.ts fails until it has run.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { withProxyMatcher } from './lib/proxy-matcher';

const file = path.resolve(import.meta.dirname, '../proxy.ts');
const before = readFileSync(file, 'utf8');
const after = withProxyMatcher(before);
if (after === before) {
  console.log('proxy.ts: the matcher is up to date.');
} else {
  writeFileSync(file, after);
  console.log('proxy.ts: the matcher written afresh.');
}
