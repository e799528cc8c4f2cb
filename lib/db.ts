import 'server-only';
import mongoose from 'mongoose';
import { watchMonitor } from './db-monitor';
import { getEnv } from './env';

// Raised whenever the database cannot be reached; route handlers answer it with 503.
export class DatabaseUnavailable extends Error {
  constructor(message = 'Database unavailable', options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DatabaseUnavailable';
  }
}

const SERVER_SELECTION_TIMEOUT_MS = 3000;

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
    cache.promise = openConnection(uri);
  }
  return cache.promise;
}

function openConnection(uri: string): Promise<typeof mongoose> {
  return mongoose
    .connect(uri, {
      serverSelectionTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
      connectTimeoutMS: SERVER_SELECTION_TIMEOUT_MS,
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

// A client whose monitor has stopped (lib/db-monitor.ts) is closed and a new one connected;
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

const CONNECTIVITY_ERRORS = new Set([
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  'MongoNetworkError',
  'MongoNetworkTimeoutError',
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoPoolClearedError',
]);

const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

// True for errors that mean "the database is not reachable right now", whatever layer raised them.
export function isDatabaseUnavailable(error: unknown): boolean {
  if (error instanceof DatabaseUnavailable) return true;
  if (!(error instanceof Error)) return false;
  // By name too: Next bundles instrumentation.ts apart from the pages, each with its own class.
  if (error.name === 'DatabaseUnavailable' || CONNECTIVITY_ERRORS.has(error.name)) return true;
  // A socket error that escapes the driver unwrapped, e.g. a write to a server that just went away.
  const code = (error as NodeJS.ErrnoException).code;
  if (code && SOCKET_ERROR_CODES.has(code)) return true;
  return /buffering timed out|before initial connection is complete/.test(error.message);
}

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
