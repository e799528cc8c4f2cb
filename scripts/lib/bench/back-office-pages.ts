// The dashboard and the inbox as a person sees them: one `next start` of the production build on
// the benchmark's seeded database, signed in with an administrator's session cookie, one request
// at a time, each timed until its whole page has arrived. An answer counts only when it is a 200
// with the page's figures in it: an error page or a section's "could not load" notice is recorded
// as a failure, never as a fast answer.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { ENQUIRIES_COPY } from '@/lib/content/enquiries';
import { upsertAdmin } from '../admin-account';
import { productionEnv, startNextInstance, type AdminAccount } from '../production-server';
import { signInCookie, waitUntilReady } from './app';
import { track } from './cleanup';
import { givePostsTheirCurrentShape } from './current-posts';
import { benchLeadBody } from './enquiries';
import { sampleMemory } from './memory';

// Repeated requests of one view (their median and maximum are reported).
const REPEATS = 5;
// An uncached dashboard on the embedded database takes tens of seconds at 100,000 enquiries; a
// request still running after this long counts as failed, so the run ends in its time limit.
const REQUEST_TIMEOUT_MS = 5 * 60_000;
// How long a fresh instance may take to reach the database (see waitUntilReady).
const READY_TIMEOUT_MS = 5 * 60_000;
const TARGET = { repeatedMs: 300, inboxColdMs: 2_000, inboxWarmMs: 300, firstViewShareOfBaseline: 1 / 5 };

// A row's target applies to the median of its answers (the value itself for a single request).
export type ViewTarget = { limitMs: number; text: string };
// times: the answers that were the rendered page (ms); failures: why the others did not count.
export type ViewRow = { view: string; route: string; times: number[]; failures: string[]; target: ViewTarget | null };
// notJudged: the targets that could not be judged, and why.
export type PagesResult = { rows: ViewRow[]; peakMb: number; notJudged: string[] };

// Why a dashboard is not the rendered page with its figures, or null when it is.
function dashboardProblem(html: string): string | null {
  const headings = [DASHBOARD_COPY.stats.monthEnquiries, DASHBOARD_COPY.stats.views, DASHBOARD_COPY.recent.title, DASHBOARD_COPY.top.title];
  const missing = headings.filter((heading) => !html.includes(heading));
  if (missing.length > 0) return `the page lacks ${missing.map((heading) => `"${heading}"`).join(', ')}`;
  if (html.includes(DASHBOARD_COPY.notice)) return 'a section showed its "could not load" notice';
  return null;
}

// Why an inbox page is not the rendered list, or null when it is (the seeded leads' addresses end
// in @example.com).
function inboxProblem(html: string): string | null {
  if (html.includes(ENQUIRIES_COPY.loadFailedInline)) return 'the list could not be loaded';
  if (!html.includes(`aria-label="${ENQUIRIES_COPY.tableLabel}"`) || !html.includes('@example.com')) return 'the page shows no enquiry table with rows';
  return null;
}

type Check = (html: string) => string | null;
type Answer = { ms: number; failure: string | null };

// The administrator the pages are read as, created before the function timings, while the
// database is idle (after them it may still be working off queries the driver gave up on).
export async function createBenchAdmin(): Promise<AdminAccount> {
  const admin: AdminAccount = { email: 'bench-admin@example.com', name: 'Bench Admin', password: randomBytes(18).toString('base64url') };
  await upsertAdmin(admin);
  return admin;
}

export async function measureBackOfficePages(mongoUri: string, admin: AdminAccount, options: { baselineMs: number | null }): Promise<PagesResult> {
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-bench-dashboard-'));
  track(async () => rmSync(workDir, { recursive: true, force: true }));
  const updating = performance.now();
  await givePostsTheirCurrentShape(mongoUri);
  console.log(`bench:dashboard: gave the seeded posts their current shape (language, group, publish time) in ${((performance.now() - updating) / 1000).toFixed(1)} s`);
  const app = await startNextInstance(productionEnv(mongoUri, workDir));
  track(app.stop, app.process.pid);
  const memory = sampleMemory([app.process.pid!]);
  const readyMs = await waitUntilReady(app.baseUrl, READY_TIMEOUT_MS);
  console.log(`bench:dashboard: the app answered its readiness check ${(readyMs / 1000).toFixed(1)} s after its start`);
  const cookie = await signInCookie(app.baseUrl, admin);

  // One request, timed until its whole answer has arrived, and whether it is what was asked for.
  const send = async (route: string, init: RequestInit, expected: { status: number; check?: Check }): Promise<Answer> => {
    const started = performance.now();
    try {
      const response = await fetch(`${app.baseUrl}${route}`, { ...init, redirect: 'manual', signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const body = await response.text();
      const ms = performance.now() - started;
      if (response.status !== expected.status) return { ms, failure: `answered ${response.status}` };
      return { ms, failure: expected.check?.(body) ?? null };
    } catch (error) {
      return { ms: performance.now() - started, failure: String(error) };
    }
  };
  const get = (route: string, check: Check) => send(route, { headers: { cookie } }, { status: 200, check });
  const rows: ViewRow[] = [];
  const record = (view: string, route: string, answers: Answer[], target: ViewTarget | null) => {
    const row = { view, route, times: answers.filter((answer) => !answer.failure).map((answer) => answer.ms), failures: answers.flatMap((answer) => answer.failure ?? []), target };
    rows.push(row);
    const times = answers.map((answer) => `${Math.round(answer.ms)} ms${answer.failure ? ` (FAILED: ${answer.failure})` : ''}`);
    console.log(`bench:dashboard: ${view}: ${times.join(', ')}`);
  };
  const repeat = async (route: string, check: Check) => {
    const answers: Answer[] = [];
    for (let run = 0; run < REPEATS; run += 1) answers.push(await get(route, check));
    return answers;
  };

  const dashboard = '/admin/dashboard';
  const firstViewTarget = options.baselineMs === null ? null : { limitMs: options.baselineMs * TARGET.firstViewShareOfBaseline, text: `≤ 1/5 of the old ${Math.round(options.baselineMs)} ms` };
  record('dashboard, first view after start', dashboard, [await get(dashboard, dashboardProblem)], firstViewTarget);
  const repeated = { limitMs: TARGET.repeatedMs, text: `< ${TARGET.repeatedMs} ms` };
  record(`dashboard, repeated view (×${REPEATS})`, dashboard, await repeat(dashboard, dashboardProblem), repeated);

  // One lead through the contact form, as a visitor sends it: only the lead sections are read again.
  const contact = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: benchLeadBody() };
  record('one lead through the contact form', 'POST /api/v1/email/contact', [await send('/api/v1/email/contact', contact, { status: 201 })], null);
  record('dashboard, first view after the lead', dashboard, [await get(dashboard, dashboardProblem)], null);
  record('dashboard, the view after that', dashboard, [await get(dashboard, dashboardProblem)], repeated);

  // The inbox's first page, unfiltered and filtered to new leads: each address's first request
  // after start, then repeats.
  for (const route of ['/admin/enquiries', '/admin/enquiries?status=new']) {
    record(`inbox ${route}, first request`, route, [await get(route, inboxProblem)], { limitMs: TARGET.inboxColdMs, text: `< ${TARGET.inboxColdMs / 1000} s` });
    record(`inbox ${route}, repeated (×${REPEATS})`, route, await repeat(route, inboxProblem), { limitMs: TARGET.inboxWarmMs, text: `< ${TARGET.inboxWarmMs} ms` });
  }
  memory.stop();
  await app.stop();
  const notJudged = firstViewTarget ? [] : ['the dashboard\'s first view, as no --baseline-ms (the old code\'s "whole page" median on this machine) was given'];
  return { rows, peakMb: memory.peakMb(), notJudged };
}
