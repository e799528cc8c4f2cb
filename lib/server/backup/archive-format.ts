import 'server-only';
import { z } from 'zod';
import { DomainError, type DomainErrorKind } from '@/lib/server/errors';

// One backup is one gzipped tar archive (issue 46):
//
//   manifest.json                 always the first entry: readBackupManifest reads it without
//                                 reading the rest
//   collections/<name>.ejson      the collection's documents in _id order, one canonical Extended
//                                 JSON document a line (types such as ObjectId, Date, Int32, Long,
//                                 Double, Decimal128 and Binary written out, so they come back as
//                                 they were)
//   indexes/<name>.json           the collection's index specs as listIndexes gave them (relaxed
//                                 Extended JSON, so a partialFilterExpression's dates survive)
//   uploads/<file name>           every uploaded file's bytes, whichever storage held them
//
// A GridFS bucket that is the upload storage is in uploads/ only, never also as its collections.

export const BACKUP_FORMAT = 'consultancy-backup';
// Raised when the layout or the meaning of a file changes; a restore refuses newer versions.
export const BACKUP_FORMAT_VERSION = 1;

export const MANIFEST_ENTRY = 'manifest.json';
export const COLLECTIONS_DIR = 'collections';
export const INDEXES_DIR = 'indexes';
export const UPLOADS_DIR = 'uploads';

// Every name in the archive becomes a file name on extraction, so only names that cannot be a
// path: no slash, no leading dot (so never `.` or `..`), no control or shell characters. The app's
// collections (mongoose's lower-case plurals, `uploads.files`) and its stored images all fit.
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,199}$/;
export const isSafeCollectionName = (name: string) => SAFE_NAME.test(name) && !name.startsWith('system.');
export const isSafeUploadName = (name: string) => SAFE_NAME.test(name);

export const collectionEntry = (name: string) => `${COLLECTIONS_DIR}/${name}.ejson`;
export const indexesEntry = (name: string) => `${INDEXES_DIR}/${name}.json`;
export const uploadEntry = (name: string) => `${UPLOADS_DIR}/${name}`;

export type ArchiveEntry =
  | { kind: 'manifest' }
  | { kind: 'directory' }
  | { kind: 'collection'; name: string }
  | { kind: 'indexes'; name: string }
  | { kind: 'upload'; name: string };

// What an entry's path is in the layout, or null for anything else (absolute paths, `..`, deeper
// folders, other top-level names): the one rule extraction and the manifest reader share.
export function archiveEntryOf(entryPath: string): ArchiveEntry | null {
  if (entryPath === MANIFEST_ENTRY) return { kind: 'manifest' };
  if ([COLLECTIONS_DIR, INDEXES_DIR, UPLOADS_DIR].some((dir) => entryPath === `${dir}/`)) return { kind: 'directory' };
  const slash = entryPath.indexOf('/');
  if (slash === -1) return null;
  const dir = entryPath.slice(0, slash);
  const file = entryPath.slice(slash + 1);
  if (dir === COLLECTIONS_DIR && file.endsWith('.ejson')) {
    const name = file.slice(0, -'.ejson'.length);
    return isSafeCollectionName(name) ? { kind: 'collection', name } : null;
  }
  if (dir === INDEXES_DIR && file.endsWith('.json')) {
    const name = file.slice(0, -'.json'.length);
    return isSafeCollectionName(name) ? { kind: 'indexes', name } : null;
  }
  if (dir === UPLOADS_DIR && isSafeUploadName(file)) return { kind: 'upload', name: file };
  return null;
}

// backup-2026-12-01T03-00-00Z.tar.gz: the UTC time the backup started, sortable as text, without
// the colons some file systems refuse.
export const BACKUP_NAME_PATTERN = /^backup-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})Z\.tar\.gz$/;

export function backupFileName(at: Date): string {
  return `backup-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.tar.gz`;
}

// The time a backup's name gives, or null for a name that is not a backup's.
export function backupNameTime(name: string): Date | null {
  const match = BACKUP_NAME_PATTERN.exec(name);
  if (!match) return null;
  const at = new Date(`${match[1]}T${match[2]}:${match[3]}:${match[4]}Z`);
  return Number.isNaN(at.getTime()) ? null : at;
}

export const CONSISTENCY_MEANING = {
  snapshot: 'All collections were read in one snapshot of the database: the archive shows it as it was at one moment.',
  'per-collection':
    'The collections were read one after another, without a snapshot: a write made during the backup may or may not be in it, and may be in one collection and not in another (e.g. a lead without the note written a moment later).',
} as const;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'a SHA-256 in hex');
const count = z.number().int().min(0);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().min(1).max(BACKUP_FORMAT_VERSION),
  app: z.object({ name: z.string(), version: z.string(), commit: z.string() }),
  createdAt: z.iso.datetime(),
  engine: z.enum(['mongodb', 'ferretdb']),
  consistency: z.enum(['snapshot', 'per-collection']),
  consistencyMeaning: z.string(),
  collections: z.record(
    z.string().refine(isSafeCollectionName, 'a collection name'),
    // bytes and indexesSha256 beyond count and sha256: extraction is bounded by what the manifest
    // declares, and a damaged index file is refused before the target is touched.
    z.object({ count, bytes: count, sha256, indexesSha256: sha256 }),
  ),
  uploads: z.object({
    storage: z.enum(['local', 'gridfs']),
    files: z.record(z.string().refine(isSafeUploadName, 'a file name'), z.object({ bytes: count, sha256 })),
  }),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupEngine = BackupManifest['engine'];
export type BackupConsistency = BackupManifest['consistency'];

// A refusal: the archive or the target is not what a backup or a restore needs, and nothing was
// changed. The message is one line, safe to show as it is (the CLI prints it, a page may).
export class BackupRefused extends DomainError {
  constructor(kind: Extract<DomainErrorKind, 'invalid' | 'unreadable' | 'conflict' | 'not-found' | 'too-large'>, message: string) {
    super(kind, message);
    this.name = 'BackupRefused';
  }
}

export const DAMAGED = (detail: string) => new BackupRefused('unreadable', `The archive is incomplete or damaged (${detail}).`);
export const FOREIGN = (detail: string) => new BackupRefused('invalid', `This is not a backup of this site (${detail}).`);

// The manifest's text checked in the order that gives the clearest refusal: another format first,
// then a newer version of ours, then anything else wrong with it.
export function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw FOREIGN(`${MANIFEST_ENTRY} is not JSON`);
  }
  const head = z.object({ format: z.unknown(), formatVersion: z.unknown() }).safeParse(raw);
  if (!head.success || head.data.format !== BACKUP_FORMAT) {
    throw FOREIGN(`no manifest of format "${BACKUP_FORMAT}"; ${MANIFEST_ENTRY} says ${JSON.stringify(head.data?.format ?? null)}`);
  }
  const version = head.data.formatVersion;
  if (typeof version === 'number' && version > BACKUP_FORMAT_VERSION) {
    throw new BackupRefused(
      'invalid',
      `This backup has format version ${version}, written by a newer version of the site; this one reads up to version ${BACKUP_FORMAT_VERSION}. Update the site, then restore.`,
    );
  }
  const parsed = manifestSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw DAMAGED(`${MANIFEST_ENTRY} is not valid: ${issue ? `${issue.path.join('.') || '(top)'}: ${issue.message}` : 'unknown problem'}`);
  }
  return parsed.data;
}
