import type http from 'node:http';
import { onEveryRequest } from './request-hooks';

// A page can only say "moved for good" with Next's permanentRedirect(), which answers 308. A post's
// earlier addresses (/blog/{id}, a slug it had) are to answer 301, the status every crawler, feed
// reader and old HTTP client knows. For GET and HEAD the two mean the same (308 only adds "repeat
// the method", which for these is GET anyway), so there 308 is sent as 301; other methods keep 308.
// Also: when Next.js renders such a redirect into its page cache (the first request), it sets
// Location and then appends the cached entry's Location again, sending the header twice; a
// redirect sends one.
// What breaks it: Next.js writing its status without ServerResponse.writeHead (Node calls
// writeHead for an implicit header too). Caught by: e2e/post-authoring.spec.ts (301 from the id,
// one Location).

type State = { installed: boolean };
const holder = globalThis as typeof globalThis & { __movedPermanently?: State };
const state: State = (holder.__movedPermanently ??= { installed: false });

export function answerPermanentRedirectsWith301(): void {
  if (state.installed) return;
  state.installed = true;
  onEveryRequest((request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const writeHead = response.writeHead;
    response.writeHead = function (this: http.ServerResponse, statusCode: number, ...rest: unknown[]) {
      const status = statusCode === 308 ? 301 : statusCode;
      const location = this.getHeader('location');
      if (Array.isArray(location) && location.length > 1) this.setHeader('location', location[0]!);
      // A status message given for 308 would not fit 301.
      const args = status !== statusCode && typeof rest[0] === 'string' ? rest.slice(1) : rest;
      return writeHead.apply(this, [status, ...args] as Parameters<typeof writeHead>);
    } as typeof writeHead;
  });
}
