import http from 'node:http';
import { SOCKET_ADDRESS_HEADER } from './client-address';

let installed = false;

// Route handlers cannot see the TCP peer address, and Next.js writes it into X-Forwarded-For only
// when a client sent none, so a visitor could choose the address we rate-limit by. This stamps the
// real peer address on every request (overwriting any client-sent value) before Next.js sees it.
export function recordSocketAddresses(): void {
  if (installed) return;
  installed = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event === 'request') {
      const request = args[0] as http.IncomingMessage;
      request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
    }
    return emit.apply(this, [event, ...args] as Parameters<typeof emit>);
  } as typeof emit;
}
