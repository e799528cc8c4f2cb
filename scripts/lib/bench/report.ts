import type { LoadResult } from './load';
import { formatNumber } from '@/lib/time/format';

// What a row is, which decides its targets.
// 'list': a prerendered page with a database-backed list (/blog), held to half the home page's rate.
// 'public': any other public page or file of the scale run (issue 42), held to half the home page's rate too.
// 'whole-list': a few requests at once for an answer of tens of MB (the post list at scale), held to
// no errors and the process staying up; its rate is the network's and the database's, not a page's.
export type RouteKind = 'static' | 'prerendered' | 'list' | 'public' | 'dynamic' | 'read-api' | 'write-api' | 'cached' | 'whole-list';
// referenceRps: what the nginx static reference did in the same phase of the run (the machine's
// load changes over a run; each phase measures its own reference).
// memoryMb: the app's peak RSS during the row (all instances), when measured.
// homeRps: what the app's home page did on the same instance.
// stayedUp: false when the instance had died by the end of the row.
export type Row = { setup: string; route: string; kind: RouteKind; result: LoadResult; referenceRps: number; memoryMb?: number; homeRps?: number; stayedUp?: boolean };
export type Check = { ok: boolean; target: string; missed: string[] };

export const TARGETS = { prerenderedRps: 1_500, p99Ms: 100, memoryMb: 400, cachedRatio: 0.5, listOfHomeRatio: 0.5 };

export function checkRow(row: Row): Check {
  const { result, kind } = row;
  const parts: string[] = [];
  const missed: string[] = [];
  const want = (label: string, ok: boolean, actual: string) => {
    parts.push(label);
    if (!ok) missed.push(`${label} (got ${actual})`);
  };
  if (kind === 'static') return { ok: true, target: 'reference', missed };
  if (result.requests === 0) missed.push('no request completed within the run');
  want('no errors', result.errors === 0, String(result.errors));
  if (kind === 'prerendered') want(`≥${TARGETS.prerenderedRps} req/s`, result.requestsPerSecond >= TARGETS.prerenderedRps, rps(result));
  if (row.stayedUp === false) missed.push('the process died');
  if (kind === 'list' || kind === 'public') {
    const ratio = row.homeRps ? result.requestsPerSecond / row.homeRps : 0;
    want(`≥${TARGETS.listOfHomeRatio * 100} % of /`, ratio >= TARGETS.listOfHomeRatio, percent(ratio));
  }
  if (kind === 'prerendered' || kind === 'read-api' || kind === 'list') {
    want(`p99 <${TARGETS.p99Ms} ms`, result.p99 !== null && result.p99 < TARGETS.p99Ms, ms(result.p99));
  }
  if (kind === 'cached') {
    const ratio = result.requestsPerSecond / row.referenceRps;
    want(`≥${TARGETS.cachedRatio * 100} % of static`, ratio >= TARGETS.cachedRatio, percent(ratio));
  }
  return { ok: missed.length === 0, target: parts.join(', '), missed };
}

const rps = (result: LoadResult) => `${formatNumber(Math.round(result.requestsPerSecond))} req/s`;
const percent = (ratio: number) => `${Math.round(ratio * 100)} %`;
const ms = (value: number | null) => (value === null ? 'n/a' : `${value} ms`);

export function markdownTable(rows: Row[]): string {
  const lines = [
    '| setup | route | req/s | p50 ms | p99 ms | errors | requests | KB | vs static | of / | app MB | target | result |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ];
  for (const row of rows) {
    const { result } = row;
    const check = checkRow(row);
    const cells = [
      row.setup,
      `\`${row.route}\``,
      formatNumber(Math.round(result.requestsPerSecond)),
      String(result.p50 ?? 'n/a'),
      String(result.p99 ?? 'n/a'),
      String(result.errors),
      formatNumber(result.requests),
      String(result.kbPerAnswer),
      percent(result.requestsPerSecond / row.referenceRps),
      row.homeRps ? percent(result.requestsPerSecond / row.homeRps) : '',
      row.memoryMb === undefined ? '' : String(row.memoryMb),
      check.target,
      row.kind === 'static' ? '' : check.ok ? 'pass' : '**MISS**',
    ];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}

// Every missed target, one line each.
export function missedTargets(rows: Row[], memory: { label: string; peakMb: number }[]): string[] {
  const missed = rows.flatMap((row) => checkRow(row).missed.map((miss) => `${row.setup} ${row.route}: ${miss}`));
  for (const { label, peakMb } of memory) {
    if (peakMb >= TARGETS.memoryMb) missed.push(`${label}: peak memory <${TARGETS.memoryMb} MB (got ${peakMb} MB)`);
  }
  return missed;
}
