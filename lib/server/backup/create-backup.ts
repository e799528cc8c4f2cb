import 'server-only';
import { execFile } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import mongoose from 'mongoose';
import type { ClientSession, Db } from 'mongodb';
import * as tar from 'tar';
import packageJson from '@/package.json';
import { getEnv } from '@/lib/server/env';
import type { UploadStorage } from '@/lib/server/storage/types';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BackupRefused,
  COLLECTIONS_DIR,
  CONSISTENCY_MEANING,
  INDEXES_DIR,
  MANIFEST_ENTRY,
  UPLOADS_DIR,
  backupFileName,
  collectionEntry,
  indexesEntry,
  isSafeCollectionName,
  isSafeUploadName,
  uploadEntry,
  type BackupConsistency,
  type BackupEngine,
  type BackupManifest,
} from './archive-format';
import { dataCollections, databaseEngine, resolvePlace, type BackupPlace } from './place';

// The driver's own copy of bson (read-archive.ts says why).
const { EJSON } = mongoose.mongo.BSON;

export type CreateBackupOptions = BackupPlace & {
  // Where the archive goes: BACKUP_DIR unless named.
  dir?: string;
  now?: Date;
};

export type CreatedBackup = {
  path: string;
  name: string;
  bytes: number;
  manifest: BackupManifest;
  // Stored files left out because their names could not be a file in the archive (put into the
  // upload directory by hand: the app names its files itself, lib/server/storage).
  skippedUploads: string[];
};

// Writes one archive of every collection and every uploaded file (the layout: archive-format.ts).
// Everything is staged in a directory beside the archive, packed into a temporary file and only
// then renamed to its name, so a backup that fails or is killed never leaves a file that looks
// complete; the staging directory goes whatever happens.
export async function createBackup(options: CreateBackupOptions = {}): Promise<CreatedBackup> {
  const now = options.now ?? new Date();
  const dir = path.resolve(options.dir ?? getEnv().BACKUP_DIR);
  const name = backupFileName(now);
  const finalPath = path.join(dir, name);
  const { db, uploads } = await resolvePlace(options);

  // Personal data: readable by the app's own user only.
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const staging = await mkdtemp(path.join(dir, '.staging-'));
  const partial = path.join(dir, `.${name}.${randomUUID()}.partial`);
  try {
    await Promise.all([COLLECTIONS_DIR, INDEXES_DIR, UPLOADS_DIR].map((sub) => mkdir(path.join(staging, sub))));
    const engine = await databaseEngine(db);
    const collections = await dumpCollections(db, await dataCollections(db, uploads), engine, staging);
    // After the collections: a record names a file only once the file is stored, so every file a
    // dumped record names was there before this step began (unless deleted meanwhile).
    const files = await dumpUploads(uploads.storage, staging);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: BACKUP_FORMAT_VERSION,
      app: { name: packageJson.name, version: packageJson.version, commit: await appCommit() },
      createdAt: now.toISOString(),
      engine,
      consistency: collections.consistency,
      consistencyMeaning: CONSISTENCY_MEANING[collections.consistency],
      collections: collections.entries,
      uploads: { storage: uploads.kind, files: files.entries },
    };
    await writeFile(path.join(staging, MANIFEST_ENTRY), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });

    // The manifest first: readBackupManifest stops reading there.
    const pack = tar.c({ gzip: true, cwd: staging, portable: true }, [MANIFEST_ENTRY, COLLECTIONS_DIR, INDEXES_DIR, UPLOADS_DIR]);
    await pipeline(pack, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
    // On disk before it is renamed: after a power cut the name holds the whole archive or nothing.
    const handle = await open(partial, 'r');
    await handle.sync().finally(() => handle.close());
    if (await exists(finalPath)) throw new BackupRefused('conflict', `A backup named ${name} already exists in ${dir}; wait a second and run it again.`);
    await rename(partial, finalPath);
    return { path: finalPath, name, bytes: (await stat(finalPath)).size, manifest, skippedUploads: files.skipped };
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

// A replica set (or a sharded cluster) reads every collection at one cluster time. FerretDB
// accepts a snapshot session and ignores it (each query reads what is there when it runs), and a
// standalone MongoDB refuses one, so there each collection is read in turn and the manifest says so. Index specs are read outside the snapshot (listIndexes takes no snapshot read concern).
async function dumpCollections(db: Db, names: string[], engine: BackupEngine, staging: string) {
  const unsafe = names.filter((name) => !isSafeCollectionName(name));
  if (unsafe.length > 0) {
    throw new BackupRefused('invalid', `The database has collections whose names cannot be file names in the archive: ${unsafe.join(', ')}.`);
  }
  const consistency: BackupConsistency = engine === 'mongodb' && (await isReplicated(db)) ? 'snapshot' : 'per-collection';
  const session = consistency === 'snapshot' ? db.client.startSession({ snapshot: true }) : undefined;
  const entries: BackupManifest['collections'] = {};
  try {
    for (const name of names) {
      const documents = await dumpDocuments(db, name, path.join(staging, collectionEntry(name)), session);
      const indexes = await db.collection(name).listIndexes().toArray();
      const indexText = `${EJSON.stringify(indexes, undefined, 2, { relaxed: true })}\n`;
      await writeFile(path.join(staging, indexesEntry(name)), indexText, { flag: 'wx', mode: 0o600 });
      entries[name] = { ...documents, indexesSha256: sha256(indexText) };
    }
  } finally {
    await session?.endSession();
  }
  return { consistency, entries };
}

async function isReplicated(db: Db): Promise<boolean> {
  const hello = await db.admin().command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

// One canonical Extended JSON document a line, in _id order, streamed from the cursor to the file.
// Values are not promoted to JS numbers, so an Int32, a Double and a Long each stay what they are.
async function dumpDocuments(db: Db, name: string, file: string, session: ClientSession | undefined) {
  const hash = createHash('sha256');
  let count = 0;
  let bytes = 0;
  const cursor = db.collection(name).find({}, { sort: { _id: 1 }, session, promoteValues: false, promoteLongs: false, promoteBuffers: false });
  async function* lines() {
    try {
      for await (const document of cursor) {
        const line = Buffer.from(`${EJSON.stringify(document, { relaxed: false })}\n`, 'utf8');
        hash.update(line);
        count += 1;
        bytes += line.length;
        yield line;
      }
    } finally {
      await cursor.close();
    }
  }
  await pipeline(Readable.from(lines()), createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  return { count, bytes, sha256: hash.digest('hex') };
}

async function dumpUploads(storage: UploadStorage, staging: string) {
  const entries: BackupManifest['uploads']['files'] = {};
  const skipped: string[] = [];
  for (const name of (await storage.list()).sort()) {
    if (!isSafeUploadName(name)) {
      skipped.push(name);
      continue;
    }
    const file = await storage.read(name);
    // Removed since it was listed: not in the archive, as if the backup had started a moment later.
    if (!file) continue;
    await writeFile(path.join(staging, uploadEntry(name)), file.data, { flag: 'wx', mode: 0o600 });
    entries[name] = { bytes: file.data.length, sha256: sha256(file.data) };
  }
  return { entries, skipped };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

// GIT_COMMIT where the build sets it; else the repository's HEAD when there is one (a checkout
// run with `npm run backup`); else none.
async function appCommit(): Promise<string> {
  const configured = getEnv().GIT_COMMIT;
  if (configured) return configured;
  try {
    const { stdout } = await promisify(execFile)('git', ['rev-parse', 'HEAD'], { timeout: 2000 });
    return /^[0-9a-f]{40}$/.test(stdout.trim()) ? stdout.trim() : '';
  } catch {
    return '';
  }
}
