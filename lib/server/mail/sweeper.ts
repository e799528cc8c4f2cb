import 'server-only';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { deleteExpiredClaims } from './claim';
import { deliverDueMessages, type DeliveryReport } from './deliver';

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

// The sweep on the scheduler of each server process (instrumentation.ts). Several
// processes sweeping at once is safe: each message is claimed by exactly one (claim.ts). A failed
// pass is simply tried again at the next tick, as all state is in the database.
export function mailSweepJob(repairs: readonly QueueRepair[]): ScheduledJob {
  return {
    name: 'mail sweep',
    everyMs: SWEEP_INTERVAL_MS,
    firstAfterMs: FIRST_SWEEP_DELAY_MS,
    run: async () => {
      await runMailSweep({ repairs });
    },
  };
}
