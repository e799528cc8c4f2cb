// Which errors mean "the database cannot be reached right now" (answered with 503), whatever layer
// raised them: our own connectDb, mongoose, the MongoDB driver, or a socket underneath.

// An error counts when any class in its ancestry has one of these names, so subclasses count too:
// PoolClearedOnNetworkError (operations cut off when the driver's monitor times out on a server that
// stopped answering) extends PoolClearedError, which extends MongoNetworkError.
const UNAVAILABLE_CLASSES = new Set([
  // Ours (lib/server/db.ts).
  'DatabaseUnavailable',
  // Every network error of the driver: refused, reset, timed out, pool cleared after one of these.
  'MongoNetworkError',
  // No server answered within serverSelectionTimeoutMS.
  'MongoServerSelectionError',
  'MongooseServerSelectionError',
  // The client or its pool was closed under the operation (lib/server/db.ts replaces a stuck client).
  'MongoNotConnectedError',
  'MongoTopologyClosedError',
  'MongoClientClosedError',
  'MongoServerClosedError',
  'MongoPoolClosedError',
  // Waited too long for a connection or for the whole operation (waitQueueTimeoutMS, timeoutMS).
  'MongoWaitQueueTimeoutError',
  'MongoOperationTimeoutError',
]);

const SOCKET_ERROR_CODES = new Set(['EPIPE', 'ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH']);

// Mongoose's own wording when a query waited in its buffer for a connection (bufferTimeoutMS).
const MONGOOSE_UNAVAILABLE = /buffering timed out|before initial connection is complete/;

// How deep a chain of causes is followed (a wrapper of a wrapper of the driver's error).
const MAX_CAUSES = 8;

// True for errors that mean "the database is not reachable right now", also when such an error is
// the cause (or the cause of the cause) of the one thrown.
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let current = error; current instanceof Object && !seen.has(current) && seen.size < MAX_CAUSES; current = causeOf(current)) {
    seen.add(current);
    if (isUnavailableItself(current)) return true;
  }
  return false;
}

function isUnavailableItself(error: object): boolean {
  if (classNames(error).some((name) => UNAVAILABLE_CLASSES.has(name))) return true;
  // A socket error that escapes the driver unwrapped, e.g. a write to a server that just went away.
  const code = (error as NodeJS.ErrnoException).code;
  if (typeof code === 'string' && SOCKET_ERROR_CODES.has(code)) return true;
  const message = (error as Error).message;
  return typeof message === 'string' && MONGOOSE_UNAVAILABLE.test(message);
}

// The names of an error's class and of every class it extends. By name, not instanceof: Next.js
// bundles instrumentation.ts apart from the pages and route handlers, each bundle with its own
// copies of our classes (and of the driver's, were it ever bundled), so `instanceof` with the
// class this module sees can miss an error made from another copy. Each class is named twice:
// by its constructor, and by the `name` it declares (the driver declares `get name()` on each
// class), which survives a minifier that renames the constructors.
export function classNames(error: object): string[] {
  const names: string[] = [];
  const own = (error as { name?: unknown }).name;
  if (typeof own === 'string') names.push(own);
  for (let proto: object | null = Object.getPrototypeOf(error); proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto)) {
    const constructorName: unknown = Object.getOwnPropertyDescriptor(proto, 'constructor')?.value?.name;
    if (typeof constructorName === 'string') names.push(constructorName);
    const declared = Object.getOwnPropertyDescriptor(proto, 'name');
    const name = declared?.get ? readGetter(declared.get, error) : declared?.value;
    if (typeof name === 'string') names.push(name);
  }
  return names;
}

function readGetter(getter: () => unknown, error: object): unknown {
  try {
    return getter.call(error);
  } catch {
    return undefined;
  }
}

function causeOf(error: object): unknown {
  return (error as { cause?: unknown }).cause;
}
