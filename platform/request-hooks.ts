import http from 'node:http';

// Returns true when it has answered the request itself: Next.js then never sees it. A promise holds
// the request (a hook that must read the body first, platform/server-action-requests.ts): true when
// it was answered, false to go on with the next hooks and Next.js once it settles.
export type RequestHook = (request: http.IncomingMessage, response: http.ServerResponse) => boolean | void | Promise<boolean>;

// Pages and route handlers never see Node's request and response; a few server-wide concerns
// (instrumentation.ts) need them before Next.js does. Each hook runs on every request, in the
// order added, until one answers it. On globalThis: Next bundles instrumentation.ts apart from the pages.
const holder = globalThis as typeof globalThis & { __requestHooks?: RequestHook[] };

export function onEveryRequest(hook: RequestHook): void {
  if (!holder.__requestHooks) {
    const hooks: RequestHook[] = (holder.__requestHooks = []);
    const emit = http.Server.prototype.emit;
    // Runs the hooks from `first` on; true when one answered or holds the request.
    const runHooks = (server: http.Server, first: number, request: http.IncomingMessage, response: http.ServerResponse): boolean => {
      for (let index = first; index < hooks.length; index += 1) {
        const result = hooks[index]!(request, response);
        if (result === true) return true;
        if (result instanceof Promise) {
          result.then(
            (answered) => {
              if (!answered && !runHooks(server, index + 1, request, response)) (emit as (this: http.Server, event: string, ...args: unknown[]) => boolean).call(server, 'request', request, response);
            },
            // A hook that holds a request settles it; one that failed leaves nothing to answer with.
            () => request.socket.destroy(),
          );
          return true;
        }
      }
      return false;
    };
    http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
      if (event === 'request' && runHooks(this, 0, args[0] as http.IncomingMessage, args[1] as http.ServerResponse)) return true;
      return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
    } as typeof emit;
  }
  holder.__requestHooks.push(hook);
}
