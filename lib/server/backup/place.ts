import 'server-only';
import type { Db } from 'mongodb';
import { connectDb } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { storageDriver, type StorageKind } from '@/lib/server/storage';
import { GRIDFS_BUCKET } from '@/lib/server/storage/gridfs';
import type { UploadStorage } from '@/lib/server/storage/types';
import type { BackupEngine } from './archive-format';

export type UploadPlace = { kind: StorageKind; storage: UploadStorage };

// The database and upload storage a backup reads or a restore writes: the app's own (MONGODB_URI,
// UPLOAD_STORAGE) unless named, as a test names a second database to restore into.
export type BackupPlace = { db?: Db; uploads?: UploadPlace };

export async function resolvePlace(place: BackupPlace = {}): Promise<{ db: Db; uploads: UploadPlace }> {
  const kind = place.uploads?.kind ?? getEnv().UPLOAD_STORAGE;
  return { db: place.db ?? (await appDatabase()), uploads: place.uploads ?? { kind, storage: storageDriver(kind) } };
}

async function appDatabase(): Promise<Db> {
  const connection = (await connectDb()).connection;
  // Once connected, mongoose creates each compiled model's collection and indexes in the
  // background; waiting for that keeps it from running between a restore's drop and its inserts.
  await Promise.allSettled(Object.values(connection.models).map((model) => model.init()));
  if (!connection.db) throw new Error('No database selected');
  return connection.db;
}

// FerretDB answers buildInfo as MongoDB does, plus fields of its own (1.x: `ferretdbVersion` and
// `ferretdbFeatures`). It must be told apart: it accepts a snapshot session and ignores it.
export async function databaseEngine(db: Db): Promise<BackupEngine> {
  const info = await db.admin().command({ buildInfo: 1 });
  return 'ferretdbVersion' in info || 'ferretdb' in info ? 'ferretdb' : 'mongodb';
}

// The GridFS bucket's collections when it is the upload storage: its files are the archive's
// uploads/, so they are not also its collections.
export function bucketCollections(uploads: UploadPlace): Set<string> {
  return new Set(uploads.kind === 'gridfs' ? [`${GRIDFS_BUCKET}.files`, `${GRIDFS_BUCKET}.chunks`] : []);
}

// The collections that hold the site's records: every collection but the server's own
// (`system.*`), views (definitions, not data) and the upload bucket's, by name.
export async function dataCollections(db: Db, uploads: UploadPlace): Promise<string[]> {
  const bucket = bucketCollections(uploads);
  const listed = await db.listCollections({}, { nameOnly: false }).toArray();
  return listed
    .filter((collection) => (collection.type ?? 'collection') === 'collection' && !collection.name.startsWith('system.') && !bucket.has(collection.name))
    .map((collection) => collection.name)
    .sort();
}
