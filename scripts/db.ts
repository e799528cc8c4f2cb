// npm run db:embedded: runs the embedded development database alone and prints its MONGODB_URI,
// e.g. for `MONGODB_URI=... npm start` against the development data.
import { writeFileSync, rmSync } from 'node:fs';
import { startEmbeddedDb } from './lib/embedded-db';
import { DEV_DB_DIR, DEV_DB_URL_FILE } from './lib/paths';
import { DEV_DB_NAME } from './lib/with-database';
import { loadProjectEnv } from './lib/load-env';

loadProjectEnv();

try {
  const db = await startEmbeddedDb({ dataDir: DEV_DB_DIR, dbName: DEV_DB_NAME });
  writeFileSync(DEV_DB_URL_FILE, db.uri);
  console.log(`MONGODB_URI=${db.uri}`);
  console.log('embedded database running; Ctrl+C stops it');
  const stop = () => {
    rmSync(DEV_DB_URL_FILE, { force: true });
    void db.stop().then(() => process.exit(0));
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
}
