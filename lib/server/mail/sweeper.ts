import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { deleteExpiredClaims } from './claim';
import { deliverDueMessages, stopDelivery, type DeliveryReport } from './deliver';

export const SWEEP_INTERVAL_MS = 30_000;
// The first pass runs this soon after start, so a new instance at once sends what a stopped one left.
const FIRST_SWEEP_DELAY_MS = 1000;

export type SweepReport = DeliveryReport & { queued: number; claimsDeleted: number };

// A sender's repair pass: queues the messages a crash left unqueued and says how many (the lead's
// is queueForgottenLeadMail, lib/server/leads/lead-mail.ts). The outbox cannot know what its
// senders meant to send, so they hand these in (instrumentation.ts) and each pass runs them first.
export type QueueRepair = (options: { now?: Date }) => Promise<number>;

// One pass: run the repairs, send what is due, drop old claims.
export async function runMailSweep(options: { now?: Date; limit?: number; repairs?: readonly QueueRepair[] } = {}): Promise<SweepReport> {
  let queued = 0;
  for (const repair of options.repairs ?? []) queued += await repair({ now: options.now });
  const report = await deliverDueMessages({ now: options.now, limit: options.limit });
  const claimsDeleted = await deleteExpiredClaims(options.now);
  return { ...report, queued, claimsDeleted };
}

type SweeperState = {
  first: NodeJS.Timeout | null;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  lastProblem: string | null;
  repairs: readonly QueueRepair[];
};
// On globalThis, so a module reloaded in development does not start a second timer.
const holder = globalThis as typeof globalThis & { __mailSweeper?: SweeperState };
const state: SweeperState = (holder.__mailSweeper ??= { first: null, timer: null, running: null, lastProblem: null, repairs: [] });

function tick(): void {
  // A slow pass (an SMTP server timing out) must not overlap the next one.
  if (state.running) return;
  state.running = sweepAndLog().finally(() => {
    state.running = null;
  });
}

async function sweepAndLog(): Promise<void> {
  try {
    await runMailSweep({ repairs: state.repairs });
    state.lastProblem = null;
  } catch (error) {
    // All state is in the database: a failed pass is simply tried again at the next tick. The same
    // problem is logged once, not every 30 seconds while the database is down.
    const unavailable = isDatabaseUnavailable(error);
    const problem = unavailable ? 'database unavailable' : error instanceof Error ? error.message : String(error);
    if (problem !== state.lastProblem) console.error(`[mail] sweep failed: ${problem}`, unavailable ? '' : error);
    state.lastProblem = problem;
  }
}

// Started once per server process (instrumentation.ts). The timers do not keep the process alive.
export function startMailSweeper(intervalMs = SWEEP_INTERVAL_MS, repairs: readonly QueueRepair[] = []): void {
  if (state.timer) return;
  state.repairs = repairs;
  state.first = setTimeout(tick, Math.min(FIRST_SWEEP_DELAY_MS, intervalMs));
  state.first.unref();
  state.timer = setInterval(tick, intervalMs);
  state.timer.unref();
}

// Stops the timers; resolves once a pass under way has finished.
export async function stopMailSweeper(): Promise<void> {
  if (state.first) clearTimeout(state.first);
  if (state.timer) clearInterval(state.timer);
  state.first = null;
  state.timer = null;
  await state.running;
}

// On SIGTERM (instrumentation.ts): no new pass, and no delivery in this process claims another
// message, the sweeper's nor one started after a response. What is not sent stays pending in the
// outbox, due at once, for the next instance; a send cut off by the exit waits for its lease.
export async function shutDownMail(): Promise<void> {
  stopDelivery();
  await stopMailSweeper();
}
