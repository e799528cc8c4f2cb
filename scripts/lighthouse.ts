// npm run lighthouse: Lighthouse (mobile preset, simulated throttling) in Debian's Chromium against
// the production build on a seeded temporary database. Prints the four category scores per page
// and writes the full reports to .data/lighthouse/. Run `npm run build` first.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/paths';
import { startProductionServer } from './lib/production-server';

const PATHS = process.argv.slice(2).length ? process.argv.slice(2) : ['/', '/services', '/contact'];
const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const OUT_DIR = path.join(ROOT, '.data', 'lighthouse');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

type Report = { categories: Record<string, { score: number | null }> };

mkdirSync(OUT_DIR, { recursive: true });
const server = await startProductionServer();
const rows: string[] = [];
try {
  for (const pagePath of PATHS) {
    const name = pagePath === '/' ? 'home' : pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    const output = path.join(OUT_DIR, `${name}.json`);
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        `${server.baseUrl}${pagePath}`,
        '--quiet',
        '--output=json',
        `--output-path=${output}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: CHROME }, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`lighthouse failed on ${pagePath}:\n${run.stderr}`);
    const report = JSON.parse(readFileSync(output, 'utf8')) as Report;
    const scores = CATEGORIES.map((category) => Math.round((report.categories[category]?.score ?? 0) * 100));
    rows.push(`| ${pagePath} | ${scores.join(' | ')} |`);
  }
} finally {
  await server.stop();
}
console.log('| page | performance | accessibility | best practices | SEO |');
console.log('|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`full reports: ${path.relative(ROOT, OUT_DIR)}/`);
