// Which address a request came from, for rate limits. X-Forwarded-For is believed only as far as
// the configured number of trusted proxies in front of the app: every proxy appends the address
// it received the request from, so the entry that many hops from the right was written by our own
// first proxy; anything further left was sent by the visitor and may be made up.

// Set by instrumentation.ts on every incoming request, overwriting anything a client sent.
export const SOCKET_ADDRESS_HEADER = 'x-app-socket-address';

export function clientAddress(headers: Headers, trustedProxies: number): string {
  const forwarded = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const socket = headers.get(SOCKET_ADDRESS_HEADER)?.trim();
  // The hops, nearest last: what each proxy saw, then the peer of our own socket.
  const hops = socket ? [...forwarded, socket] : forwarded;
  // Without the socket hook, Next.js fills X-Forwarded-For with the peer address only when the
  // header is absent, so the last entry stands for the socket.
  const index = hops.length - 1 - (socket ? trustedProxies : Math.max(trustedProxies - 1, 0));
  return normalise(hops[Math.max(index, 0)] ?? 'unknown');
}

function normalise(address: string): string {
  return address.replace(/^::ffff:/, '').slice(0, 64);
}
