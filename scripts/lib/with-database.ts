import { existsSync, readFileSync } from 'node:fs';
import { startEmbeddedDb, pingUri, type EmbeddedDb } from './embedded-db';
import { DEV_DB_DIR, DEV_DB_URL_FILE } from './paths';

export const DEV_DB_NAME = 'consultancy';

// Gives a script a database: MONGODB_URI if set, else the embedded development database
// (the one `npm run dev` is running, or a new one on .data/db that is stopped afterwards).
export async function withDatabase<T>(work: (uri: string) => Promise<T>): Promise<T> {
  if (process.env.MONGODB_URI) return work(process.env.MONGODB_URI);

  const runningUri = existsSync(DEV_DB_URL_FILE) ? readFileSync(DEV_DB_URL_FILE, 'utf8').trim() : '';
  if (runningUri && (await pingUri(runningUri))) {
    process.env.MONGODB_URI = runningUri;
    return work(runningUri);
  }

  const db: EmbeddedDb = await startEmbeddedDb({ dataDir: DEV_DB_DIR, dbName: DEV_DB_NAME });
  process.env.MONGODB_URI = db.uri;
  try {
    return await work(db.uri);
  } finally {
    await db.stop();
  }
}
