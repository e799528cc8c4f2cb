import type mongoose from 'mongoose';

// The driver checks a server it cannot reach every half second until it answers. Seen under load
// (mongodb 7.8, FerretDB shutting down): a check that starts just as the server drops its
// connections writes to a socket already destroyed and waits for 'drain' forever. The monitor
// never checks again, the server stays "unknown" after the database is back, and every request
// answers 503 until the app is restarted. lib/server/db.ts replaces a client in that state.
export const STUCK_AFTER_MS = 20_000;

type Client = ReturnType<mongoose.Connection['getClient']>;

// Watches the client's monitoring events; the returned function says whether some server has been
// unknown with no check finished (answered or failed) for STUCK_AFTER_MS. A working monitor
// finishes one at least every heartbeat (0.5 s) plus its timeouts (1.5 s to connect, 1.5 s to answer; lib/server/db.ts).
export function watchMonitor(client: Client): () => boolean {
  const started = Date.now();
  const lastCheck = new Map<string, number>();
  const unknown = new Set<string>();
  const checked = (event: { connectionId: string }) => lastCheck.set(event.connectionId, Date.now());
  client.on('serverHeartbeatSucceeded', checked);
  client.on('serverHeartbeatFailed', checked);
  client.on('serverDescriptionChanged', (event) => {
    if (event.newDescription.type === 'Unknown') unknown.add(event.address);
    else unknown.delete(event.address);
  });
  client.on('serverClosed', (event) => {
    unknown.delete(event.address);
    lastCheck.delete(event.address);
  });
  return () => [...unknown].some((address) => Date.now() - (lastCheck.get(address) ?? started) > STUCK_AFTER_MS);
}
