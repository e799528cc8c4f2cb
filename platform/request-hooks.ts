import http from 'node:http';

// Returns true when it has answered the request itself: Next.js then never sees it.
export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => boolean | void;

// Pages and route handlers never see Node's request and response; a few server-wide concerns
// (instrumentation.ts) need them before Next.js does. Each hook runs on every request, in the
// order added, until one answers it. On globalThis: Next bundles instrumentation.ts apart from the pages.
const holder = globalThis as typeof globalThis & { __requestHooks?: RequestHook[] };

export function onEveryRequest(hook: RequestHook): void {
  if (!holder.__requestHooks) {
    const hooks: RequestHook[] = (holder.__requestHooks = []);
    const emit = http.Server.prototype.emit;
    http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request') {
        for (const run of hooks) {
          if (run(args[0] as http.IncomingMessage, args[1] as http.ServerResponse) === true) return true;
        }
      }
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    } as typeof emit;
  }
  holder.__requestHooks.push(hook);
}
