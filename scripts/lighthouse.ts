// npm run lighthouse [-- --runs N] [-- /path ...]: Lighthouse (mobile preset, simulated throttling)
// in Debian's Chromium against the production build on a seeded temporary database. Runs each page
// N times (3 by default) and keeps the run with the median performance score; prints the category
// scores with LCP, TBT and CLS, writes bench/lighthouse.md and exits 1 when a page is under budget:
// performance within 5 points of the same run's /register (measured first, whatever pages are
// asked for), accessibility, best practices and SEO 100. Run `npm run build` first.
// Not part of `npm test`: the scores depend on the machine's load.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { budgetFor, FIXED_BUDGET, FLOOR_PAGE, PERFORMANCE_MARGIN, runLighthouse, underBudget, type RunResult } from './lib/lighthouse-run';
import { createRichPost } from './lib/lighthouse-rich-post';
import { ROOT } from './lib/paths';
import { startProductionServer } from './lib/production-server';

const CHROME = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const OUT_DIR = path.join(ROOT, '.data', 'lighthouse');
const BENCH_FILE = path.join(ROOT, 'bench', 'lighthouse.md');
const POST_PAGE = '/blog/<post>';
// A post with a cover, headings, a table and images in the text, made for the run.
const RICH_POST_PAGE = '/blog/<rich post>';
// One service's page stands for all six (one layout): the longest, with the points table and questions.
// With the German twins of the home, services, blog and contact pages (issue 27), the Opportunity
// Card's points check (its first step, as a visitor arrives) and a checklist (issue 28).
const DEFAULT_PAGES = ['/', '/de', '/about', '/services', '/de/leistungen', '/services/opportunity-card', '/services/opportunity-card/check', '/blog', '/de/blog', POST_PAGE, RICH_POST_PAGE, '/contact', '/de/kontakt', '/checklists/opportunity-card'];
const ADMIN = { email: 'lighthouse-admin@example.com', name: 'Lighthouse Admin', password: randomBytes(18).toString('base64url') };

const { runs, pages } = parseArgs(process.argv.slice(2));
const load = () => os.loadavg().map((value) => value.toFixed(2)).join(', ');
const loadBefore = load();
mkdirSync(OUT_DIR, { recursive: true });

const server = await startProductionServer({}, ADMIN);
const results: { page: string; median: RunResult; performances: number[] }[] = [];
try {
  // The seeded post is chosen before the rich one is made, which would be the newest.
  const seededPost = await firstPostPath(server.baseUrl);
  const richPost = pages.includes(RICH_POST_PAGE) ? await createRichPost(server.baseUrl, ADMIN) : '';
  for (const page of [FLOOR_PAGE, ...pages.filter((path) => path !== FLOOR_PAGE)]) {
    const pagePath = page === POST_PAGE ? seededPost : page === RICH_POST_PAGE ? richPost : page;
    const url = `${server.baseUrl}${pagePath}`;
    await warmUp(url);
    const name = pagePath === '/' ? 'home' : pagePath.replace(/\W+/g, '-').replace(/^-|-$/g, '');
    const all: RunResult[] = [];
    for (let run = 1; run <= runs; run += 1) {
      all.push(runLighthouse(url, path.join(OUT_DIR, `${name}-${run}.json`), CHROME));
    }
    const sorted = [...all].sort((a, b) => a.scores.performance - b.scores.performance);
    const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
    results.push({ page: pagePath, median, performances: all.map((result) => result.scores.performance) });
    console.log(`${pagePath}: performance ${median.scores.performance} (runs ${results.at(-1)!.performances.join(', ')})`);
  }
} finally {
  await server.stop();
}

const table = [
  '| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS | LCP element | performance of all runs | benchmark index |',
  '|---|---|---|---|---|---|---|---|---|---|---|',
  ...results.map(({ page, median: m, performances }) =>
    [
      page,
      m.scores.performance,
      m.scores.accessibility,
      m.scores['best-practices'],
      m.scores.seo,
      `${(m.lcpMs / 1000).toFixed(1)} s`,
      `${Math.round(m.tbtMs)} ms`,
      m.cls.toFixed(3),
      `\`${m.lcpElement}\``,
      performances.join(', '),
      m.benchmarkIndex,
    ].join(' | ').replace(/^/, '| ').replace(/$/, ' |'),
  ),
];
const budget = budgetFor(results.find((result) => result.page === FLOOR_PAGE)!.median.scores.performance);
// The floor page is the yardstick, not a page under test (it is kept out of search engines, so its
// SEO score is not 100 by design).
const failures = results.flatMap(({ page, median }) => {
  if (page === FLOOR_PAGE) return [];
  const low = underBudget(median, budget);
  if (!low.length) return [];
  const details = median.failedAudits.length ? ` (${median.failedAudits.join(', ')})` : '';
  return [`${page}: under budget in ${low.map((category) => `${category} ${median.scores[category]} < ${budget[category]}`).join(', ')}${details}`];
});

console.log(`\n${table.join('\n')}\n`);
writeFileSync(BENCH_FILE, report(table, failures));
console.log(`written: ${path.relative(ROOT, BENCH_FILE)}; reports of every run: ${path.relative(ROOT, OUT_DIR)}/`);
if (failures.length) {
  console.error(`\nUnder budget:\n${failures.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
console.log('All pages within budget.');

function parseArgs(args: string[]) {
  let count = 3;
  const paths: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i]!;
    if (arg === '--runs') count = Number(args[++i]);
    else if (arg.startsWith('--runs=')) count = Number(arg.slice('--runs='.length));
    else paths.push(arg);
  }
  if (!Number.isInteger(count) || count < 1) throw new Error('--runs takes a whole number of at least 1');
  return { runs: count, pages: paths.length ? paths : DEFAULT_PAGES };
}

// A post page of the seeded sample posts (the newest).
async function firstPostPath(baseUrl: string): Promise<string> {
  const posts = (await (await fetchRetrying(`${baseUrl}/api/v1/posts/get?limit=1`)).json()) as { slug: string }[];
  if (!posts[0]) throw new Error('The seeded database has no posts');
  return `/blog/${posts[0].slug}`;
}

// The first visitor of a fresh server pays for rendering and for resizing each image once; a
// real site is past that, so the page and the optimised images it links are fetched beforehand.
async function warmUp(url: string) {
  const html = await (await fetchRetrying(url)).text();
  const images = new Set(
    [...html.matchAll(/\/_next\/image\?[^\s"',]+/g)].map((match) => new URL(match[0].replaceAll('&amp;', '&'), url).href),
  );
  // One at a time: the optimiser drops connections when dozens arrive at once.
  for (const image of images) await (await fetchRetrying(image, { accept: 'image/avif,image/webp,*/*' })).arrayBuffer();
}

// The server may close an idle keep-alive connection just as it is reused; one retry covers that.
async function fetchRetrying(url: string, headers: Record<string, string> = {}): Promise<Response> {
  try {
    return await fetch(url, { headers });
  } catch {
    return fetch(url, { headers });
  }
}

function report(rows: string[], failed: string[]) {
  const chromium = execFileSync(CHROME, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const lighthouse = execFileSync(path.join(ROOT, 'node_modules', '.bin', 'lighthouse'), ['--version'], { encoding: 'utf8' }).trim();
  const command = `npm run lighthouse${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  return [
    '# Lighthouse',
    '',
    'Written by `npm run lighthouse` (scripts/lighthouse.ts); the last run is committed. Mobile preset',
    '(simulated slow 4G, 4x CPU slowdown) against `next start` on a seeded temporary database. Each',
    `page ran ${runs} time(s); the row shows the run with the median performance score. The benchmark`,
    "index is Lighthouse's measure of the machine's speed during that run: lower means slower or busier,",
    'and total blocking time grows as it drops.',
    `Budget: performance at least ${budget.performance} (this run's ${FLOOR_PAGE} score less ${PERFORMANCE_MARGIN}: absolute scores move with the machine),`,
    `accessibility ${FIXED_BUDGET.accessibility}, best practices ${FIXED_BUDGET['best-practices']}, SEO ${FIXED_BUDGET.seo}.`,
    '',
    `- Date: ${new Date().toISOString()}`,
    `- Command: \`${command}\``,
    `- Machine: ${os.cpus().length} CPU(s) ${os.cpus()[0]?.model ?? ''}, load average (1, 5, 15 min) ${loadBefore} before, ${load()} after`,
    `- Node ${process.version}, Lighthouse ${lighthouse}, ${chromium}`,
    '',
    ...rows,
    '',
    failed.length ? `Under budget:\n\n${failed.map((line) => `- ${line}`).join('\n')}` : 'All pages within budget.',
    '',
  ].join('\n');
}
