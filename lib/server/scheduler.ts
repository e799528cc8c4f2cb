import 'server-only';
import { isDatabaseUnavailable } from '@/lib/server/db-errors';

// The work each server process does on a timer, with nobody asking: the mail sweep, the
// publication clock, the retention check, the booking claim sweep, the newsletter's sending
// (instrumentation.ts registers them). A job only says what
// to do and how often; safety with several instances is the job's own (unique-insert claims in
// the database), since every instance runs every job.
export type ScheduledJob = {
  // Names the job in the log.
  name: string;
  everyMs: number;
  // The first run this soon after start (at most everyMs); without it, the first run is one
  // interval after start.
  firstAfterMs?: number;
  // A run that throws is logged and tried again at the next tick; nothing else depends on it.
  run: () => Promise<void>;
};

export type Scheduler = {
  // Adds a job; once started, its timers start at once. A name already there is left as it is.
  add(job: ScheduledJob): void;
  start(): void;
  // Stops every timer; resolves once the runs under way have finished.
  stop(): Promise<void>;
  // Runs a job now (tests), or answers the run under way: never two runs of a job at once.
  runNow(name: string): Promise<void>;
};

type Entry = {
  job: ScheduledJob;
  first: NodeJS.Timeout | null;
  timer: NodeJS.Timeout | null;
  running: Promise<void> | null;
  lastProblem: string | null;
};

export function createScheduler(): Scheduler {
  const entries = new Map<string, Entry>();
  let started = false;

  function tick(entry: Entry): Promise<void> {
    // A slow run (an SMTP server timing out) must not overlap the next one.
    entry.running ??= runAndLog(entry).finally(() => {
      entry.running = null;
    });
    return entry.running;
  }

  async function runAndLog(entry: Entry): Promise<void> {
    try {
      await entry.job.run();
      entry.lastProblem = null;
    } catch (error) {
      // The same problem is logged once, not at every tick while the database is down.
      const unavailable = isDatabaseUnavailable(error);
      const problem = unavailable ? 'database unavailable' : error instanceof Error ? error.message : String(error);
      if (problem !== entry.lastProblem) console.error(`[${entry.job.name}] failed: ${problem}`, unavailable ? '' : error);
      entry.lastProblem = problem;
    }
  }

  // The timers do not keep the process alive.
  function startTimers(entry: Entry): void {
    if (entry.timer) return;
    const { everyMs, firstAfterMs } = entry.job;
    if (firstAfterMs !== undefined) {
      entry.first = setTimeout(() => void tick(entry), Math.min(firstAfterMs, everyMs));
      entry.first.unref();
    }
    entry.timer = setInterval(() => void tick(entry), everyMs);
    entry.timer.unref();
  }

  function stopTimers(entry: Entry): void {
    if (entry.first) clearTimeout(entry.first);
    if (entry.timer) clearInterval(entry.timer);
    entry.first = null;
    entry.timer = null;
  }

  return {
    add(job) {
      if (entries.has(job.name)) return;
      const entry: Entry = { job, first: null, timer: null, running: null, lastProblem: null };
      entries.set(job.name, entry);
      if (started) startTimers(entry);
    },
    start() {
      started = true;
      for (const entry of entries.values()) startTimers(entry);
    },
    async stop() {
      started = false;
      for (const entry of entries.values()) stopTimers(entry);
      await Promise.all([...entries.values()].map((entry) => entry.running));
    },
    runNow(name) {
      const entry = entries.get(name);
      if (!entry) throw new Error(`No scheduled job named ${name}`);
      return tick(entry);
    },
  };
}

// The server process's one scheduler. On globalThis, so a module reloaded in development does not
// start a second set of timers.
const holder = globalThis as typeof globalThis & { __scheduler?: Scheduler };
export const scheduler: Scheduler = (holder.__scheduler ??= createScheduler());
