import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { runDailyRetention } from './run';

// The retention job inside every server process (instrumentation.ts): each hour it tries to claim
// today's run, so the day's run happens once, soon after midnight Berlin time (or after the first
// start of the day), whichever instance gets there first. All state is in the database.
export const RETENTION_CHECK_MS = 60 * 60_000;
// Not in the first minute after a start, which belongs to the requests waiting for it.
const FIRST_CHECK_DELAY_MS = 60_000;

type JobState = { first: NodeJS.Timeout | null; timer: NodeJS.Timeout | null; running: Promise<void> | null; lastProblem: string | null };
// On globalThis, so a module reloaded in development does not start a second timer.
const holder = globalThis as typeof globalThis & { __retentionJob?: JobState };
const state: JobState = (holder.__retentionJob ??= { first: null, timer: null, running: null, lastProblem: null });

function tick(): void {
  if (state.running) return;
  state.running = checkAndLog().finally(() => {
    state.running = null;
  });
}

async function checkAndLog(): Promise<void> {
  try {
    const run = await runDailyRetention();
    if (run) {
      const removed = Object.entries(run.counts)
        .map(([kind, count]) => `${kind} ${count}`)
        .join(', ');
      console.log(`[retention] ${run._id}: ${removed}`);
    }
    state.lastProblem = null;
  } catch (error) {
    // The same problem is logged once, not every hour while the database is down.
    const unavailable = isDatabaseUnavailable(error);
    const problem = unavailable ? 'database unavailable' : error instanceof Error ? error.message : String(error);
    if (problem !== state.lastProblem) console.error(`[retention] run failed: ${problem}`, unavailable ? '' : error);
    state.lastProblem = problem;
  }
}

// Started once per server process. The timers do not keep the process alive.
export function startRetentionJob(intervalMs = RETENTION_CHECK_MS, firstDelayMs = FIRST_CHECK_DELAY_MS): void {
  if (state.timer) return;
  state.first = setTimeout(tick, Math.min(firstDelayMs, intervalMs));
  state.first.unref();
  state.timer = setInterval(tick, intervalMs);
  state.timer.unref();
}

// Stops the timers; resolves once a run under way has finished.
export async function stopRetentionJob(): Promise<void> {
  if (state.first) clearTimeout(state.first);
  if (state.timer) clearInterval(state.timer);
  state.first = null;
  state.timer = null;
  await state.running;
}
