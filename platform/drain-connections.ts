import type http from 'node:http';
import { onEveryRequest } from './request-hooks';

// On SIGTERM, Next closes the server and waits until every connection has ended before it exits.
// A keep-alive connection stays open after its response until keepAliveTimeout (5 s, often more
// behind a load balancer), and a client that keeps sending on it keeps the process up. So once
// draining, every response not yet started says `Connection: close`, and Node closes the socket
// as soon as it is sent.

type DrainState = { installed: boolean; draining: boolean; open: Set<http.ServerResponse> };
const holder = globalThis as typeof globalThis & { __drainConnections?: DrainState };
const state: DrainState = (holder.__drainConnections ??= { installed: false, draining: false, open: new Set() });

function closeAfter(response: http.ServerResponse): void {
  if (!response.headersSent) response.setHeader('Connection', 'close');
}

// Keeps track of the responses in flight (instrumentation.ts, at start).
export function trackResponses(): void {
  if (state.installed) return;
  state.installed = true;
  onEveryRequest((_request, response) => {
    if (state.draining) return closeAfter(response);
    state.open.add(response);
    response.once('close', () => state.open.delete(response));
  });
}

// From now on no connection is kept alive after its response.
export function drainConnections(): void {
  state.draining = true;
  for (const response of state.open) closeAfter(response);
  state.open.clear();
}
