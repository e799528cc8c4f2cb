import 'server-only';
import mongoose from 'mongoose';
import { isDatabaseUnavailable } from './db-errors';
import { watchMonitor } from '@/platform/db-monitor';
import { getEnv } from './env';

// Raised whenever the database cannot be reached; route handlers answer it with 503.
export class DatabaseUnavailable extends Error {
  constructor(message = 'Database unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailable';
  }
}

// How long a request waits for a database that is down or has stopped answering. Two kinds of outage:
// - Stopped or unreachable (connections refused or closed): noticed at once; a request waits for a
//   server at most SERVER_SELECTION_TIMEOUT_MS, then fails with 503.
// - Frozen (a hung server or a network partition: sockets stay open, nothing answers): only a
//   timeout can tell. The driver's monitor checks the server every HEARTBEAT_FREQUENCY_MS with a
//   `hello` that must answer within CONNECT_TIMEOUT_MS; when one does not, the driver marks the
//   server unknown and cuts off the operations in flight on it (PoolClearedOnNetworkError); one
//   waiting for a new connection waits out that connection's own CONNECT_TIMEOUT_MS. So about
//   0.5 + 1.5 + 1.5 = 3.5 s at most, and a request that starts once the server is known to be
//   unreachable waits SERVER_SELECTION_TIMEOUT_MS, then 503 (e2e/database-outage.spec.ts freezes
//   FerretDB with SIGSTOP and wants every answer within 5 s; the last runs' figures are in
//   docs/operations.md, Operations). With the driver's 10 s heartbeat this was up to 16 s.
// - The driver's retries are off: a read, or a write on a replica set, cut off that way would be
//   tried once more, and the retry waits for a server again (SERVER_SELECTION_TIMEOUT_MS): answers
//   during a freeze took longer with them (docs/operations.md, Operations). The cost: what a retry
//   would hide (a failover, a reset connection) answers 503 with Retry-After to the requests in
//   flight at that moment. A lead sent again with its clientId is stored once; another write
//   repeated by hand (an admin saving a new post) may be stored twice if the first attempt reached
//   the server.
// The check, not a socket timeout on each query, is what notices: a query may legitimately take
// long (the admin enquiry list scans the whole collection on FerretDB, seconds for one request
// with 10,000 enquiries and far longer under load: docs/operations.md, Performance), and a short
// socketTimeoutMS would cut it off, while the server still answers `hello` at once: measured on
// FerretDB with ten concurrent scans of 100,000 enquiries (queries of 4 minutes each), 1,259
// checks took 125 ms median, 878 ms at most.
const SERVER_SELECTION_TIMEOUT_MS = 3000;
const HEARTBEAT_FREQUENCY_MS = 500;
// Also the bound on each step of opening a connection (TCP, TLS, handshake).
const CONNECT_TIMEOUT_MS = 1500;
// Only a backstop, for a monitor that stops checking (platform/db-monitor.ts): no query waits for an
// answer longer than a proxy in front waits for the page (nginx: 60 s).
const SOCKET_TIMEOUT_MS = 60_000;

mongoose.set('strictQuery', true);
mongoose.set('sanitizeFilter', true);
// Queries issued while disconnected wait at most this long (default 10 s) before failing.
mongoose.set('bufferTimeoutMS', SERVER_SELECTION_TIMEOUT_MS);

type ConnectionCache = { promise: Promise<typeof mongoose> | null; stuck?: () => boolean };
// Kept on globalThis so hot reloads in development reuse one connection pool.
const holder = globalThis as typeof globalThis & { __mongooseConnection?: ConnectionCache };
const cache: ConnectionCache = (holder.__mongooseConnection ??= { promise: null });

export async function connectDb(): Promise<typeof mongoose> {
  if (cache.promise && cache.stuck?.()) renewConnection(cache.promise);
  if (!cache.promise) {
    const uri = getEnv().MONGODB_URI;
    if (!uri) {
      throw new DatabaseUnavailable('MONGODB_URI is not set (npm run dev starts an embedded database)');
    }
    cache.promise = registerWriteEffects().then(() => openConnection(uri));
  }
  return cache.promise;
}

// What a write sets off beyond itself, declared by its domain (enquiries/write-effects.ts), is
// registered with the models before the first connection: every process that writes (the server,
// its jobs, scripts, tests) connects here first. Loaded then, not with this module: it
// reaches Next's cache, which a module that only disconnects (a test file's set-up, loaded before
// the file's mocks) must not load.
let writeEffects: Promise<void> | undefined;
function registerWriteEffects(): Promise<void> {
  return (writeEffects ??= import('./enquiries/write-effects').then((effects) => effects.registerEnquiryWriteEffects()));
}

function openConnection(uri: string): Promise<typeof mongoose> {
  return mongoose
    .connect(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      heartbeatFrequencyMS: HEARTBEAT_FREQUENCY_MS,
      connectTimeoutMS: CONNECT_TIMEOUT_MS,
      socketTimeoutMS: SOCKET_TIMEOUT_MS,
      retryReads: false,
      retryWrites: false,
      // Requests waiting for a connection are not bounded here: when the server stops answering,
      // clearing the pool fails them too; under mere load they wait their turn.
      maxPoolSize: 20,
    })
    .then((connected) => {
      cache.stuck = watchMonitor(connected.connection.getClient());
      return connected;
    })
    .catch((error: unknown) => {
      // Forget the failed attempt so the next request tries again once the database is back.
      cache.promise = null;
      throw new DatabaseUnavailable('Could not connect to the database', { cause: error });
    });
}

// A client whose monitor has stopped (platform/db-monitor.ts) is closed and a new one connected;
// requests meanwhile wait for the new one, as they would for the first.
function renewConnection(current: Promise<typeof mongoose>): void {
  console.error('[db] the driver stopped checking the database server; connecting a new client');
  cache.stuck = undefined;
  const closed = current.then((old) => Promise.race([old.connection.close(), sleep(SERVER_SELECTION_TIMEOUT_MS)]));
  cache.promise = closed.catch(() => undefined).then(() => openConnection(getEnv().MONGODB_URI ?? ''));
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function disconnectDb(): Promise<void> {
  const pending = cache.promise;
  cache.promise = null;
  if (pending) await pending.then((m) => m.disconnect()).catch(() => undefined);
}

// Which errors mean the database is out of reach (by class ancestry and cause; lib/server/db-errors.ts).
export { isDatabaseUnavailable } from './db-errors';

export async function pingDb(): Promise<void> {
  const connection = (await connectDb()).connection;
  if (!connection.db) throw new DatabaseUnavailable('No database selected');
  try {
    await connection.db.admin().command({ ping: 1 });
  } catch (error) {
    throw isDatabaseUnavailable(error) ? new DatabaseUnavailable('Ping failed', { cause: error }) : error;
  }
}

// MongoDB's (and FerretDB's) error code for a write that a unique index refused.
export function isDuplicateKeyError(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}
