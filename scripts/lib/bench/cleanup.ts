// Whatever the benchmark starts is stopped in reverse order, on success, failure, Ctrl-C or the
// time limit, and no server or nginx outlives the script even if it exits half-way.
const steps: (() => Promise<unknown>)[] = [];
const livePids = new Set<number>();
let aborting = false;

export async function cleanUp(): Promise<void> {
  for (let step = steps.pop(); step; step = steps.pop()) {
    await step().catch((error: unknown) => console.error('bench: clean-up step failed:', error));
  }
}

// Registers how to stop something just started (during an abort: stops it at once).
export function track(stop: () => Promise<unknown>, pid?: number): void {
  if (pid !== undefined) livePids.add(pid);
  const step = async () => {
    await stop();
    if (pid !== undefined) livePids.delete(pid);
  };
  if (aborting) void step();
  else steps.push(step);
}

function abort(reason: string, code: number): void {
  if (aborting) return;
  aborting = true;
  console.error(`bench: ${reason}; stopping everything`);
  void cleanUp().finally(() => process.exit(code));
}

export function cleanUpOnAbort(timeLimitMs: number): void {
  // Stays subscribed: tsx relays the same Ctrl-C a second time, which must not end the clean-up.
  process.on('SIGINT', () => abort('interrupted', 130));
  process.on('SIGTERM', () => abort('terminated', 143));
  setTimeout(() => abort(`still running after ${timeLimitMs / 60_000} min`, 1), timeLimitMs).unref();
  // Last resort, for an exit before the clean-up is done.
  process.once('exit', () => {
    for (const pid of livePids) {
      try {
        process.kill(pid, 'SIGTERM');
      } catch {
        // already gone
      }
    }
  });
}
