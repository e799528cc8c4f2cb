import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './paths';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
const ATTEMPTS = 3;
// Performance scores move with the machine (the same build scored 97-99 at a benchmark index of
// about 2,800 and 64-74 at about 1,800), so its budget is relative: within PERFORMANCE_MARGIN
// points of the same run's score for /register, the framework's floor (a page with none of our
// client code). The other categories do not depend on the machine.
export const FLOOR_PAGE = '/register';
export const PERFORMANCE_MARGIN = 5;
export const FIXED_BUDGET = { accessibility: 100, 'best-practices': 100, seo: 100 } as const;

// The budget of one run: the fixed one, and performance from the floor page's score.
export function budgetFor(floorPerformance: number): Record<Category, number> {
  return { performance: floorPerformance - PERFORMANCE_MARGIN, ...FIXED_BUDGET };
}

// What one Lighthouse run tells us about one page.
export type RunResult = {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  lcpElement: string;
  // Lighthouse's measure of the machine's speed during the run (lower: slower or busier).
  benchmarkIndex: number;
  failedAudits: string[];
  reportPath: string;
};

type Audit = { score: number | null; numericValue?: number; scoreDisplayMode?: string; details?: unknown };
type Report = {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, Audit>;
  environment: { benchmarkIndex: number };
};

// Lighthouse's default configuration is the mobile preset: a Moto G Power sized screen, simulated
// slow 4G and a 4x CPU slowdown.
export function runLighthouse(url: string, reportPath: string, chrome: string): RunResult {
  // A busy machine now and then makes Chromium lose the trace (NO_NAVSTART, NO_FCP); such a run
  // says nothing about the page, so it is tried again.
  let failure = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${reportPath}`,
        `--only-categories=${CATEGORIES.join(',')}`,
        '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      ],
      { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8' },
    );
    if (run.status === 0) return summarise(JSON.parse(readFileSync(reportPath, 'utf8')) as Report, reportPath);
    failure = run.stderr;
    console.warn(`lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}): ${failure.trim().split('\n').at(-1)}`);
  }
  throw new Error(`lighthouse failed on ${url}:\n${failure}`);
}

function summarise(report: Report, reportPath: string): RunResult {
  const scores = Object.fromEntries(
    CATEGORIES.map((category) => [category, Math.round((report.categories[category]?.score ?? 0) * 100)]),
  ) as Record<Category, number>;
  const numeric = (id: string) => report.audits[id]?.numericValue ?? Number.NaN;
  // Audits that cost points outside performance: the reason a category is under 100.
  const failedAudits = CATEGORIES.filter((category) => category !== 'performance').flatMap((category) =>
    report.categories[category]!.auditRefs
      .filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
  return {
    scores,
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    lcpElement: lcpElement(report),
    benchmarkIndex: Math.round(report.environment.benchmarkIndex),
    failedAudits,
    reportPath,
  };
}

// The LCP element's selector, from the insight audit (Lighthouse 13) or the older audit.
function lcpElement(report: Report): string {
  const audit = report.audits['lcp-breakdown-insight'] ?? report.audits['largest-contentful-paint-element'];
  const found = JSON.stringify(audit?.details ?? {}).match(/"selector":"([^"]+)"/);
  return found?.[1] ?? 'unknown';
}

export function underBudget(result: RunResult, budget: Record<Category, number>): Category[] {
  return CATEGORIES.filter((category) => result.scores[category] < budget[category]);
}
