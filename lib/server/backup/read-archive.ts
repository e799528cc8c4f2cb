import 'server-only';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import * as tar from 'tar';
import { z } from 'zod';
import {
  BackupRefused,
  COLLECTIONS_DIR,
  DAMAGED,
  FOREIGN,
  INDEXES_DIR,
  MANIFEST_ENTRY,
  UPLOADS_DIR,
  archiveEntryOf,
  collectionEntry,
  indexesEntry,
  parseManifest,
  uploadEntry,
  type BackupManifest,
} from './archive-format';

// A manifest lists every file, so it stays small; this only stops a crafted one from filling memory.
const MAX_MANIFEST_BYTES = 64 * 1024 * 1024;
// A document is at most 16 MiB of BSON; its canonical Extended JSON (base64 binaries, every number
// wrapped) can be larger, not four times.
const MAX_LINE_BYTES = 64 * 1024 * 1024;
const MAX_INDEX_FILE_BYTES = 16 * 1024 * 1024;
// What a restore extracts at most unless told otherwise: far above a small firm's records and
// images, far below what would fill a server's disk by surprise.
export const MAX_EXTRACTED_BYTES = 64 * 1024 ** 3;

export type IndexSpec = { key: Record<string, unknown>; name: string } & Record<string, unknown>;
// The driver's own copy: values it reads and writes are of the same classes (bson ships an ES
// module and a CommonJS build, and the driver loads the latter).
const { EJSON } = mongoose.mongo.BSON;

const indexSpecsSchema = z.array(z.looseObject({ key: z.record(z.string(), z.unknown()), name: z.string().min(1) }));

// Opens the archive file, refusing what is not one: missing, a directory, not gzip at all.
async function checkArchiveFile(archivePath: string): Promise<void> {
  const info = await stat(archivePath).catch(() => null);
  if (!info) throw new BackupRefused('not-found', `There is no file ${archivePath}.`);
  if (!info.isFile()) throw new BackupRefused('invalid', `${archivePath} is not a file.`);
  const handle = await open(archivePath, 'r');
  const magic = Buffer.alloc(2);
  try {
    await handle.read(magic, 0, 2, 0);
  } finally {
    await handle.close();
  }
  // gzip's two magic bytes: anything else is no archive this site writes.
  if (magic[0] !== 0x1f || magic[1] !== 0x8b) throw FOREIGN('not a .tar.gz file');
}

// tar and zlib say what broke in their own words; their codes are kept, the stack is not.
function tarProblem(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/\s+/g, ' ').trim() || 'unreadable';
}

// Reads manifest.json, the archive's first entry, and stops there: the rest is neither
// decompressed nor checked (restoreBackup and verifyBackup do that). Refuses a foreign archive, a
// damaged start and a manifest of a newer format as a restore would.
export async function readBackupManifest(archivePath: string): Promise<BackupManifest> {
  await checkArchiveFile(archivePath);
  const text = await new Promise<string>((resolve, reject) => {
    const input = createReadStream(archivePath);
    let settled = false;
    const parser = new tar.Parser({
      strict: true,
      onReadEntry(entry) {
        if (settled || entry.type === 'Directory') {
          entry.resume();
          return;
        }
        if (entry.path !== MANIFEST_ENTRY) {
          entry.resume();
          settle(FOREIGN(`no ${MANIFEST_ENTRY} at its start; its first file is ${JSON.stringify(entry.path)}`));
          return;
        }
        if (entry.type !== 'File' || entry.size > MAX_MANIFEST_BYTES) {
          entry.resume();
          settle(FOREIGN(`${MANIFEST_ENTRY} is not a file of a manifest's size`));
          return;
        }
        const chunks: Buffer[] = [];
        entry.on('data', (chunk: Buffer) => chunks.push(chunk));
        entry.on('end', () => settle(null, Buffer.concat(chunks).toString('utf8')));
      },
    });
    function settle(error: Error | null, value = '') {
      if (settled) return;
      settled = true;
      input.destroy();
      // Frees the decompressor of an archive left half read; its own abort error is not ours.
      parser.abort(new Error('read no further'));
      if (error) reject(error);
      else resolve(value);
    }
    parser.on('error', (error: unknown) => settle(DAMAGED(tarProblem(error))));
    parser.on('end', () => settle(FOREIGN(`no ${MANIFEST_ENTRY}`)));
    input.on('error', (error) => settle(error));
    input.pipe(parser);
  });
  return parseManifest(text);
}

export type VerifiedArchive = {
  manifest: BackupManifest;
  // The extracted archive: collectionEntry(name), uploadEntry(name) under it.
  dir: string;
  indexes: Map<string, IndexSpec[]>;
  remove(): Promise<void>;
};

export type VerifyOptions = {
  // Where the archive is extracted (a fresh directory under it, removed afterwards): the system's
  // temporary directory (TMPDIR) unless named.
  workDir?: string;
  maxBytes?: number;
};

// Steps a to c of a restore, which change nothing but a temporary directory: extract the archive,
// refusing anything outside the layout; read the manifest; check every file against it. What
// comes back can be restored without a surprise from the archive itself.
export async function openVerifiedArchive(archivePath: string, options: VerifyOptions = {}): Promise<VerifiedArchive> {
  const manifest = await readBackupManifest(archivePath);
  const declared =
    Object.values(manifest.collections).reduce((sum, entry) => sum + entry.bytes, 0) +
    Object.values(manifest.uploads.files).reduce((sum, entry) => sum + entry.bytes, 0);
  const maxBytes = options.maxBytes ?? MAX_EXTRACTED_BYTES;
  if (declared > maxBytes) {
    throw new BackupRefused('too-large', `The archive declares ${declared} bytes of content, more than the ${maxBytes} a restore extracts.`);
  }
  // The index files are not in the manifest's sizes; each is bounded on its own.
  const limit = declared + (Object.keys(manifest.collections).length + 1) * MAX_INDEX_FILE_BYTES + MAX_MANIFEST_BYTES;
  const dir = await mkdtemp(path.join(options.workDir ?? os.tmpdir(), 'consultancy-restore-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const extracted = await extract(archivePath, dir, limit);
    const indexes = await verifyAgainstManifest(dir, manifest, extracted);
    return { manifest, dir, indexes, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

// Checks a whole archive as a restore would before touching anything: the manifest, every file's
// size, line count and checksum. The archive's directory listing (listBackups) reads the manifest only.
export async function verifyBackup(archivePath: string, options: VerifyOptions = {}): Promise<BackupManifest> {
  const archive = await openVerifiedArchive(archivePath, options);
  await archive.remove();
  return archive.manifest;
}

// The archive read entry by entry (node-tar's parser): only the layout's entries are admitted
// (regular files and its three folders; no links, devices, absolute paths, `..` or other names,
// each entry once), within `limit` bytes, and only admitted files are written, each by this code
// under a name the layout allows. A refused entry is not written, and the archive is then refused
// whole. Extraction waits for every file it started before it answers, so the caller can remove
// the directory knowing nothing is still being written into it.
async function extract(archivePath: string, dir: string, limit: number): Promise<Set<string>> {
  const seen = new Set<string>();
  const outside: string[] = [];
  let total = 0;
  const writes: Promise<void>[] = [];
  const writers = new Set<WriteStream>();
  await Promise.all([COLLECTIONS_DIR, INDEXES_DIR, UPLOADS_DIR].map((sub) => mkdir(path.join(dir, sub))));

  const failure = await new Promise<unknown>((resolve) => {
    const input = createReadStream(archivePath);
    let done = false;
    const finish = (error: unknown = null) => {
      if (done) return;
      done = true;
      if (error) {
        input.destroy();
        // An entry cut off by the damage never ends: its file is abandoned, not waited for.
        for (const writer of writers) writer.destroy(new Error('extraction stopped'));
      }
      resolve(error);
    };
    const parser = new tar.Parser({
      strict: true,
      onReadEntry(entry) {
        const layout = archiveEntryOf(entry.path);
        const type = entry.type;
        const admitted =
          layout !== null && !seen.has(entry.path) && (layout.kind === 'directory' ? type === 'Directory' : type === 'File' || type === 'OldFile');
        if (admitted) {
          seen.add(entry.path);
          total += entry.size;
        } else {
          outside.push(type === 'File' || type === 'Directory' ? entry.path : `${entry.path} (${type})`);
        }
        if (!admitted || done || outside.length > 0 || total > limit || layout.kind === 'directory') {
          entry.resume();
          return;
        }
        const writer = createWriteStream(path.join(dir, entry.path), { flags: 'wx', mode: 0o600 });
        writers.add(writer);
        entry.pipe(writer);
        writes.push(finished(writer).finally(() => writers.delete(writer)));
      },
    });
    parser.on('error', (error: unknown) => finish(error));
    parser.on('end', () => finish());
    input.on('error', (error) => finish(error));
    input.pipe(parser);
  });
  const written = await Promise.allSettled(writes);
  if (failure) throw DAMAGED(tarProblem(failure));
  const unwritten = written.find((result): result is PromiseRejectedResult => result.status === 'rejected');
  if (unwritten) throw unwritten.reason;
  if (outside.length > 0) {
    const shown = outside.slice(0, 3).map((entry) => JSON.stringify(entry));
    throw new BackupRefused(
      'invalid',
      `The archive holds ${outside.length === 1 ? 'an entry' : 'entries'} outside the backup layout (${shown.join(', ')}${outside.length > 3 ? `, and ${outside.length - 3} more` : ''}); nothing was restored.`,
    );
  }
  if (total > limit) throw DAMAGED(`its files are larger than its manifest declares`);
  return seen;
}

async function verifyAgainstManifest(dir: string, manifest: BackupManifest, seen: Set<string>): Promise<Map<string, IndexSpec[]>> {
  const expected = new Set([MANIFEST_ENTRY]);
  for (const name of Object.keys(manifest.collections)) expected.add(collectionEntry(name)).add(indexesEntry(name));
  for (const name of Object.keys(manifest.uploads.files)) expected.add(uploadEntry(name));
  const files = [...seen].filter((entry) => !entry.endsWith('/'));
  const extra = files.find((entry) => !expected.has(entry));
  if (extra) throw DAMAGED(`${extra}: not in the manifest`);
  const missing = [...expected].find((entry) => !seen.has(entry));
  if (missing) throw DAMAGED(`${missing}: missing, though the manifest lists it`);

  const indexes = new Map<string, IndexSpec[]>();
  for (const [name, declared] of Object.entries(manifest.collections)) {
    const entry = collectionEntry(name);
    const found = await scanDocuments(path.join(dir, entry));
    if (found.sha256 !== declared.sha256) throw DAMAGED(`${entry}: checksum does not match the manifest`);
    if (found.count !== declared.count) throw DAMAGED(`${entry}: ${found.count} documents where the manifest says ${declared.count}`);
    if (found.problem) throw DAMAGED(`${entry}: ${found.problem}`);

    const indexEntry = indexesEntry(name);
    const indexText = await readFile(path.join(dir, indexEntry));
    if (sha256(indexText) !== declared.indexesSha256) throw DAMAGED(`${indexEntry}: checksum does not match the manifest`);
    indexes.set(name, parseIndexSpecs(indexEntry, indexText.toString('utf8')));
  }
  for (const [name, declared] of Object.entries(manifest.uploads.files)) {
    const entry = uploadEntry(name);
    const file = path.join(dir, entry);
    if ((await stat(file)).size !== declared.bytes) throw DAMAGED(`${entry}: size does not match the manifest`);
    if ((await hashFile(file)) !== declared.sha256) throw DAMAGED(`${entry}: checksum does not match the manifest`);
  }
  return indexes;
}

function parseIndexSpecs(entry: string, text: string): IndexSpec[] {
  let raw: unknown;
  try {
    raw = EJSON.parse(text, { relaxed: true });
  } catch {
    throw DAMAGED(`${entry}: not Extended JSON`);
  }
  const parsed = indexSpecsSchema.safeParse(raw);
  if (!parsed.success) throw DAMAGED(`${entry}: not a list of index specs`);
  return parsed.data as IndexSpec[];
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

async function hashFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

// The lines of a collection file, streamed: each one canonical Extended JSON (the line ends with
// "\n"; JSON escapes every line break inside a string).
export async function* documentLines(file: string, onChunk?: (chunk: Buffer) => void): AsyncGenerator<Buffer> {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  for await (const read of createReadStream(file)) {
    const chunk = read as Buffer;
    onChunk?.(chunk);
    let start = 0;
    for (let end = chunk.indexOf(0x0a); end !== -1; end = chunk.indexOf(0x0a, start)) {
      pending.push(chunk.subarray(start, end));
      yield Buffer.concat(pending);
      pending = [];
      pendingBytes = 0;
      start = end + 1;
    }
    if (start < chunk.length) {
      pending.push(chunk.subarray(start));
      pendingBytes += chunk.length - start;
      if (pendingBytes > MAX_LINE_BYTES) throw DAMAGED(`${path.basename(file)}: a line longer than ${MAX_LINE_BYTES} bytes`);
    }
  }
  if (pendingBytes > 0) yield Buffer.concat(pending);
}

export function parseDocument(line: Buffer): Record<string, unknown> {
  const document: unknown = EJSON.parse(line.toString('utf8'), { relaxed: false });
  if (typeof document !== 'object' || document === null || Array.isArray(document) || !('_id' in document)) {
    throw new Error('not a document with an _id');
  }
  return document as Record<string, unknown>;
}

// The whole file's checksum and lines, and whether every line is a document that can be inserted
// (the first that is not, by its line number).
async function scanDocuments(file: string): Promise<{ sha256: string; count: number; problem: string | null }> {
  const hash = createHash('sha256');
  let count = 0;
  let problem: string | null = null;
  for await (const line of documentLines(file, (chunk) => hash.update(chunk))) {
    count += 1;
    if (problem) continue;
    try {
      parseDocument(line);
    } catch (error) {
      problem = `line ${count} is not a document (${error instanceof Error ? error.message : 'unreadable'})`;
    }
  }
  return { sha256: hash.digest('hex'), count, problem };
}
