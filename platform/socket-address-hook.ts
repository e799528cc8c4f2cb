import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { onEveryRequest } from './request-hooks';

let installed = false;

// Route handlers cannot see the TCP peer address, and Next.js writes it into X-Forwarded-For only
// when a client sent none, so a visitor could choose the address we rate-limit by. This stamps the
// real peer address on every request (overwriting any client-sent value) before Next.js sees it.
export function recordSocketAddresses(): void {
  if (installed) return;
  installed = true;
  onEveryRequest((request) => {
    request.headers[SOCKET_ADDRESS_HEADER] = request.socket?.remoteAddress ?? '';
  });
}
