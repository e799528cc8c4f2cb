import autocannon from 'autocannon';
import { oneRequest } from './app';

export type LoadSettings = { durationSeconds: number; warmupSeconds: number; connections: number };

export type LoadTarget = {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  // A fresh body per request (for POSTs that must not repeat).
  body?: () => string;
  // A fresh path and query per request (a search nobody made before), on the url's server.
  requestUrl?: () => string;
};

// p50 and p99 are null when no request completed within the run.
// kbPerAnswer: average answer size, headers included.
export type LoadResult = { requestsPerSecond: number; p50: number | null; p99: number | null; errors: number; requests: number; kbPerAnswer: number };

// A short unmeasured run first (caches, JIT, connection pools), then the measured one. Without
// `warmUp`, the one request before the run is all the warm-up there is.
export async function measure(target: LoadTarget, settings: LoadSettings, warmUp = true): Promise<LoadResult> {
  if (warmUp && settings.warmupSeconds > 0) {
    await run(target, settings.connections, settings.warmupSeconds);
    await oneRequest(target);
  }
  const result = await run(target, settings.connections, settings.durationSeconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.requests.total > 0 ? result.latency.p50 : null,
    p99: result.requests.total > 0 ? result.latency.p99 : null,
    // autocannon's `errors` already includes timeouts.
    errors: result.non2xx + result.errors,
    requests: result.requests.total,
    kbPerAnswer: result.requests.total > 0 ? Math.round(result.throughput.total / result.requests.total / 1024) : 0,
  };
}

function run(target: LoadTarget, connections: number, duration: number): Promise<autocannon.Result> {
  const { body: makeBody, requestUrl } = target;
  const fresh = makeBody || requestUrl;
  return autocannon({
    url: target.url,
    method: target.method ?? 'GET',
    headers: target.headers,
    connections,
    duration,
    timeout: 10,
    requests: fresh
      ? [{ setupRequest: (request) => ({ ...request, ...(makeBody ? { body: makeBody() } : {}), ...(requestUrl ? { path: requestUrl() } : {}) }) }]
      : undefined,
  });
}
