import type http from 'node:http';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { onEveryRequest } from './request-hooks';

// Next.js answers a page whose rendering threw with 500, and a page has no way to say 503. When
// the error was the database being out of reach, that 500 becomes 503 with Retry-After, so load
// balancers, monitors and crawlers see a temporary outage rather than a bug. The error page shown
// is the same; only the status line changes, and only if it has not been sent yet (a page that
// streamed its shell before failing keeps its 200). Route handlers answer 503 themselves (lib/server/http).

const TAG_HEADER = 'x-app-request-tag';

type State = { installed: boolean; next: number; open: Map<string, http.ServerResponse>; unavailable: WeakSet<http.ServerResponse> };
const holder = globalThis as typeof globalThis & { __unavailableStatus?: State };
const state: State = (holder.__unavailableStatus ??= { installed: false, next: 0, open: new Map(), unavailable: new WeakSet() });

// Tags every request, so that an error reported for it can be traced to its response (instrumentation.ts, at start).
export function answerUnavailablePagesWith503(): void {
  if (state.installed) return;
  state.installed = true;
  onEveryRequest((request, response) => {
    const tag = String(++state.next);
    // Overwrites whatever a client sent under that name.
    request.headers[TAG_HEADER] = tag;
    state.open.set(tag, response);
    response.once('close', () => state.open.delete(tag));
    const writeHead = response.writeHead;
    response.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
      if (statusCode === 500 && state.unavailable.has(response)) {
        this.setHeader('Retry-After', '5');
        // A status message given for 500 would not fit 503.
        return writeHead.apply(this, [503, ...(typeof rest[0] === 'string' ? rest.slice(1) : rest)] as Parameters<typeof writeHead>);
      }
      return writeHead.apply(this, [statusCode, ...rest] as Parameters<typeof writeHead>);
    } as typeof writeHead;
  });
}

// From instrumentation.ts onRequestError, which Next.js calls while the error page is rendered,
// before its status is sent.
export function noteRequestError(error: unknown, headers: Record<string, string | string[] | undefined>): void {
  const tag = headers[TAG_HEADER];
  const response = typeof tag === 'string' ? state.open.get(tag) : undefined;
  if (response && isDatabaseUnavailable(error)) state.unavailable.add(response);
}
