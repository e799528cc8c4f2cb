import 'server-only';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { runDailyRetention } from './run';

// The retention job on the scheduler of every server process (instrumentation.ts): each hour it
// tries to claim today's run, so the day's run happens once, soon after midnight Berlin time (or
// after the first start of the day), whichever instance gets there first: the claim is the unique
// insert of the day's run record (run.ts). All state is in the database.
export const RETENTION_CHECK_MS = 60 * 60_000;
// Not in the first minute after a start, which belongs to the requests waiting for it.
const FIRST_CHECK_DELAY_MS = 60_000;

export const retentionJob: ScheduledJob = {
  name: 'retention',
  everyMs: RETENTION_CHECK_MS,
  firstAfterMs: FIRST_CHECK_DELAY_MS,
  run: async () => {
    const run = await runDailyRetention();
    if (!run) return;
    const removed = Object.entries(run.counts)
      .map(([kind, count]) => `${kind} ${count}`)
      .join(', ');
    console.log(`[retention] ${run._id}: ${removed}`);
  },
};
