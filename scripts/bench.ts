// npm run bench: load test of the production build on a seeded temporary database. Measures the
// public pages, the read API, the contact form and the admin enquiry list on one `next start`,
// then two instances behind nginx (deploy/consultancy-proxy.conf), each phase against nginx
// serving the home page as a static file. Prints the table and writes it to bench/results.md.
// Options: --duration <s> --connections <n> --warmup <s>. Builds first if there is no build.
// The scale run (issue 42): --posts <n> adds that many English posts with 3 KB texts and
// --enquiries <n> seeds that many enquiries (10,000 by default); every public page in both
// languages, the points check, booking, the sitemap and a new search are then measured too, each
// as a share of the home page, with the instance's peak memory, and the run says whether the
// process stayed up (it stops measuring if not).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { freePort } from './lib/embedded-db';
import { ROOT } from './lib/paths';
import { startNextInstance, startSeededDatabase, type AdminAccount, type SeededDatabase } from './lib/production-server';
import { ensureBuild, fetchText, firstPostSlug, oneRequest, signIn } from './lib/bench/app';
import { cleanUp, cleanUpOnAbort, track } from './lib/bench/cleanup';
import { benchLeadBody, deleteBenchLeads, seedEnquiries } from './lib/bench/enquiries';
import { BENCH_LIST_POSTS, BENCH_SECOND_PAGES, insertListPosts } from './lib/list-posts';
import { measure, type LoadSettings, type LoadTarget } from './lib/bench/load';
import { sampleMemory, type MemorySampler } from './lib/bench/memory';
import { NGINX, proxyConfig, startNginx, staticConfig } from './lib/bench/nginx';
import { markdownTable, missedTargets, type RouteKind, type Row } from './lib/bench/report';
import { resultsMarkdown } from './lib/bench/results-file';
import { formatNumber } from '@/lib/time/format';
import { localizeHref } from '@/i18n/pathnames';
import { checkViewPath } from '@/lib/opportunity-card/check-query';
import { CACHED_LIST_MAX } from '@/lib/server/posts/post-list-answer';

const DEFAULT_ENQUIRIES = 10_000;
const TIME_LIMIT_MS = 30 * 60_000;
const RESULTS_FILE = path.join(ROOT, 'bench', 'results.md');
const ADMIN: AdminAccount = { email: 'bench-admin@example.com', name: 'Bench Admin', password: randomBytes(18).toString('base64url') };

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    warmup: { type: 'string', default: '3' },
    posts: { type: 'string', default: '0' },
    enquiries: { type: 'string', default: String(DEFAULT_ENQUIRIES) },
  },
});
const settings: LoadSettings = {
  durationSeconds: Number(values.duration),
  connections: Number(values.connections),
  warmupSeconds: Number(values.warmup),
};
const scale = { posts: Number(values.posts), enquiries: Number(values.enquiries) };
if (![...Object.values(settings), ...Object.values(scale)].every((value) => Number.isInteger(value) && value >= 0) || settings.durationSeconds < 1) {
  console.error('usage: npm run bench -- [--duration <s>] [--connections <n>] [--warmup <s>] [--posts <n>] [--enquiries <n>] (whole numbers)');
  process.exit(2);
}
const args = process.argv.slice(2);
const command = `npm run bench${args.length ? ` -- ${args.join(' ')}` : ''}`;

const rows: Row[] = [];
let referenceRps = 0;
// The app's home page on the current instance: the yardstick of 'list' rows.
let homeRps = 0;
// The app's memory sampler while one is running: each row reports its own peak.
let appMemory: MemorySampler | null = null;
// The instance under test in the first phase, to tell whether it stayed up.
let appProcess: { exitCode: number | null; signalCode: NodeJS.Signals | null } | null = null;
const died: string[] = [];
// Routes a run of this size leaves out, and why (written to the results).
const notMeasured: string[] = [];
// Measures one route. Unless told otherwise, waits afterwards until the app has finished what was
// still queued when the load stopped, so the next route starts on an idle server.
async function bench(setup: string, route: string, kind: RouteKind, target: LoadTarget, options: { warmUp?: boolean; settle?: boolean } = {}) {
  const { warmUp = true, settle = true } = options;
  await oneRequest(target, 60_000);
  process.stdout.write(`bench: ${setup.padEnd(14)} ${route} ... `);
  appMemory?.peakSinceLastMb();
  const result = await measure(target, settings, warmUp);
  if (kind === 'static') referenceRps = result.requestsPerSecond;
  if (setup === 'app' && route === '/') homeRps = result.requestsPerSecond;
  const memoryMb = kind === 'static' ? undefined : appMemory?.peakSinceLastMb();
  const stayedUp = !appProcess || (appProcess.exitCode === null && appProcess.signalCode === null);
  rows.push({ setup, route, kind, result, referenceRps, memoryMb, homeRps: kind === 'static' ? undefined : homeRps, stayedUp });
  console.log(`${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99 ?? 'n/a'} ms, ${result.errors} errors${stayedUp ? '' : ', THE PROCESS DIED'}`);
  if (!stayedUp) {
    died.push(route);
    throw new Error(`the app died during ${route}`);
  }
  if (settle) await oneRequest(target);
}

// WHOLE_LIST_AT_ONCE requests for the whole post list at once, each read to its end and parsed:
// how long they take, and whether the process stays up and its memory flat while they stream.
const WHOLE_LIST_AT_ONCE = 5;
async function wholeList(listUrl: string) {
  const route = `GET /api/v1/posts/get (the whole list, ${WHOLE_LIST_AT_ONCE} at once)`;
  process.stdout.write(`bench: ${'app'.padEnd(14)} ${route} ... `);
  appMemory?.peakSinceLastMb();
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: WHOLE_LIST_AT_ONCE }, async () => {
      const start = performance.now();
      try {
        const response = await fetch(listUrl, { signal: AbortSignal.timeout(300_000) });
        const body = await response.text();
        const count = (JSON.parse(body) as unknown[]).length;
        return { ms: performance.now() - start, bytes: body.length, ok: response.ok && count > scale.posts };
      } catch {
        return { ms: performance.now() - start, bytes: 0, ok: false };
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const times = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  const errors = answers.filter((answer) => !answer.ok).length;
  const result = {
    requestsPerSecond: WHOLE_LIST_AT_ONCE / seconds,
    p50: Math.round(times[Math.floor(times.length / 2)]!),
    p99: Math.round(times.at(-1)!),
    errors,
    requests: WHOLE_LIST_AT_ONCE,
    kbPerAnswer: Math.round(Math.max(...answers.map((answer) => answer.bytes)) / 1024),
  };
  const stayedUp = !appProcess || (appProcess.exitCode === null && appProcess.signalCode === null);
  rows.push({ setup: 'app', route, kind: 'whole-list', result, referenceRps, memoryMb: appMemory?.peakSinceLastMb(), homeRps, stayedUp });
  console.log(`${seconds.toFixed(1)} s for all, ${errors} errors${stayedUp ? '' : ', THE PROCESS DIED'}`);
  if (!stayedUp) {
    died.push(route);
    throw new Error(`the app died during ${route}`);
  }
}

type Phase = { postSlug: string; staticTarget: LoadTarget; peakMb: number };

// One instance, straight; the static reference is its home page as nginx serves a file.
async function oneInstance(database: SeededDatabase, workDir: string): Promise<Phase> {
  const app = await startNextInstance(database.env);
  track(app.stop, app.process.pid);
  appProcess = app.process;
  const memory = sampleMemory([app.process.pid!]);
  appMemory = memory;
  const postSlug = await firstPostSlug(app.baseUrl);
  const token = await signIn(app.baseUrl, ADMIN);
  const staticRoot = path.join(workDir, 'static');
  mkdirSync(staticRoot, { mode: 0o755 });
  writeFileSync(path.join(staticRoot, 'index.html'), (await fetchText(`${app.baseUrl}/`)).text, { mode: 0o644 });
  const staticPort = await freePort();
  const staticNginx = await startNginx(path.join(workDir, 'nginx-static'), staticConfig(staticPort, staticRoot), staticPort);
  track(staticNginx.stop, staticNginx.pid);
  const staticTarget = { url: `http://127.0.0.1:${staticPort}/` };

  await bench('nginx static', '/ (home HTML file)', 'static', staticTarget);
  const url = (route: string) => `${app.baseUrl}${route}`;
  await bench('app', '/', 'prerendered', { url: url('/') });
  await bench('app', '/services', 'prerendered', { url: url('/services') });
  // A service's own page: the services and the posts about it come from the data cache.
  await bench('app', '/services/opportunity-card', 'prerendered', { url: url('/services/opportunity-card') });
  // The German twins (issue 27): a German page must be as fast as its English one.
  await bench('app', '/de', 'prerendered', { url: url('/de') });
  await bench('app', '/de/leistungen', 'prerendered', { url: url('/de/leistungen') });
  await bench('app', '/blog', 'list', { url: url('/blog') });
  await bench('app', '/de/blog', 'list', { url: url('/de/blog') });
  await bench('app', '/blog/category/visa', 'list', { url: url('/blog/category/visa') });
  // Later pages of the list and of a category: cached like the first (issue 31).
  for (const route of BENCH_SECOND_PAGES) await bench('app', route, 'list', { url: url(route) });
  await bench('app', '/blog?q=visa (search)', 'dynamic', { url: url('/blog?q=visa') });
  await bench('app', `/blog/${postSlug}`, 'prerendered', { url: url(`/blog/${postSlug}`) });
  await everyPublicPage(url);
  if (scale.posts >= CACHED_LIST_MAX) {
    // The list without a limit is then streamed, about 3.5 KB a post: at 50 connections that would
    // measure 50 downloads of tens of MB. A page is what a client at this size asks for; the whole
    // list is measured a few requests at once.
    await bench('app', 'GET /api/v1/posts/get?limit=10&page=100', 'read-api', { url: url('/api/v1/posts/get?limit=10&page=100') });
    await wholeList(url('/api/v1/posts/get'));
  } else {
    await bench('app', 'GET /api/v1/posts/get', 'read-api', { url: url('/api/v1/posts/get') });
  }
  if (scale.enquiries > DEFAULT_ENQUIRIES) {
    // At this size the enquiries measure FerretDB, not the app: every query there but by _id reads
    // every row (../shared/ARCHITECTURE.md). At 100,000 one contact form request took about 10 s
    // even at 5 connections, 50 at once all timed out, and the database then worked through the
    // queue for minutes, so the next phase's instances could not start. The inbox at this size is
    // timed one request at a time by npm run bench:dashboard.
    notMeasured.push(`POST /api/v1/email/contact and GET /api/v1/contact/enquiries: not run past ${formatNumber(DEFAULT_ENQUIRIES)} enquiries (on FerretDB one request takes about 10 s at this size; npm run bench:dashboard times the inbox)`);
  } else {
    await leadRoutes(url, database, token);
  }
  memory.stop();
  appProcess = null;
  await app.stop();
  return { postSlug, staticTarget, peakMb: memory.peakMb() };
}

// The contact form, then the admin list on the seeded rows only.
async function leadRoutes(url: (route: string) => string, database: SeededDatabase, token: string) {
  const json = { 'Content-Type': 'application/json' };
  await bench('app', 'POST /api/v1/email/contact', 'write-api', { url: url('/api/v1/email/contact'), method: 'POST', headers: json, body: benchLeadBody });
  // Last on this instance, on the seeded rows only, without a load warm-up: on FerretDB one list
  // request takes seconds, so a warm-up (or the queue the run leaves behind) would keep the
  // server busy for minutes. The instance is stopped right after, which drops that queue.
  const rowCount = await deleteBenchLeads(database.mongoUri);
  const admin = { Authorization: `Bearer ${token}` };
  const adminRoute = `GET /api/v1/contact/enquiries (admin, ${formatNumber(rowCount)} rows)`;
  await bench('app', adminRoute, 'read-api', { url: url('/api/v1/contact/enquiries'), headers: admin }, { warmUp: false, settle: false });
}

// The rest of the public site, each English page beside its German one (issue 42's scale run):
// the pages not measured above, the points check (its first step and a view of answers, both
// cached), booking, the sitemap's index and a full file of posts, and new searches.
async function everyPublicPage(url: (route: string) => string) {
  const pages = ['/about', '/contact', '/checklists', '/checklists/opportunity-card', '/services/opportunity-card/check', '/book', '/privacy-policy', '/impressum'];
  for (const page of pages) {
    for (const locale of ['en', 'de'] as const) {
      const address = localizeHref(page, locale);
      await bench('app', address, 'public', { url: url(address) });
    }
  }
  // A view of answers at its own address, where a step's form (?…&step=3) is redirected.
  const answered = checkViewPath({ qualification: 'foreign-degree', recognition: 'not-yet', step: '3' });
  await bench('app', `${answered} (a step with answers)`, 'public', { url: url(answered) });
  const bookingType = /href="(\/book\/[a-z0-9-]+)"/.exec((await fetchText(url('/book'))).text)?.[1];
  if (bookingType) await bench('app', bookingType, 'public', { url: url(bookingType) });
  await bench('app', '/sitemap.xml', 'public', { url: url('/sitemap.xml') });
  await bench('app', '/sitemaps/posts-en-1.xml', 'public', { url: url('/sitemaps/posts-en-1.xml') });
  // A new search each request: the word and a running number.
  let search = 0;
  await bench('app', '/blog?q=… (a new search each time)', 'public', { url: url('/blog?q=visa'), requestUrl: () => `/blog?q=${encodeURIComponent(`visa ${++search}`)}` });
}

// Two instances on the same database behind nginx, which trusts one proxy hop: itself.
async function behindNginx(database: SeededDatabase, workDir: string, { postSlug, staticTarget }: Phase) {
  const proxyEnv = { ...database.env, TRUSTED_PROXY_COUNT: '1' };
  const instances = [];
  for (let i = 0; i < 2; i += 1) {
    const instance = await startNextInstance(proxyEnv);
    track(instance.stop, instance.process.pid);
    instances.push(instance);
  }
  const memory = instances.map((instance) => sampleMemory([instance.process.pid!]));
  appMemory = sampleMemory(instances.map((instance) => instance.process.pid!));
  const proxyPort = await freePort();
  const proxyDir = path.join(workDir, 'nginx-proxy');
  const conf = proxyConfig(proxyPort, instances.map((instance) => instance.port), path.join(proxyDir, 'cache'));
  const proxy = await startNginx(proxyDir, conf, proxyPort);
  track(proxy.stop, proxy.pid);

  const cacheStatus: string[] = [];
  for (const route of ['/', '/services', `/blog/${postSlug}`]) {
    const target = `http://127.0.0.1:${proxyPort}${route}`;
    await fetchText(target);
    cacheStatus.push(`\`${route}\` ${(await fetchText(target)).headers.get('x-cache-status') ?? 'none'}`);
    // The reference right before each row: on a shared machine the load drifts within a minute.
    await bench('nginx static', '/ (home HTML file)', 'static', staticTarget);
    await bench('nginx → app ×2', route, 'cached', { url: target });
  }
  memory.forEach((sampler) => sampler.stop());
  appMemory.stop();
  return { cacheStatus, peaksMb: memory.map((sampler) => sampler.peakMb()) };
}

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  ensureBuild();
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-bench-'));
  track(async () => rmSync(workDir, { recursive: true, force: true }));
  // Run as root, nginx serves from unprivileged worker processes, which must read this directory.
  chmodSync(workDir, 0o755);

  console.log(`bench: seeding a temporary database with the sample posts, ${BENCH_LIST_POSTS.count} more (for the lists' second pages), ${formatNumber(scale.posts)} more with 3 KB texts and ${formatNumber(scale.enquiries)} enquiries...`);
  // The contact form's per-address limit would stop the load test after 5 requests.
  const database = await startSeededDatabase({ LEAD_RATE_LIMIT_PER_MINUTE: '1000000000' }, ADMIN);
  track(database.stop);
  await seedEnquiries(database.mongoUri, scale.enquiries);
  await insertListPosts(database.mongoUri, BENCH_LIST_POSTS);
  if (scale.posts > 0) await insertListPosts(database.mongoUri, { count: scale.posts, category: 'Education', locale: 'en', label: 'Bench growth post', bodyBytes: 3000 });
  // An instance that dies ends its phase; what was measured until then is still written.
  let single: Phase | null = null;
  try {
    single = await oneInstance(database, workDir);
  } catch (error) {
    if (died.length === 0) throw error;
  }
  // A phase that fails otherwise (a request that timed out) ends the run, and what was measured is written.
  let stoppedBy = '';
  let proxied: { cacheStatus: string[]; peaksMb: number[] } = { cacheStatus: [], peaksMb: [] };
  if (single) {
    try {
      proxied = await behindNginx(database, workDir, single);
    } catch (error) {
      stoppedBy = `two instances behind nginx: ${(error as Error).message}`;
      console.error(`\nbench: the run stopped in ${stoppedBy}`);
    }
  }
  await cleanUp();

  const memory = [
    { label: 'app (one instance, all routes)', peakMb: single?.peakMb ?? appMemory?.peakMb() ?? 0 },
    ...proxied.peaksMb.map((peakMb, i) => ({ label: `app instance ${i + 1} behind nginx`, peakMb })),
  ];
  const nginxVersion = spawnSync(NGINX, ['-v'], { encoding: 'utf8' }).stderr.trim().replace(/^nginx version: /, '');
  const { cacheStatus } = proxied;
  const facts = { settings, command, enquiries: scale.enquiries, posts: scale.posts, nginxVersion, loadBefore, loadAfter: os.loadavg(), rows, memory, cacheStatus, stoppedBy, notMeasured };
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, resultsMarkdown(facts));

  console.log(`\n${markdownTable(rows)}\n`);
  for (const { label, peakMb } of memory) console.log(`peak memory, ${label}: ${peakMb} MB`);
  console.log(`nginx cache status (second request): ${cacheStatus.join(', ')}`);
  console.log(died.length ? `\nTHE APP DIED during ${died.join(', ')}: the run stopped there.` : '\nThe app stayed up through every route.');
  if (stoppedBy) console.log(`The run stopped in ${stoppedBy}`);
  const missed = missedTargets(rows, memory);
  console.log(missed.length ? `\nMISSED TARGETS (${missed.length}):\n${missed.map((line) => `  - ${line}`).join('\n')}` : '\nAll targets met.');
  console.log(`\nwritten to ${path.relative(ROOT, RESULTS_FILE)}`);
}

cleanUpOnAbort(TIME_LIMIT_MS);
try {
  await main();
} catch (error) {
  console.error('bench failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
