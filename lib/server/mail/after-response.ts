import 'server-only';
import { after } from 'next/server';

// Work started outside a request (tests, scripts), so callers can wait for it.
const detached = new Set<Promise<void>>();

// Runs a task once the response has gone out (Next's after()), so the visitor never waits for
// it. Outside a request scope after() throws; the task then simply starts now, in the background.
export function runAfterResponse(label: string, task: () => Promise<unknown>): void {
  const guarded = () =>
    task().then(
      () => undefined,
      (error: unknown) => console.error(`[after] ${label} failed:`, error),
    );
  try {
    after(guarded);
    return;
  } catch {
    // not inside a request
  }
  const running = guarded().finally(() => detached.delete(running));
  detached.add(running);
}

// Resolves once every task started outside a request has finished.
export async function settleDetachedTasks(): Promise<void> {
  while (detached.size > 0) await Promise.all([...detached]);
}
