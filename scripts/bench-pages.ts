// npm run bench:pages: requests per second on cached pages of one `next start` (production build,
// seeded embedded database with the lists' second pages), 10 s at 50 connections after a 3 s
// warm-up, each page twice, each as a share of the home page's rate in the same round. A quick way
// to compare page-cache changes (platform/page-cache/); `npm run bench` is the full load test.
// The numbers vary by ±25 % between runs on a shared two-core machine: compare several runs.
//
//   npm run bench:pages -- [path …] [--baseline <checkout>] [--peer <url>] [--rounds N] [--posts N] [--duration S] [--searches N]
//
// Paths: the pages to measure (default below). `--baseline`: another checkout (a worktree of an
// earlier commit) with its own production build, served beside this one from the same database;
// each round measures every page on the baseline, then here, and prints this build's rate as a
// share of the baseline's: a change's cost side by side, in one run, on one machine.
// `--peer`: a page of another application already running on this machine (issue 42 compares the
// home page with the Payload website template's, docs/operations.md), measured at the start of
// each round the same way; every page of ours then also says its share of the peer's rate.
// `--posts`: that many more published English posts, each with a body of about 3 KB (the sitemap's
// and the lists' cost as the blog grows). `--duration`: seconds a page (10). Each line gives the
// server's peak resident memory during that page (the process and its children), and the run
// stops with an error if a server died. The servers run with `npm start`'s heap cap.
// `--searches`: after the pages, that many blog searches nobody made before (/blog?q=…), one at a
// time, with their median and slowest answer times (issue 42: under 200 ms at 10,000 posts).
import path from 'node:path';
import { measure } from './lib/bench/load';
import { sampleMemory } from './lib/bench/memory';
import { BENCH_LIST_POSTS, BENCH_SECOND_PAGES, insertListPosts } from './lib/list-posts';
import { startNextInstance, startSeededDatabase, type NextInstance } from './lib/production-server';

// Each English page beside its German twin (the same page in the other language), then the
// later pages of the blog list and of a category (issue 31: each at least half the home page's).
const DEFAULT_PAGES = ['/', '/de', '/services', '/de/leistungen', '/about', '/de/ueber-uns', '/blog', '/de/blog', ...BENCH_SECOND_PAGES];

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const baselineRoot = option('--baseline');
const peerUrl = option('--peer');
const rounds = Number(option('--rounds') ?? 2);
const extraPosts = Number(option('--posts') ?? 0);
const durationSeconds = Number(option('--duration') ?? 10);
const searches = Number(option('--searches') ?? 0);
const SEARCH_WORDS = ['visa', 'blocked account', 'recognition', 'German', 'health insurance', 'Opportunity Card', 'students', 'family', 'work', 'zzz'];

// New searches one at a time: each a word and a number no one searched before.
async function timeSearches(server: NextInstance): Promise<string> {
  const times: number[] = [];
  for (let index = 0; index < searches; index += 1) {
    const word = `${SEARCH_WORDS[index % SEARCH_WORDS.length]}${index < SEARCH_WORDS.length ? '' : ` ${index}`}`;
    const started = performance.now();
    const response = await fetch(`${server.baseUrl}/blog?q=${encodeURIComponent(word)}`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`a search answered ${response.status}`);
    times.push(performance.now() - started);
  }
  const sorted = [...times].sort((a, b) => a - b);
  const at = (share: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!);
  return `${searches} new searches one at a time: median ${at(0.5)} ms, p90 ${at(0.9)} ms, slowest ${Math.round(sorted.at(-1)!)} ms`;
}
const pages = args.length > 0 ? args : DEFAULT_PAGES;

// One page under load, with the server's peak memory meanwhile; a server that died ends the run.
async function run(server: NextInstance, page: string) {
  const memory = sampleMemory([server.process.pid!]);
  try {
    const result = await measure({ url: `${server.baseUrl}${page}` }, { durationSeconds, warmupSeconds: 3, connections: 50 });
    if (server.process.exitCode !== null || server.process.signalCode !== null) throw new Error(`the server died during ${page}`);
    return { ...result, peakMb: memory.peakMb() };
  } finally {
    memory.stop();
  }
}
// The peer's memory is not ours to sample.
async function runPeer(url: string) {
  return { ...(await measure({ url }, { durationSeconds, warmupSeconds: 3, connections: 50 })), peakMb: 'n/a' };
}
const percent = (part: number, whole: number, of: string) => (whole ? `${Math.round((part / whole) * 100)} % of ${of}` : '');
const line = (label: string, page: string, result: { requestsPerSecond: number; p50: number | null; p99: number | null; kbPerAnswer: number; errors: number; peakMb: number | string }, share: string) =>
  `${label.padEnd(9)} ${page.padEnd(32)} ${String(result.requestsPerSecond).padStart(8)} req/s  ${share.padStart(14)}  p50 ${result.p50} ms  p99 ${result.p99} ms  ${result.kbPerAnswer} KB  errors ${result.errors}  peak ${result.peakMb}${typeof result.peakMb === 'number' ? ' MB' : ''}`;

const database = await startSeededDatabase();
const servers: NextInstance[] = [];
try {
  await insertListPosts(database.mongoUri, BENCH_LIST_POSTS);
  if (extraPosts > 0) await insertListPosts(database.mongoUri, { count: extraPosts, category: 'Education', locale: 'en', label: 'Bench growth post', bodyBytes: 3000 });
  const server = await startNextInstance(database.env);
  servers.push(server);
  const baseline = baselineRoot ? await startNextInstance(database.env, { root: path.resolve(baselineRoot) }) : null;
  if (baseline) servers.push(baseline);
  for (let round = 1; round <= rounds; round += 1) {
    let homeRps = 0;
    let peerRps = 0;
    if (peerUrl) {
      const peer = await runPeer(peerUrl);
      peerRps = peer.requestsPerSecond;
      console.log(line(`${round} peer`, peerUrl, peer, ''));
    }
    const ofPeer = (rps: number) => (peerUrl ? `, ${percent(rps, peerRps, 'peer')}` : '');
    for (const page of pages) {
      if (baseline) {
        const before = await run(baseline, page);
        console.log(line(`${round} before`, page, before, ''));
        const after = await run(server, page);
        console.log(line(`${round} after`, page, after, `${percent(after.requestsPerSecond, before.requestsPerSecond, 'before')}${ofPeer(after.requestsPerSecond)}`));
        continue;
      }
      const result = await run(server, page);
      if (page === '/') homeRps = result.requestsPerSecond;
      console.log(line(String(round), page, result, `${percent(result.requestsPerSecond, homeRps, '/')}${ofPeer(result.requestsPerSecond)}`));
    }
  }
  if (searches > 0) {
    if (baseline) console.log(`before: ${await timeSearches(baseline)}`);
    console.log(`${baseline ? 'after: ' : ''}${await timeSearches(server)}`);
  }
} finally {
  for (const server of servers) await server.stop();
  await database.stop();
}
