import os from 'node:os';
import type { LoadSettings } from './load';
import { markdownTable, missedTargets, TARGETS, type Row } from './report';
import { formatNumber } from '@/lib/time/format';

export type RunFacts = {
  settings: LoadSettings;
  command: string;
  enquiries: number;
  posts: number;
  nginxVersion: string;
  loadBefore: number[];
  loadAfter: number[];
  rows: Row[];
  memory: { label: string; peakMb: number }[];
  cacheStatus: string[];
  // Where and why the run stopped before its end (a request that timed out), or empty.
  stoppedBy?: string;
  notMeasured?: string[];
};

// os.loadavg() as people read it: "1.20 / 0.85 / 0.60" (1, 5 and 15 minutes).
export const loadAverages = (values: number[]) => values.map((value) => value.toFixed(2)).join(' / ');

// The machine a run measured on, for the reports' headers.
export function machineDescription(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu}), ${Math.round(os.totalmem() / 2 ** 30)} GB RAM, Node ${process.version}, ${os.type()} ${os.release()}`;
}

// The whole report as Markdown: what ran where, the table, memory, missed targets.
export function resultsMarkdown(facts: RunFacts): string {
  const { settings, rows } = facts;
  const missed = missedTargets(rows, facts.memory);
  return `# Benchmark results

Written by \`npm run bench\` (scripts/bench.ts); each run replaces this file.

- Date: ${new Date().toISOString()}
- Machine: ${machineDescription()}
- Load average (1/5/15 min) before: ${loadAverages(facts.loadBefore)}, after: ${loadAverages(facts.loadAfter)}; the load generator, nginx, the database and the app share these cores
- Settings: autocannon, ${settings.connections} connections, ${settings.durationSeconds} s per route after ${settings.warmupSeconds} s warm-up, no pipelining, 10 s request timeout, no Accept-Encoding (uncompressed answers)
- Data: FerretDB (SQLite, embedded) with the seeded sample posts, 16 more Visa posts (so the list and a category have a page 2), ${formatNumber(facts.posts)} more English posts with 3 KB texts and ${formatNumber(facts.enquiries)} enquiries (the leads the contact form run adds are deleted before the admin list runs)
- Reference: ${facts.nginxVersion}, worker_processes auto, serving the home page HTML as a static file
- Command: \`${facts.command}\`${facts.stoppedBy ? `\n- **The run stopped early**, in ${facts.stoppedBy}; the rows below are what it measured` : ''}${(facts.notMeasured ?? []).map((line) => `\n- Not measured: ${line}`).join('')}

${markdownTable(rows)}

errors = non-2xx answers + socket errors and timeouts (10 s); requests = answers completed within the run; KB = average answer size with headers; app MB = peak RSS of the app (both instances together behind nginx) during the row, warm-up included; "vs static" = requests per second relative to the nginx static reference row above it (measured again before each row behind nginx, because the machine's load drifts during a run). Routes run one after another; after each, the bench waits until the app has finished the requests still queued, except after the admin list, which runs last on its instance without a load warm-up (one request first), because on FerretDB a single list request takes seconds (see below).

Peak memory (RSS of \`next start\` and its children, polled every 200 ms; target <${TARGETS.memoryMb} MB per instance):
${facts.memory.map(({ label, peakMb }) => `- ${label}: ${peakMb} MB`).join('\n')}

nginx cache status of the second request through the proxy: ${facts.cacheStatus.join(', ')}

## Missed targets

${missed.length ? missed.map((line) => `- ${line}`).join('\n') : 'None: every target was met.'}

## Reading the figures

- The database is FerretDB 1.24 on SQLite, as in development and CI. It pushes down only \`_id\`
  lookups: other filters, counts and every sort scan the whole collection (its explain output says
  \`filterPushdown: false, sortPushdown: false\`; one scan of ${formatNumber(facts.enquiries)} enquiries takes about a
  second). One admin list request is a sorted find and one $group for the status counts, two such
  scans (about 3 s for one request alone), and under load the requests queue up behind each other
  (past the 10 s timeout they count as errors). The contact form does several writes per lead on one SQLite file, which takes one
  writer at a time, and reads the rate-limit hits and the mail outbox by scanning. On MongoDB these
  queries use the indexes declared in models/; these rows measure FerretDB more than the app, and
  say nothing about production MongoDB.
- One \`next start\` is one thread. It answers a cached page from memory, but routing, headers and
  writing the page cost CPU on every request, more for a bigger page: compare the req/s and KB
  columns.
- The load generator (autocannon, one Node thread) runs on the same cores and decodes every answer
  into a string: fast for pure ASCII, which the cached pages and the post list are
  (platform/page-cache/ascii-text.mjs), several times slower for text with other characters.
- Answers are uncompressed (no Accept-Encoding). Browsers ask for gzip, which the app compresses
  on every request, and nginx caches one copy per Accept-Encoding value.
`;
}
