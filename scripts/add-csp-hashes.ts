// Runs after `next build` (npm run build). Every page prerendered at build time gets a
// Content-Security-Policy that allows exactly its own inline scripts, by their SHA-256, and scripts
// from this origin: no nonce is possible in HTML that was written once, and 'unsafe-inline' would
// let any injected script run. The policy goes into the page's `.meta` file, whose headers
// `next start` sends with the prerendered HTML. Pages rendered per request get a nonce from proxy.ts.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { hashPolicy } from '../lib/content-security-policy';
import { inlineScriptHashes } from './lib/inline-scripts';
import { ROOT } from './lib/paths';

const APP_DIR = path.join(ROOT, '.next', 'server', 'app');

type PageMeta = { headers?: Record<string, string | string[]> };

function prerenderedPages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return prerenderedPages(file);
    return entry.name.endsWith('.html') && existsSync(file.replace(/\.html$/, '.meta')) ? [file] : [];
  });
}

if (!existsSync(APP_DIR)) {
  console.error('No build output in .next/server/app: run `next build` first.');
  process.exit(1);
}
const pages = prerenderedPages(APP_DIR);
if (pages.length === 0) {
  console.error('No prerendered pages found in .next/server/app.');
  process.exit(1);
}
for (const htmlFile of pages) {
  const metaFile = htmlFile.replace(/\.html$/, '.meta');
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as PageMeta;
  const hashes = inlineScriptHashes(readFileSync(htmlFile, 'utf8'));
  meta.headers = { ...meta.headers, 'content-security-policy': hashPolicy(hashes) };
  writeFileSync(metaFile, JSON.stringify(meta));
  console.log(`csp: ${path.relative(APP_DIR, htmlFile)} (${hashes.length} inline scripts)`);
}
