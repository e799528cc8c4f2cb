import { afterEach, describe, expect, it, vi } from 'vitest';
import { externalTestServer, redactUri, uniqueDatabaseName, withDatabaseName } from './test-database';

describe('withDatabaseName', () => {
  it.each([
    ['mongodb://127.0.0.1:27017', 'mongodb://127.0.0.1:27017/test_1'],
    ['mongodb://127.0.0.1:27017/', 'mongodb://127.0.0.1:27017/test_1'],
    ['mongodb://127.0.0.1:27017/consultancy', 'mongodb://127.0.0.1:27017/test_1'],
    ['mongodb://127.0.0.1:27017/?replicaSet=rs0', 'mongodb://127.0.0.1:27017/test_1?replicaSet=rs0'],
    [
      'mongodb://localhost:27017/?replicaSet=rs0&directConnection=true',
      'mongodb://localhost:27017/test_1?replicaSet=rs0&directConnection=true',
    ],
    ['mongodb://localhost:27017/consultancy?authSource=admin', 'mongodb://localhost:27017/test_1?authSource=admin'],
    // No slash before the options: the driver accepts it, so must we.
    ['mongodb://localhost:27017?replicaSet=rs0', 'mongodb://localhost:27017/test_1?replicaSet=rs0'],
    // Several hosts, credentials with encoded characters, SRV.
    ['mongodb://u%40x:p%2Fw@h1:27017,h2:27018/db?replicaSet=rs0', 'mongodb://u%40x:p%2Fw@h1:27017,h2:27018/test_1?replicaSet=rs0'],
    ['mongodb+srv://user:pw@cluster0.example.net/app?retryWrites=true&w=majority', 'mongodb+srv://user:pw@cluster0.example.net/test_1?retryWrites=true&w=majority'],
  ])('%s → %s', (uri, expected) => {
    expect(withDatabaseName(uri, 'test_1')).toBe(expected);
  });

  it('refuses what is not a MongoDB URI', () => {
    expect(() => withDatabaseName('http://localhost:27017', 'x')).toThrow(/mongodb:\/\//);
  });
});

describe('externalTestServer', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('is null unless MONGODB_TEST_URI is set, and never reads MONGODB_URI', () => {
    vi.stubEnv('MONGODB_TEST_URI', '');
    vi.stubEnv('MONGODB_URI', 'mongodb://production.example.net/consultancy');
    expect(externalTestServer()).toBeNull();
    vi.stubEnv('MONGODB_TEST_URI', ' mongodb://127.0.0.1:27017/?replicaSet=rs0 ');
    expect(externalTestServer()).toBe('mongodb://127.0.0.1:27017/?replicaSet=rs0');
  });

  it('refuses a value that is not a MongoDB URI', () => {
    vi.stubEnv('MONGODB_TEST_URI', '127.0.0.1:27017');
    expect(() => externalTestServer()).toThrow(/MONGODB_TEST_URI/);
  });
});

it('uniqueDatabaseName gives a fresh valid name each time', () => {
  const names = new Set(Array.from({ length: 20 }, () => uniqueDatabaseName('e2e')));
  expect(names.size).toBe(20);
  for (const name of names) expect(name).toMatch(/^e2e_[0-9a-f]{12}$/);
});

it('redactUri hides the password only', () => {
  expect(redactUri('mongodb://user:secret@h1:27017,h2/db?x=1')).toBe('mongodb://user:***@h1:27017,h2/db?x=1');
  expect(redactUri('mongodb://127.0.0.1:27017/?replicaSet=rs0')).toBe('mongodb://127.0.0.1:27017/?replicaSet=rs0');
});
