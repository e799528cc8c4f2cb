// npm run bench:pages: requests per second on cached pages of one `next start` (production build,
// seeded embedded database with the lists' second pages), 10 s at 50 connections after a 3 s
// warm-up, each page twice, each as a share of the home page's rate in the same round. A quick way
// to compare page-cache changes (platform/page-cache/); `npm run bench` is the full load test.
// The numbers vary by ±25 % between runs on a shared two-core machine: compare several runs.
import { measure } from './lib/bench/load';
import { BENCH_LIST_POSTS, BENCH_SECOND_PAGES, insertListPosts } from './lib/list-posts';
import { startNextInstance, startSeededDatabase } from './lib/production-server';

// Each English page beside its German twin (the same page in the other language), then the
// later pages of the blog list and of a category (issue 31: each at least half the home page's).
const PAGES = ['/', '/de', '/services', '/de/leistungen', '/about', '/de/ueber-uns', '/blog', '/de/blog', ...BENCH_SECOND_PAGES];

const database = await startSeededDatabase();
try {
  await insertListPosts(database.mongoUri, BENCH_LIST_POSTS);
  const server = await startNextInstance(database.env);
  try {
    for (const round of [1, 2]) {
      let homeRps = 0;
      for (const path of PAGES) {
        const result = await measure({ url: `${server.baseUrl}${path}` }, { durationSeconds: 10, warmupSeconds: 3, connections: 50 });
        if (path === '/') homeRps = result.requestsPerSecond;
        const ofHome = homeRps ? `${Math.round((result.requestsPerSecond / homeRps) * 100)} % of /` : '';
        console.log(
          `${round} ${path.padEnd(27)} ${String(result.requestsPerSecond).padStart(8)} req/s  ${ofHome.padStart(9)}  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`,
        );
      }
    }
  } finally {
    await server.stop();
  }
} finally {
  await database.stop();
}
