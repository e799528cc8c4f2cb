import { createRequire } from 'node:module';
import {
  MongoClientClosedError,
  MongoNetworkError,
  MongoNetworkTimeoutError,
  MongoNotConnectedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  type TopologyDescription,
} from 'mongodb';
import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';
import { classNames, isDatabaseUnavailable } from './db-errors';

// The pool's errors are not exported by the driver's index (nor typed); these are its own classes all the same.
type PoolErrorClass = new (...args: unknown[]) => Error;
const { PoolClearedError, PoolClearedOnNetworkError, PoolClosedError, WaitQueueTimeoutError } = createRequire(import.meta.url)(
  'mongodb/lib/cmap/errors.js',
) as Record<'PoolClearedError' | 'PoolClearedOnNetworkError' | 'PoolClosedError' | 'WaitQueueTimeoutError', PoolErrorClass>;

const pool = { address: '127.0.0.1:27017', serverError: new MongoNetworkTimeoutError('connection <monitor> to 127.0.0.1:27017 timed out') };

describe('isDatabaseUnavailable with the driver’s own error classes', () => {
  it.each([
    ['MongoNetworkError', () => new MongoNetworkError('connection 1 to 127.0.0.1:27017 closed')],
    ['MongoNetworkTimeoutError', () => new MongoNetworkTimeoutError('connection 1 to 127.0.0.1:27017 timed out')],
    // What a frozen server gives the operations in flight when the monitor's check times out.
    ['PoolClearedOnNetworkError', () => new PoolClearedOnNetworkError(pool)],
    ['PoolClearedError', () => new PoolClearedError(pool)],
    ['PoolClosedError', () => new PoolClosedError(pool)],
    ['WaitQueueTimeoutError', () => new WaitQueueTimeoutError('Timed out while checking out a connection from connection pool', pool.address)],
    ['MongoServerSelectionError', () => new MongoServerSelectionError('Server selection timed out after 3000 ms', {} as TopologyDescription)],
    ['MongooseServerSelectionError', () => new mongoose.Error.MongooseServerSelectionError('Server selection timed out after 3000 ms')],
    ['MongoNotConnectedError', () => new MongoNotConnectedError('Client must be connected before running operations')],
    ['MongoTopologyClosedError', () => new MongoTopologyClosedError()],
    ['MongoClientClosedError', () => new MongoClientClosedError()],
  ])('%s means unavailable', (_, make) => {
    expect(isDatabaseUnavailable(make())).toBe(true);
  });

  it('counts a subclass of a network error made elsewhere (matched by ancestry, not by exact name)', () => {
    class FlakyLinkError extends MongoNetworkError {
      override get name() {
        return 'FlakyLinkError';
      }
    }
    const error = new FlakyLinkError('the link flapped');
    expect(error.name).toBe('FlakyLinkError');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('counts an error whose cause (or cause of the cause) is a network error', () => {
    const network = new PoolClearedOnNetworkError(pool);
    expect(isDatabaseUnavailable(new Error('list failed', { cause: network }))).toBe(true);
    expect(isDatabaseUnavailable(new Error('outer', { cause: new Error('inner', { cause: network }) }))).toBe(true);
  });

  it('does not count errors of the database that answered, nor other errors', () => {
    const duplicate = new MongoServerError({ message: 'E11000 duplicate key error', code: 11000 });
    expect(isDatabaseUnavailable(duplicate)).toBe(false);
    expect(isDatabaseUnavailable(new mongoose.Error.ValidationError())).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('outer', { cause: duplicate }))).toBe(false);
    expect(isDatabaseUnavailable('MongoNetworkError')).toBe(false);
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable({ name: 'Whatever' })).toBe(false);
  });

  it('ends on a cycle of causes', () => {
    const a = new Error('a');
    const b = new Error('b', { cause: a });
    Object.assign(a, { cause: b });
    expect(isDatabaseUnavailable(a)).toBe(false);
  });
});

describe('isDatabaseUnavailable across bundles', () => {
  // Another bundle's copies of the classes: the same names, different identities, so instanceof
  // with this module's classes would say no.
  // A subclass of `Base` that declares `name` as a getter, as the driver's classes do.
  const declaring = (Base: new (message?: string) => Error, name: string): new (message?: string) => Error => {
    const Copy = class extends Base {};
    Object.defineProperty(Copy.prototype, 'name', { get: () => name });
    return Copy;
  };
  const OtherMongoError = declaring(Error, 'MongoError');
  const OtherMongoNetworkError = declaring(OtherMongoError, 'MongoNetworkError');
  const OtherPoolClearedError = declaring(OtherMongoNetworkError, 'MongoPoolClearedError');
  const OtherPoolClearedOnNetworkError = declaring(OtherPoolClearedError, 'PoolClearedOnNetworkError');

  it('recognises a copy of PoolClearedOnNetworkError by its ancestry', () => {
    const error = new OtherPoolClearedOnNetworkError('interrupted due to server monitor timeout');
    expect(error).not.toBeInstanceOf(MongoNetworkError);
    expect(classNames(error)).toContain('MongoNetworkError');
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it('recognises a minified copy by the names the classes declare', () => {
    // A minifier renames the constructors; the declared names stay.
    const a = class extends Error {
      get name() {
        return 'MongoNetworkError';
      }
    };
    const b = class extends a {
      get name() {
        return 'PoolClearedOnNetworkError';
      }
    };
    expect(isDatabaseUnavailable(new b('x'))).toBe(true);
  });

  it('recognises our DatabaseUnavailable from another bundle by its name', () => {
    class DatabaseUnavailable extends Error {
      name = 'DatabaseUnavailable';
    }
    expect(isDatabaseUnavailable(new DatabaseUnavailable('Could not connect to the database'))).toBe(true);
  });
});

describe('isDatabaseUnavailable for what escapes below the driver', () => {
  it('counts a raw socket error from a server that went away, not other system errors', () => {
    expect(isDatabaseUnavailable(Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' }))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
  });

  it('counts mongoose giving up on a query that waited for a connection', () => {
    expect(isDatabaseUnavailable(new mongoose.Error('Operation `enquiries.find()` buffering timed out after 3000ms'))).toBe(true);
  });
});
