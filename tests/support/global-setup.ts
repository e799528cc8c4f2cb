import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDb } from '../../scripts/lib/embedded-db';

declare module 'vitest' {
  export interface ProvidedContext {
    mongoBaseUri: string;
  }
}

// One embedded FerretDB for the whole run, in a temporary directory on a free port.
export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-db-'));
  const db = await startEmbeddedDb({ dataDir, dbName: 'unused' });
  project.provide('mongoBaseUri', `mongodb://127.0.0.1:${db.port}`);
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
