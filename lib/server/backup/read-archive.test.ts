import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as tar from 'tar';
import { afterAll, describe, expect, it } from 'vitest';
import { BACKUP_FORMAT_VERSION, type BackupManifest } from './archive-format';
import { openVerifiedArchive, readBackupManifest, verifyBackup } from './read-archive';
import { sampleManifest } from './sample-manifest';

// The archive checks that need no database: extraction's refusals, the manifest, and every file
// against it. Archives are built block by block here, so they can hold what node-tar's own
// create would never write (absolute paths, `..`, links).

const root = mkdtempSync(path.join(os.tmpdir(), 'backup-archive-test-'));
const workDir = path.join(root, 'work');
afterAll(() => rmSync(root, { recursive: true, force: true }));

type Entry = { path: string; body?: string | Buffer; type?: 'File' | 'Directory' | 'SymbolicLink' | 'Link'; linkpath?: string };

function tarGz(entries: Entry[]): Buffer {
  const blocks: Buffer[] = [];
  for (const entry of entries) {
    const body = entry.body === undefined ? Buffer.alloc(0) : Buffer.from(entry.body);
    const type = entry.type ?? 'File';
    const header = new tar.Header({ path: entry.path, type, size: type === 'File' ? body.length : 0, mode: type === 'Directory' ? 0o755 : 0o644, mtime: new Date(0), linkpath: entry.linkpath });
    const block = Buffer.alloc(512);
    header.encode(block, 0);
    blocks.push(block);
    if (type === 'File' && body.length > 0) blocks.push(body, Buffer.alloc((512 - (body.length % 512)) % 512));
  }
  blocks.push(Buffer.alloc(1024));
  return gzipSync(Buffer.concat(blocks));
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

const DOCUMENTS = '{"_id":{"$oid":"65a000000000000000000001"},"fullName":"Ada Lovelace","n":{"$numberLong":"9007199254740993"}}\n{"_id":{"$oid":"65a000000000000000000002"},"fullName":"Grace Hopper","n":{"$numberInt":"2"}}\n';
const INDEXES = '[{"v":2,"key":{"_id":1},"name":"_id_"},{"v":2,"key":{"email":1},"name":"email_1","unique":true}]\n';
const IMAGE = Buffer.from('RIFF\0\0\0\0WEBPVP8 fake image bytes');
const IMAGE_NAME = '0b8c6c1e-2f4a-4b7e-9a51-0c1d2e3f4a5b.webp';

function manifestFor(documents = DOCUMENTS, image = IMAGE): BackupManifest {
  return sampleManifest({
    collections: { enquiries: { count: documents.split('\n').filter(Boolean).length, bytes: Buffer.byteLength(documents), sha256: sha256(documents), indexesSha256: sha256(INDEXES) } },
    uploads: { storage: 'local', files: { [IMAGE_NAME]: { bytes: image.length, sha256: sha256(image) } } },
  });
}

function goodEntries(manifest = manifestFor(), documents = DOCUMENTS): Entry[] {
  return [
    { path: 'manifest.json', body: JSON.stringify(manifest) },
    { path: 'collections/', type: 'Directory' },
    { path: 'indexes/', type: 'Directory' },
    { path: 'uploads/', type: 'Directory' },
    { path: 'collections/enquiries.ejson', body: documents },
    { path: 'indexes/enquiries.json', body: INDEXES },
    { path: `uploads/${IMAGE_NAME}`, body: IMAGE },
  ];
}

let counter = 0;
function archiveFile(content: Buffer | string): string {
  const file = path.join(root, `archive-${++counter}.tar.gz`);
  writeFileSync(file, content);
  return file;
}

// Whatever was refused, the extraction left nothing behind (its directory goes with it).
function expectNoWorkLeft() {
  expect(existsSync(workDir) ? readdirSync(workDir) : []).toEqual([]);
}

describe('a whole archive', () => {
  it('is read and verified: manifest, lines, checksums, index specs', async () => {
    const file = archiveFile(tarGz(goodEntries()));
    expect(await readBackupManifest(file)).toEqual(manifestFor());
    const archive = await openVerifiedArchive(file);
    expect(archive.indexes.get('enquiries')?.map((spec) => spec.name)).toEqual(['_id_', 'email_1']);
    await archive.remove();
    expect(existsSync(archive.dir)).toBe(false);
    expect(await verifyBackup(file)).toEqual(manifestFor());
  });
});

describe('extraction refuses anything outside the layout, writing none of it', () => {
  it.each<[string, Entry]>([
    ['an absolute path', { path: '/tmp/backup-test-escape', body: 'x' }],
    ['a path with ..', { path: '../backup-test-escape', body: 'x' }],
    ['a deeper .. inside uploads', { path: 'uploads/../../backup-test-escape', body: 'x' }],
    ['a symbolic link', { path: 'uploads/link.webp', type: 'SymbolicLink', linkpath: '/etc/passwd' }],
    ['a hard link', { path: 'uploads/hard.webp', type: 'Link', linkpath: 'manifest.json' }],
    ['an unknown top-level name', { path: 'notes.txt', body: 'hello' }],
    ['a folder inside uploads', { path: 'uploads/sub/x.webp', body: 'x' }],
  ])('%s', async (_label, bad) => {
    await mkdirWork();
    const file = archiveFile(tarGz([...goodEntries(), bad]));
    await expect(openVerifiedArchive(file, { workDir })).rejects.toThrow(/outside the backup layout/);
    expectNoWorkLeft();
    expect(existsSync(path.join(root, 'backup-test-escape'))).toBe(false);
    expect(existsSync('/tmp/backup-test-escape')).toBe(false);
  });

  it('an entry given twice', async () => {
    await mkdirWork();
    const file = archiveFile(tarGz([...goodEntries(), { path: `uploads/${IMAGE_NAME}`, body: 'other bytes' }]));
    await expect(openVerifiedArchive(file, { workDir })).rejects.toThrow(/outside the backup layout/);
    expectNoWorkLeft();
  });
});

describe('a damaged archive', () => {
  const whole = tarGz(goodEntries());

  it('cut short is incomplete or damaged', async () => {
    await mkdirWork();
    const file = archiveFile(whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(openVerifiedArchive(file, { workDir })).rejects.toThrow(/^The archive is incomplete or damaged \(/);
    expectNoWorkLeft();
  });

  it('with a byte changed in its compressed data is incomplete or damaged', async () => {
    const changed = Buffer.from(whole);
    changed[Math.floor(changed.length * 0.6)]! ^= 0xff;
    await expect(openVerifiedArchive(archiveFile(changed), { workDir })).rejects.toThrow(/^The archive is incomplete or damaged \(/);
  });

  it('with a line changed but the manifest kept names the file', async () => {
    const changed = DOCUMENTS.replace('Ada Lovelace', 'Ada Byron');
    const file = archiveFile(tarGz(goodEntries(manifestFor(), changed)));
    await expect(openVerifiedArchive(file)).rejects.toThrow('The archive is incomplete or damaged (collections/enquiries.ejson: checksum does not match the manifest).');
  });

  it('with a file missing, or one the manifest does not list, names it', async () => {
    const withoutImage = goodEntries().filter((entry) => !entry.path.startsWith('uploads/0b8c'));
    await expect(openVerifiedArchive(archiveFile(tarGz(withoutImage)))).rejects.toThrow(`uploads/${IMAGE_NAME}: missing, though the manifest lists it`);
    const extra = [...goodEntries(), { path: 'uploads/11111111-2f4a-4b7e-9a51-0c1d2e3f4a5b.webp', body: 'x' }];
    await expect(openVerifiedArchive(archiveFile(tarGz(extra)))).rejects.toThrow('uploads/11111111-2f4a-4b7e-9a51-0c1d2e3f4a5b.webp: not in the manifest');
  });

  it('with an upload of other bytes names it', async () => {
    const entries = goodEntries().map((entry) => (entry.path === `uploads/${IMAGE_NAME}` ? { ...entry, body: Buffer.from('RIFF\0\0\0\0WEBPVP8 fake image byteZ') } : entry));
    await expect(openVerifiedArchive(archiveFile(tarGz(entries)))).rejects.toThrow(`uploads/${IMAGE_NAME}: checksum does not match the manifest`);
  });

  it('with a line that is no document (checksums made to match) names the line', async () => {
    const documents = `${DOCUMENTS}{"fullName":"no id"}\n`;
    await expect(openVerifiedArchive(archiveFile(tarGz(goodEntries(manifestFor(documents), documents))))).rejects.toThrow(
      'collections/enquiries.ejson: line 3 is not a document',
    );
  });
});

describe('an archive of something else', () => {
  it('a tar.gz of other files is not a backup of this site', async () => {
    const file = archiveFile(tarGz([{ path: 'readme.txt', body: 'hello' }, { path: 'photos/', type: 'Directory' }]));
    await expect(readBackupManifest(file)).rejects.toThrow(/^This is not a backup of this site \(no manifest.json at its start; its first file is "readme.txt"\)/);
    await expect(openVerifiedArchive(file)).rejects.toThrow(/^This is not a backup of this site/);
  });

  it('one whose manifest is of another format, or no gzip at all, is not a backup of this site', async () => {
    const other = archiveFile(tarGz([{ path: 'manifest.json', body: '{"format":"wordpress-export","formatVersion":1}' }]));
    await expect(readBackupManifest(other)).rejects.toThrow(/^This is not a backup of this site \(no manifest of format "consultancy-backup"/);
    await expect(readBackupManifest(archiveFile('just some text\n'))).rejects.toThrow('This is not a backup of this site (not a .tar.gz file).');
  });

  it('a missing file is named', async () => {
    await expect(readBackupManifest(path.join(root, 'nothing-here.tar.gz'))).rejects.toThrow(/^There is no file .*nothing-here\.tar\.gz\.$/);
  });

  it('a newer format version is refused before anything is extracted', async () => {
    await mkdirWork();
    const file = archiveFile(tarGz(goodEntries({ ...manifestFor(), formatVersion: BACKUP_FORMAT_VERSION + 1 })));
    await expect(openVerifiedArchive(file, { workDir })).rejects.toThrow(/written by a newer version of the site/);
    expectNoWorkLeft();
  });
});

async function mkdirWork() {
  const { mkdir } = await import('node:fs/promises');
  await mkdir(workDir, { recursive: true });
}
