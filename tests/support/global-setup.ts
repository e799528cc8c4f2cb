import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDb } from '../../scripts/lib/embedded-db';
import { checkServer, dropDatabases, externalTestServer, redactUri, uniqueDatabaseName } from '../../scripts/lib/test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    // The server every test file uses; a file puts its own database name into it.
    mongoBaseUri: string;
    // Every test database of this run is named `<prefix>_<random>`.
    databasePrefix: string;
  }
}

// One database server for the whole run: the server MONGODB_TEST_URI names (see
// scripts/lib/test-database.ts), or else an embedded FerretDB in a temporary directory on a free port.
export default async function setup(project: TestProject) {
  const external = externalTestServer();
  if (external) {
    await checkServer(external);
    // A prefix of its own per run, so the clean-up never touches another run's databases.
    const prefix = uniqueDatabaseName('test');
    project.provide('mongoBaseUri', external);
    project.provide('databasePrefix', prefix);
    console.log(`[vitest] using the test server MONGODB_TEST_URI=${redactUri(external)}, databases ${prefix}_*`);
    return async () => {
      await dropDatabases(external, `${prefix}_`);
    };
  }

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-db-'));
  const db = await startEmbeddedDb({ dataDir, dbName: 'unused' });
  project.provide('mongoBaseUri', `mongodb://127.0.0.1:${db.port}`);
  project.provide('databasePrefix', 'test');
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
