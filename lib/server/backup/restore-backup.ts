import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Db, IndexDescription } from 'mongodb';
import { BackupRefused, collectionEntry, uploadEntry, type BackupManifest } from './archive-format';
import { bucketCollections, resolvePlace, type BackupPlace, type UploadPlace } from './place';
import { documentLines, openVerifiedArchive, parseDocument, type IndexSpec, type VerifyOptions } from './read-archive';

export type RestoreOptions = BackupPlace &
  VerifyOptions & {
    // Empty a target that holds records or files first; without it such a target is refused.
    replace?: boolean;
  };

export type RestoreReport = {
  archive: string;
  manifest: BackupManifest;
  // The database and upload storage restored into.
  database: string;
  storage: UploadPlace['kind'];
  replaced: boolean;
  // Documents inserted per collection.
  collections: Record<string, number>;
  indexes: number;
  // Indexes the target's engine does not implement, left out as the app's own start leaves them
  // out there (FerretDB 1.x: TTL, partial and collation indexes, from a MongoDB backup).
  skippedIndexes: { collection: string; name: string; reason: string }[];
  files: number;
  fileBytes: number;
  durationMs: number;
};

// A step after the target was first changed failed: what the target now holds is in the message.
export class RestoreIncomplete extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RestoreIncomplete';
  }
}

const BATCH_DOCUMENTS = 1000;
const BATCH_BYTES = 8 * 1024 * 1024;
// MongoDB's (and FerretDB's) answer to creating a collection that exists.
const NAMESPACE_EXISTS = 48;
// FerretDB's answer to an index option it does not have (TTL, partial, collation in 1.x).
const NOT_IMPLEMENTED = 238;

// Puts an archive's collections, indexes and files into the database and upload storage (the
// app's own unless named). Everything that can refuse the archive or the target does so before
// anything in the target changes: the archive is extracted and checked against its manifest first
// (openVerifiedArchive), then the target is looked at. Only then is it emptied (with `replace`)
// and filled. There is no transaction across collections on FerretDB, so a failure after that
// leaves part of the archive in; the error says which part, and a second run with `replace` ends it.
export async function restoreBackup(archivePath: string, options: RestoreOptions = {}): Promise<RestoreReport> {
  const started = performance.now();
  const archive = await openVerifiedArchive(archivePath, options);
  try {
    const { manifest, indexes } = archive;
    const { db, uploads } = await resolvePlace(options);
    const target = await targetContents(db, uploads);
    if (!options.replace && (target.filled.length > 0 || target.files.length > 0)) {
      throw new BackupRefused(
        'conflict',
        `The target is not empty (${describeContents(target.filled, target.files)}): restore into an empty database and upload storage, or run the restore again with --replace to replace what is there with the archive's content.`,
      );
    }

    const progress = new Progress(manifest);
    try {
      progress.step = 'emptying the target';
      // With `replace` everything goes; without, only the archive's collections that exist (empty,
      // created by the app with its current indexes), so the archive's own indexes replace them.
      if (options.replace) for (const name of target.files) await uploads.storage.remove(name);
      const archiveNames = new Set(Object.keys(manifest.collections));
      for (const name of target.collections) {
        if (options.replace || archiveNames.has(name)) await db.collection(name).drop();
      }

      const counts: Record<string, number> = {};
      for (const name of Object.keys(manifest.collections).sort()) {
        progress.step = `inserting into ${name}`;
        progress.current = name;
        counts[name] = await insertDocuments(db, name, path.join(archive.dir, collectionEntry(name)), (inserted) => (progress.inserted = inserted));
        progress.collectionsDone += 1;
      }
      progress.current = null;
      let indexCount = 0;
      const skippedIndexes: RestoreReport['skippedIndexes'] = [];
      for (const [name, specs] of [...indexes].sort(([a], [b]) => a.localeCompare(b))) {
        progress.step = `rebuilding the indexes of ${name}`;
        const outcome = await createIndexes(db, name, specs);
        indexCount += outcome.created;
        skippedIndexes.push(...outcome.skipped);
        progress.indexesDone += 1;
      }
      let fileBytes = 0;
      for (const name of Object.keys(manifest.uploads.files).sort()) {
        progress.step = `putting back the uploaded file ${name}`;
        const data = await readFile(path.join(archive.dir, uploadEntry(name)));
        await uploads.storage.save(name, data);
        fileBytes += data.length;
        progress.filesDone += 1;
      }
      return {
        archive: path.resolve(archivePath),
        manifest,
        database: db.databaseName,
        storage: uploads.kind,
        replaced: Boolean(options.replace),
        collections: counts,
        indexes: indexCount,
        skippedIndexes,
        files: progress.filesDone,
        fileBytes,
        durationMs: Math.round(performance.now() - started),
      };
    } catch (error) {
      throw new RestoreIncomplete(progress.describe(error, uploads), { cause: error });
    }
  } finally {
    await archive.remove();
  }
}

async function targetContents(db: Db, uploads: UploadPlace) {
  const bucket = bucketCollections(uploads);
  const collections = (await db.listCollections({}, { nameOnly: false }).toArray())
    .filter((collection) => (collection.type ?? 'collection') === 'collection' && !collection.name.startsWith('system.'))
    .map((collection) => collection.name)
    .sort();
  const filled: string[] = [];
  for (const name of collections) {
    // The upload bucket's documents are its files, counted below.
    if (bucket.has(name)) continue;
    if (await db.collection(name).findOne({}, { projection: { _id: 1 } })) filled.push(name);
  }
  return { collections, filled, files: await uploads.storage.list() };
}

function describeContents(filled: string[], files: string[]): string {
  const parts: string[] = [];
  if (filled.length > 0) {
    const shown = filled.slice(0, 4).join(', ');
    parts.push(`documents in ${shown}${filled.length > 4 ? ` and ${filled.length - 4} more collections` : ''}`);
  }
  if (files.length > 0) parts.push(`${files.length} uploaded ${files.length === 1 ? 'file' : 'files'}`);
  return parts.join('; ');
}

// In _id order as written, in batches, each insert ordered: a failure stops at the document that failed.
async function insertDocuments(db: Db, name: string, file: string, onProgress: (inserted: number) => void): Promise<number> {
  try {
    await db.createCollection(name);
  } catch (error) {
    if ((error as { code?: unknown }).code !== NAMESPACE_EXISTS) throw error;
  }
  const collection = db.collection(name);
  let batch: Record<string, unknown>[] = [];
  let batchBytes = 0;
  let inserted = 0;
  const flush = async () => {
    if (batch.length === 0) return;
    await collection.insertMany(batch, { ordered: true });
    inserted += batch.length;
    onProgress(inserted);
    batch = [];
    batchBytes = 0;
  };
  for await (const line of documentLines(file)) {
    batch.push(parseDocument(line));
    batchBytes += line.length;
    if (batch.length >= BATCH_DOCUMENTS || batchBytes >= BATCH_BYTES) await flush();
  }
  await flush();
  return inserted;
}

// The specs as listIndexes gave them, less what the server sets itself (`v`, the spec's version,
// and `ns` of old servers); every option (unique, sparse, expireAfterSeconds,
// partialFilterExpression, collation, …) and the name are kept. `_id_` exists with the collection.
// One at a time, so an option the engine does not implement costs that index only.
async function createIndexes(db: Db, name: string, specs: IndexSpec[]) {
  let created = 0;
  const skipped: RestoreReport['skippedIndexes'] = [];
  for (const { key, name: indexName, ...options } of specs) {
    if (indexName === '_id_') continue;
    delete options.v;
    delete options.ns;
    try {
      await db.collection(name).createIndexes([{ ...options, key: key as IndexDescription['key'], name: indexName }]);
      created += 1;
    } catch (error) {
      if ((error as { code?: unknown }).code !== NOT_IMPLEMENTED) throw error;
      skipped.push({ collection: name, name: indexName, reason: (error as Error).message });
    }
  }
  return { created, skipped };
}

class Progress {
  step = 'starting';
  current: string | null = null;
  inserted = 0;
  collectionsDone = 0;
  indexesDone = 0;
  filesDone = 0;

  constructor(private readonly manifest: BackupManifest) {}

  describe(error: unknown, uploads: UploadPlace): string {
    const cause = error instanceof Error ? error.message.replace(/\s+/g, ' ').trim() : String(error);
    const collections = Object.keys(this.manifest.collections).length;
    const files = Object.keys(this.manifest.uploads.files).length;
    const storage = uploads.kind === 'gridfs' ? 'GridFS' : 'the upload directory';
    let holds: string;
    if (this.step === 'emptying the target') {
      holds = 'part of what it held may be gone, and nothing of the archive is in yet';
    } else if (this.current) {
      const declared = this.manifest.collections[this.current]?.count ?? 0;
      holds = `${this.collectionsDone} of ${collections} collections complete (without their indexes yet), ${this.current} with ${this.inserted} of ${declared} documents, and none of the ${files} uploaded files`;
    } else if (this.indexesDone < collections && this.filesDone === 0 && !this.step.startsWith('putting back')) {
      holds = `every collection's documents, the indexes of ${this.indexesDone} of ${collections} collections, and none of the ${files} uploaded files`;
    } else {
      holds = `every collection with its indexes, and ${this.filesDone} of ${files} uploaded files in ${storage}`;
    }
    return `The restore stopped while ${this.step} (${cause}). The target now holds ${holds}. Run the restore again with --replace to finish it.`;
  }
}
