// npm run bench:pages: requests per second on cached pages of one `next start` (production build,
// seeded embedded database), 10 s at 50 connections after a 3 s warm-up, each page twice. A quick
// way to compare page-cache changes (platform/page-cache/); `npm run bench` is the full load test.
// The numbers vary by ±25 % between runs on a shared two-core machine: compare several runs.
import { measure } from './lib/bench/load';
import { startProductionServer } from './lib/production-server';

// Each English page beside its German twin (the same page in the other language).
const PAGES = ['/', '/de', '/services', '/de/leistungen', '/about', '/de/ueber-uns', '/blog', '/de/blog'];

const server = await startProductionServer();
try {
  for (const path of [...PAGES, ...PAGES]) {
    const result = await measure({ url: `${server.baseUrl}${path}` }, { durationSeconds: 10, warmupSeconds: 3, connections: 50 });
    console.log(`${path.padEnd(27)} ${String(result.requestsPerSecond).padStart(8)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors}`);
  }
} finally {
  await server.stop();
}
