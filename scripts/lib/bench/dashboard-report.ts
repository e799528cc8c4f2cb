// npm run bench:dashboard's report: the data functions' table, the pages' table with each figure
// against its target, the missed targets, and bench/dashboard.md.
import type { PagesResult, ViewRow } from './back-office-pages';
import { TARGETS } from './report';
import { loadAverages, machineDescription } from './results-file';

export type FunctionRow = { function: string; 'median ms': number; 'min ms': number; 'max ms': number };

export type DashboardRunFacts = {
  command: string;
  commit: string;
  data: string;
  runs: number;
  loadBefore: number[];
  loadAfter: number[];
  functions: FunctionRow[];
  // null with --skip-http.
  pages: PagesResult | null;
};

// The middle answer (of an even count, the upper middle one).
function median(values: number[]): number | null {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)]! : null;
}

const ms = (value: number | null) => (value === null ? 'n/a' : String(Math.round(value)));

// What keeps a row from meeting its target: failed answers, or a median over the limit.
function rowMisses(row: ViewRow): string[] {
  const misses = row.failures.map((failure) => `an answer was not the rendered page (${failure})`);
  const middle = median(row.times);
  if (row.target && (middle === null || middle >= row.target.limitMs)) misses.push(`${row.target.text} (got ${middle === null ? 'no rendered page' : `${ms(middle)} ms`})`);
  return misses;
}

export function viewTable(rows: ViewRow[]): string {
  const lines = ['| view | route | answers | median ms | max ms | target | result |', '|---|---|---:|---:|---:|---|---|'];
  for (const row of rows) {
    const answers = row.times.length + row.failures.length;
    const result = rowMisses(row).length ? '**MISS**' : row.target ? 'pass' : '';
    const max = row.times.length ? Math.max(...row.times) : null;
    lines.push(`| ${row.view} | \`${row.route}\` | ${answers} | ${ms(median(row.times))} | ${ms(max)} | ${row.target?.text ?? ''} | ${result} |`);
  }
  return lines.join('\n');
}

export function functionTable(rows: FunctionRow[]): string {
  const lines = ['| function | median ms | min ms | max ms |', '|---|---:|---:|---:|'];
  for (const row of rows) lines.push(`| \`${row.function}\` | ${row['median ms']} | ${row['min ms']} | ${row['max ms']} |`);
  return lines.join('\n');
}

// Every missed target, one line each; the instance's memory is held to `npm run bench`'s bound.
export function missedPageTargets(pages: PagesResult): string[] {
  const missed = pages.rows.flatMap((row) => rowMisses(row).map((miss) => `${row.view}: ${miss}`));
  if (pages.peakMb >= TARGETS.memoryMb) missed.push(`app instance: peak memory < ${TARGETS.memoryMb} MB (got ${pages.peakMb} MB)`);
  return missed;
}

function pagesSection(pages: PagesResult | null): string {
  if (!pages) return 'Not measured in this run (`--skip-http`).';
  const missed = missedPageTargets(pages);
  return `One \`next start\` of the production build (heap bound as in production) on the same database, signed in as an administrator with the session cookie; plain fetch, one request at a time, no redirects followed, each timed until the whole page arrived. An answer counts only when it is a 200 with the page's figures in it (the dashboard's cards and sections without a "could not load" notice; the inbox's table with seeded rows); others are listed as failures. Targets apply to the median of a row's answers.

${viewTable(pages.rows)}

Peak memory of the instance (RSS with its children, polled every 200 ms): ${pages.peakMb} MB (bound < ${TARGETS.memoryMb} MB, as in \`npm run bench\`)

### Missed targets

${missed.length ? missed.map((line) => `- ${line}`).join('\n') : 'None: every target that was judged was met.'}
${pages.notJudged.map((note) => `\nNot judged: ${note}`).join('')}`;
}

export function dashboardMarkdown(facts: DashboardRunFacts): string {
  return `# Dashboard and inbox benchmark

Written by \`npm run bench:dashboard\` (scripts/bench-dashboard.ts); each run replaces this file.

- Date: ${new Date().toISOString()}, commit ${facts.commit}
- Machine: ${machineDescription()}
- Load average (1/5/15 min) before: ${loadAverages(facts.loadBefore)}, after: ${loadAverages(facts.loadAfter)}; the database, the app and this script share these cores
- Data: ${facts.data}
- Command: \`${facts.command}\`

## Data functions

Each function called directly, ${facts.runs} times one after another (each on its own reads its shared figures itself); no data cache, which exists only inside a Next server.

${functionTable(facts.functions)}

## Pages through the production build

${pagesSection(facts.pages)}

## Reading the figures

The database is the embedded FerretDB 1.24 on SQLite, as in development and CI: every query but an \`_id\` lookup scans its whole collection, so a figure costs what its passes over the data cost. On MongoDB the same queries walk the indexes declared in models/; these figures say little about production MongoDB.
`;
}
