import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createScheduler, type Scheduler } from './scheduler';

// A run that lasts until the test ends it.
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

let scheduler: Scheduler;
let logged: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.useFakeTimers();
  scheduler = createScheduler();
  logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(async () => {
  await scheduler.stop();
  vi.useRealTimers();
  logged.mockRestore();
});

describe('the scheduler', () => {
  it('runs a job first after its first delay, then at every interval', async () => {
    const runs: number[] = [];
    scheduler.add({ name: 'soon', everyMs: 1000, firstAfterMs: 100, run: async () => void runs.push(Date.now()) });
    const start = Date.now();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(99);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs).toEqual([start + 100]);
    await vi.advanceTimersByTimeAsync(2000);
    expect(runs).toEqual([start + 100, start + 1000, start + 2000]);
  });

  it('runs a job without a first delay one interval after start', async () => {
    const run = vi.fn(async () => undefined);
    scheduler.add({ name: 'hourly', everyMs: 1000, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(999);
    expect(run).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('never runs a job twice at once: the ticks during a slow run are skipped', async () => {
    const slow = gate();
    let running = 0;
    let most = 0;
    const run = vi.fn(async () => {
      most = Math.max(most, ++running);
      await slow.opened;
      running--;
    });
    scheduler.add({ name: 'slow', everyMs: 100, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
    // Asked to run now, it answers the run under way instead of starting another.
    const now = scheduler.runNow('slow');
    expect(run).toHaveBeenCalledTimes(1);
    slow.open();
    await now;
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(2);
    expect(most).toBe(1);
  });

  it('stops: resolves only once the run under way has finished, and runs nothing more', async () => {
    const slow = gate();
    let finished = false;
    const run = vi.fn(async () => {
      await slow.opened;
      finished = true;
    });
    scheduler.add({ name: 'slow', everyMs: 100, firstAfterMs: 0, run });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(run).toHaveBeenCalledTimes(1);

    let stopped = false;
    const stopping = scheduler.stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(500);
    expect(stopped).toBe(false);
    slow.open();
    await stopping;
    expect(finished).toBe(true);
    await vi.advanceTimersByTimeAsync(1000);
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('logs a failing run, once while the problem stays the same, and keeps running it and the other jobs', async () => {
    let failing = true;
    const broken = vi.fn(async () => {
      if (failing) throw new Error('disk full');
    });
    const healthy = vi.fn(async () => undefined);
    scheduler.add({ name: 'broken', everyMs: 100, run: broken });
    scheduler.add({ name: 'healthy', everyMs: 100, run: healthy });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(300);
    expect(broken).toHaveBeenCalledTimes(3);
    expect(healthy).toHaveBeenCalledTimes(3);
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0][0]).toBe('[broken] failed: disk full');

    // Once it works again, the next failure is news and is logged.
    failing = false;
    await vi.advanceTimersByTimeAsync(100);
    failing = true;
    await vi.advanceTimersByTimeAsync(100);
    expect(broken).toHaveBeenCalledTimes(5);
    expect(logged).toHaveBeenCalledTimes(2);
  });

  it('starts a job added after start, keeps the first of two jobs with one name, and refuses to run an unknown job', async () => {
    const first = vi.fn(async () => undefined);
    const second = vi.fn(async () => undefined);
    scheduler.start();
    scheduler.add({ name: 'late', everyMs: 100, run: first });
    scheduler.add({ name: 'late', everyMs: 100, run: second });
    await vi.advanceTimersByTimeAsync(100);
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
    expect(() => scheduler.runNow('absent')).toThrow('No scheduled job named absent');
  });

  it('starts again after a stop', async () => {
    const run = vi.fn(async () => undefined);
    scheduler.add({ name: 'again', everyMs: 100, run });
    scheduler.start();
    await scheduler.stop();
    await vi.advanceTimersByTimeAsync(500);
    expect(run).not.toHaveBeenCalled();
    scheduler.start();
    await vi.advanceTimersByTimeAsync(100);
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('its timers', () => {
  it('do not keep the process alive', async () => {
    vi.useRealTimers();
    const made: NodeJS.Timeout[] = [];
    const realTimeout = globalThis.setTimeout;
    const realInterval = globalThis.setInterval;
    const timeouts = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((...args: Parameters<typeof setTimeout>) => {
      const timer = realTimeout(...args);
      made.push(timer);
      return timer;
    }) as typeof setTimeout);
    const intervals = vi.spyOn(globalThis, 'setInterval').mockImplementation(((...args: Parameters<typeof setInterval>) => {
      const timer = realInterval(...args);
      made.push(timer);
      return timer;
    }) as typeof setInterval);
    try {
      scheduler.add({ name: 'quiet', everyMs: 60_000, firstAfterMs: 30_000, run: async () => undefined });
      scheduler.start();
    } finally {
      timeouts.mockRestore();
      intervals.mockRestore();
    }
    expect(made).toHaveLength(2);
    for (const timer of made) expect(timer.hasRef()).toBe(false);
  });
});
