// npm run bench:pages: requests per second on cached pages of one `next start` (production build,
// seeded embedded database with the lists' second pages), 10 s at 50 connections after a 3 s
// warm-up, each page twice, each as a share of the home page's rate in the same round. A quick way
// to compare page-cache changes (platform/page-cache/); `npm run bench` is the full load test.
// The numbers vary by ±25 % between runs on a shared two-core machine: compare several runs.
//
//   npm run bench:pages -- [path …] [--baseline <checkout>] [--rounds N]
//
// Paths: the pages to measure (default below). `--baseline`: another checkout (a worktree of an
// earlier commit) with its own production build, served beside this one from the same database;
// each round measures every page on the baseline, then here, and prints this build's rate as a
// share of the baseline's: a change's cost side by side, in one run, on one machine.
import path from 'node:path';
import { measure } from './lib/bench/load';
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
const rounds = Number(option('--rounds') ?? 2);
const pages = args.length > 0 ? args : DEFAULT_PAGES;

const run = (server: NextInstance, page: string) => measure({ url: `${server.baseUrl}${page}` }, { durationSeconds: 10, warmupSeconds: 3, connections: 50 });
const line = (label: string, page: string, result: Awaited<ReturnType<typeof run>>, share: string) =>
  `${label.padEnd(9)} ${page.padEnd(32)} ${String(result.requestsPerSecond).padStart(8)} req/s  ${share.padStart(14)}  p50 ${result.p50} ms  p99 ${result.p99} ms  ${result.kbPerAnswer} KB  errors ${result.errors}`;

const database = await startSeededDatabase();
const servers: NextInstance[] = [];
try {
  await insertListPosts(database.mongoUri, BENCH_LIST_POSTS);
  const server = await startNextInstance(database.env);
  servers.push(server);
  const baseline = baselineRoot ? await startNextInstance(database.env, { root: path.resolve(baselineRoot) }) : null;
  if (baseline) servers.push(baseline);
  for (let round = 1; round <= rounds; round += 1) {
    let homeRps = 0;
    for (const page of pages) {
      if (baseline) {
        const before = await run(baseline, page);
        console.log(line(`${round} before`, page, before, ''));
        const after = await run(server, page);
        const share = before.requestsPerSecond ? `${Math.round((after.requestsPerSecond / before.requestsPerSecond) * 100)} % of before` : '';
        console.log(line(`${round} after`, page, after, share));
        continue;
      }
      const result = await run(server, page);
      if (page === '/') homeRps = result.requestsPerSecond;
      console.log(line(String(round), page, result, homeRps ? `${Math.round((result.requestsPerSecond / homeRps) * 100)} % of /` : ''));
    }
  }
} finally {
  for (const server of servers) await server.stop();
  await database.stop();
}
