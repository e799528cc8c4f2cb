// The rate limits count in fixed windows (lib/server/rate-limit.ts). A test that needs all its hits in one
// window waits for the next window when the current one is about to end, instead of failing now
// and then when its requests straddle a window's edge (seen under load at 13:15:00, a 1-minute and
// a 15-minute edge at once).
export const WINDOW_WAIT_TIMEOUT_MS = 60_000;

export async function withinOneWindow(windowMs: number, neededMs = 15_000): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
