import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';

// The test suites (vitest and Playwright) start the embedded FerretDB unless MONGODB_TEST_URI names
// a server to use instead, e.g. mongodb://127.0.0.1:27017/?replicaSet=rs0. That variable is the
// only way in: a MONGODB_URI from the shell never receives test data. On that server every test
// file and every seeded e2e database gets a database of its own, dropped at the end of the run.

const SCHEME = /^mongodb(\+srv)?:\/\//;

// The external test server, or null for the embedded one.
export function externalTestServer(): string | null {
  const uri = process.env.MONGODB_TEST_URI?.trim();
  if (!uri) return null;
  if (!SCHEME.test(uri)) throw new Error('MONGODB_TEST_URI must start with mongodb:// or mongodb+srv://');
  return uri;
}

// A fresh database name: `<prefix>_<12 hex digits>`.
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

// The URI with its database replaced by `name`; credentials, hosts and the query string stay.
// A connection string is not a URL (several hosts, `mongodb+srv`), so this splits it by hand:
// scheme, authority up to the first `/` or `?`, then the old database, then `?options`.
export function withDatabaseName(uri: string, name: string): string {
  const scheme = SCHEME.exec(uri)?.[0];
  if (!scheme) throw new Error('a MongoDB URI must start with mongodb:// or mongodb+srv://');
  const rest = uri.slice(scheme.length);
  const authorityEnd = rest.search(/[/?]/);
  const authority = authorityEnd === -1 ? rest : rest.slice(0, authorityEnd);
  const afterAuthority = authorityEnd === -1 ? '' : rest.slice(authorityEnd);
  const queryStart = afterAuthority.indexOf('?');
  const query = queryStart === -1 ? '' : afterAuthority.slice(queryStart);
  return `${scheme}${authority}/${name}${query}`;
}

// The URI without its password, for messages.
export function redactUri(uri: string): string {
  return uri.replace(/^(mongodb(?:\+srv)?:\/\/[^:/?@]*):[^@/?]*@/, '$1:***@');
}

const SERVER_TIMEOUT_MS = 10_000;

// Fails with a clear message when the server does not answer, instead of every test timing out.
export async function checkServer(uri: string): Promise<void> {
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: SERVER_TIMEOUT_MS });
  try {
    await connection.asPromise();
    await connection.db!.admin().command({ ping: 1 });
  } catch (error) {
    throw new Error(`MONGODB_TEST_URI (${redactUri(uri)}) does not answer: ${(error as Error).message}`);
  } finally {
    await connection.close().catch(() => undefined);
  }
}

// Drops every database whose name starts with `prefix` (best effort: a failure is logged, not
// thrown, so a clean-up problem never hides the test results). Returns the names dropped.
export async function dropDatabases(uri: string, prefix: string): Promise<string[]> {
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: SERVER_TIMEOUT_MS });
  try {
    await connection.asPromise();
    const { databases } = await connection.db!.admin().listDatabases({ nameOnly: true });
    const names = databases.map((database) => database.name).filter((name) => name.startsWith(prefix));
    for (const name of names) await connection.useDb(name, { useCache: false }).dropDatabase();
    return names;
  } catch (error) {
    console.warn(`[test database] could not drop the ${prefix}* databases on ${redactUri(uri)}: ${(error as Error).message}`);
    return [];
  } finally {
    await connection.close().catch(() => undefined);
  }
}

// Drops the database `uri` names (best effort, as above).
export async function dropDatabase(uri: string): Promise<void> {
  const connection = mongoose.createConnection(uri, { serverSelectionTimeoutMS: SERVER_TIMEOUT_MS });
  try {
    await connection.asPromise();
    await connection.dropDatabase();
  } catch (error) {
    console.warn(`[test database] could not drop ${redactUri(uri)}: ${(error as Error).message}`);
  } finally {
    await connection.close().catch(() => undefined);
  }
}
