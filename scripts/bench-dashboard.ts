// npm run bench:dashboard: times the dashboard's data functions on production-like volume, in a
// temporary embedded database that is deleted afterwards (never the development database), then
// the dashboard and the inbox through the production build on the same database
// (scripts/lib/bench/back-office-pages.ts). Prints the tables and writes bench/dashboard.md.
// Arguments: parts of case names to time only those functions (`-- "whole page" editor`, which
// the older versions of this script take too); --skip-http for the functions only (no build
// needed); --baseline-ms <n>, the old code's "whole page" median on this machine, which the
// dashboard's first view is held to a fifth of.
import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import mongoose from 'mongoose';
import type { Collection, Document } from 'mongodb';
import { connectDb, disconnectDb, pingDb } from '@/lib/server/db';
import { loadDashboard } from '@/lib/server/dashboard/load-dashboard';
import { getDashboardStats, getMonthlyPosts, getMonthlyViews, getRecentEnquiries, getTopPosts } from '@/lib/server/dashboard/sections';
import { getLeadSources } from '@/lib/server/dashboard/lead-sources';
import { leadPeriodRange } from '@/lib/dashboard/lead-period';
import { getWhatsAppChats } from '@/lib/server/whatsapp/clicks';
import { WhatsAppClick } from '@/models/whatsapp-click';
import { Enquiry } from '@/models/enquiry';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { startEmbeddedDb } from './lib/embedded-db';
import { ROOT } from './lib/paths';
import { ensureBuild } from './lib/bench/app';
import { createBenchAdmin, measureBackOfficePages } from './lib/bench/back-office-pages';
import { cleanUp, cleanUpOnAbort, track } from './lib/bench/cleanup';
import { dashboardMarkdown, missedPageTargets, viewTable, type FunctionRow } from './lib/bench/dashboard-report';
import { loadAverages } from './lib/bench/results-file';
import { formatNumber } from '@/lib/time/format';

const VOLUME = { posts: 10_000, enquiries: 100_000, views: 200_000, likes: 20_000, whatsappClicks: 20_000 };
const BATCH = 5_000;
const RUNS = 5;
const DAY_MS = 24 * 60 * 60 * 1000;
const NOW = new Date();
const STATUSES = ['new', 'read', 'replied', 'closed'];
const SERVICES = ['Visa Advisory Services', 'Student Visa Advisory', 'Germany Opportunity Card (Chancenkarte) Consulting', 'Family Reunification Solutions'];
const LANDINGS = ['/', '/services', '/contact', '/blog/benchmark-post-1', '/blog/benchmark-post-2', '/blog/benchmark-post-3', '/about'];
const REFERRERS = ['https://www.google.com/', 'https://www.linkedin.com/feed/', 'https://www.facebook.com/', undefined, undefined];
const UTM_SOURCES = ['google', 'newsletter', 'linkedin'];

// A fixed seed keeps the data (and so the timings) comparable between runs.
let state = 42;
function random(): number {
  state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
  return state / 2 ** 31;
}
const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
const daysAgo = (max: number) => new Date(NOW.getTime() - random() * max * DAY_MS);

async function insertInBatches(collection: Collection<Document>, total: number, make: (i: number) => Document) {
  for (let start = 0; start < total; start += BATCH) {
    const docs = Array.from({ length: Math.min(BATCH, total - start) }, (_, i) => make(start + i));
    await collection.insertMany(docs, { ordered: false, ignoreUndefined: true });
  }
}

async function seed(): Promise<void> {
  await Promise.all([Post.init(), PostView.init(), PostLike.init(), Enquiry.init(), WhatsAppClick.init()]);
  const postIds = Array.from({ length: VOLUME.posts }, () => new mongoose.Types.ObjectId());
  await insertInBatches(Post.collection, VOLUME.posts, (i) => {
    const createdAt = daysAgo(730);
    const summary = 'A long enough summary for a benchmark post about studying and working in Germany.';
    return { _id: postIds[i], headline: `Benchmark post ${i}`, slug: `benchmark-post-${i}`, summary, category: 'General', tags: [], views: Math.floor(random() * 5000), likes: Math.floor(random() * 200), createdAt, updatedAt: createdAt };
  });
  await insertInBatches(PostView.collection, VOLUME.views, (i) => ({ postId: pick(postIds), day: daysAgo(400).toISOString().slice(0, 10), visitor: `visitor-${i}` }));
  await insertInBatches(PostLike.collection, VOLUME.likes, (i) => ({ postId: pick(postIds), visitor: `liker-${i}`, createdAt: daysAgo(400) }));
  await insertInBatches(Enquiry.collection, VOLUME.enquiries, (i) => {
    const status = pick(STATUSES);
    const message = `Hello, I would like to know more about your services. Enquiry number ${i}. `.repeat(3);
    // Where the lead came from, varied like real traffic: campaigns, referrers, direct, blog posts.
    const campaign = random() < 0.3;
    const attribution = {
      pagePath: pick(['/contact', '/services', '/blog/benchmark-post-1']),
      landingPage: pick(LANDINGS),
      ...(campaign ? { utmSource: pick(UTM_SOURCES), utmMedium: 'cpc', utmCampaign: 'study-in-germany' } : { referrer: pick(REFERRERS) }),
    };
    const serviceName = random() < 0.4 ? pick(SERVICES) : undefined;
    return { fullName: `Lead ${i}`, email: `lead${i}@example.com`, message, status, isRead: status !== 'new', source: serviceName ? 'service' : 'contact', serviceName, clientId: randomUUID(), submittedAt: daysAgo(730), attribution };
  });
  await insertInBatches(WhatsAppClick.collection, VOLUME.whatsappClicks, () => ({
    _id: randomUUID(),
    day: new Date(`${daysAgo(800).toISOString().slice(0, 10)}T00:00:00Z`),
    page: pick(LANDINGS),
    service: random() < 0.3 ? pick(SERVICES) : null,
  }));
}

async function median(work: () => Promise<unknown>): Promise<{ median: number; min: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(RUNS / 2)]!, min: times[0]!, max: times.at(-1)! };
}

const CASES: [string, () => Promise<unknown>][] = [
  ['getDashboardStats(now)', () => getDashboardStats(NOW)],
  ['getMonthlyPosts(now)', () => getMonthlyPosts(NOW)],
  ['getMonthlyViews(now)', () => getMonthlyViews(NOW)],
  ['getRecentEnquiries()', () => getRecentEnquiries()],
  ['getTopPosts()', () => getTopPosts()],
  ['getLeadSources(30 days)', () => getLeadSources(leadPeriodRange('30d', NOW))],
  ['getLeadSources(12 months)', () => getLeadSources(leadPeriodRange('12m', NOW))],
  ['getWhatsAppChats(30 days)', () => getWhatsAppChats(leadPeriodRange('30d', NOW))],
  ['getWhatsAppChats(12 months)', () => getWhatsAppChats(leadPeriodRange('12m', NOW))],
  ['listEnquiries() first page', async () => (await import('@/lib/server/enquiries/queries')).listEnquiries()],
  // What the page runs: all sections side by side, shared figures read once (lead sources over
  // the default 30 days).
  ['loadDashboard(now) = whole page', () => loadDashboard(NOW)],
  // An editor's page: without the newest enquiries, the lead sources and the WhatsApp chats.
  ['loadDashboard(now, leads: false) = editor', () => loadDashboard(NOW, { leads: false })],
];

// Seeding takes minutes, and each uncached dashboard view on the old code tens of seconds.
const TIME_LIMIT_MS = 75 * 60_000;
const RESULTS_FILE = path.join(ROOT, 'bench', 'dashboard.md');

const { values: options, positionals: only } = parseArgs({
  allowPositionals: true,
  options: { 'skip-http': { type: 'boolean', default: false }, 'baseline-ms': { type: 'string' } },
});
const baselineMs = options['baseline-ms'] === undefined ? null : Number(options['baseline-ms']);
if (baselineMs !== null && !(baselineMs > 0)) {
  console.error('usage: npm run bench:dashboard -- [case name parts…] [--skip-http] [--baseline-ms <n>]');
  process.exit(2);
}
const args = process.argv.slice(2);
const command = `npm run bench:dashboard${args.length ? ` -- ${args.map((arg) => (arg.includes(' ') ? `"${arg}"` : arg)).join(' ')}` : ''}`;

async function main(): Promise<void> {
  const loadBefore = os.loadavg();
  if (!options['skip-http']) ensureBuild();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-bench-db-'));
  track(async () => rmSync(dataDir, { recursive: true, force: true }));
  const db = await startEmbeddedDb({ dataDir, dbName: 'bench' });
  track(db.stop);
  // Set before anything reads the environment, so lib/server/db connects to the temporary database only.
  process.env.MONGODB_URI = db.uri;
  await connectDb();
  track(disconnectDb);
  await pingDb();
  const seedStart = performance.now();
  await seed();
  const volume = Object.entries(VOLUME).map(([name, count]) => `${formatNumber(count)} ${name}`).join(', ');
  const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
  console.log(`bench:dashboard: seeded ${volume} in ${seedSeconds} s (FerretDB, temporary)`);
  const admin = options['skip-http'] ? null : await createBenchAdmin();
  const rows: FunctionRow[] = [];
  // `npm run bench:dashboard -- LeadSources getDashboardStats` times only the cases named.
  for (const [name, work] of CASES.filter(([name]) => only.length === 0 || only.some((part) => name.includes(part)))) {
    const { median: mid, min, max } = await median(work);
    rows.push({ function: name, 'median ms': Math.round(mid), 'min ms': Math.round(min), 'max ms': Math.round(max) });
    console.log(`bench:dashboard: ${name}: median ${Math.round(mid)} ms`);
  }
  console.log(`median of ${RUNS} runs each (each function on its own reads its shared figures itself):`);
  console.table(rows);

  const pages = admin ? await measureBackOfficePages(db.uri, admin, { baselineMs }) : null;
  const loadAfter = os.loadavg();
  await cleanUp();
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).stdout.trim() || 'unknown';
  const data = `${volume} in a temporary embedded FerretDB (SQLite), seeded in ${seedSeconds} s with a fixed random seed`;
  mkdirSync(path.dirname(RESULTS_FILE), { recursive: true });
  writeFileSync(RESULTS_FILE, dashboardMarkdown({ command, commit, data, runs: RUNS, loadBefore, loadAfter, functions: rows, pages }));

  if (pages) {
    console.log(`\n${viewTable(pages.rows)}\n`);
    console.log(`peak memory of the app instance: ${pages.peakMb} MB`);
    const missed = missedPageTargets(pages);
    console.log(missed.length ? `\nMISSED TARGETS (${missed.length}):\n${missed.map((line) => `  - ${line}`).join('\n')}` : '\nEvery target that was judged was met.');
    for (const note of pages.notJudged) console.log(`Not judged: ${note}`);
  }
  console.log(`load average (1/5/15 min) before: ${loadAverages(loadBefore)}, after: ${loadAverages(loadAfter)}`);
  console.log(`written to ${path.relative(ROOT, RESULTS_FILE)}`);
}

cleanUpOnAbort(TIME_LIMIT_MS);
try {
  await main();
} catch (error) {
  console.error('bench:dashboard failed:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
