import { describe, expect, it } from 'vitest';
import { archiveEntryOf, backupFileName, backupNameTime, BACKUP_FORMAT_VERSION, parseManifest, type BackupManifest } from './archive-format';
import { sampleManifest } from './sample-manifest';

const HASH = 'a'.repeat(64);
const manifest: BackupManifest = sampleManifest({
  collections: { enquiries: { count: 2, bytes: 300, sha256: HASH, indexesSha256: HASH }, 'uploads.files': { count: 0, bytes: 0, sha256: HASH, indexesSha256: HASH } },
  uploads: { storage: 'local', files: { '0b8c6c1e-2f4a-4b7e-9a51-0c1d2e3f4a5b.webp': { bytes: 10, sha256: HASH } } },
});

describe('the archive name', () => {
  it('is the UTC start time, sortable, without colons, and reads back', () => {
    const at = new Date('2026-12-01T03:04:05.678Z');
    expect(backupFileName(at)).toBe('backup-2026-12-01T03-04-05Z.tar.gz');
    expect(backupNameTime(backupFileName(at))?.toISOString()).toBe('2026-12-01T03:04:05.000Z');
  });

  it('is not read from temporary files or other names', () => {
    expect(backupNameTime('.backup-2026-12-01T03-04-05Z.tar.gz.1234.partial')).toBeNull();
    expect(backupNameTime('backup-2026-12-01T03-04-05Z.tar')).toBeNull();
    expect(backupNameTime('backup-2026-13-41T03-04-05Z.tar.gz')).toBeNull();
  });
});

describe('archiveEntryOf', () => {
  it('knows the layout', () => {
    expect(archiveEntryOf('manifest.json')).toEqual({ kind: 'manifest' });
    expect(archiveEntryOf('collections/')).toEqual({ kind: 'directory' });
    expect(archiveEntryOf('collections/enquiries.ejson')).toEqual({ kind: 'collection', name: 'enquiries' });
    expect(archiveEntryOf('collections/uploads.files.ejson')).toEqual({ kind: 'collection', name: 'uploads.files' });
    expect(archiveEntryOf('indexes/enquiries.json')).toEqual({ kind: 'indexes', name: 'enquiries' });
    expect(archiveEntryOf('uploads/0b8c6c1e-2f4a-4b7e-9a51-0c1d2e3f4a5b.webp')).toEqual({ kind: 'upload', name: '0b8c6c1e-2f4a-4b7e-9a51-0c1d2e3f4a5b.webp' });
  });

  it('refuses paths that leave it or are not its names', () => {
    for (const entry of [
      '/etc/passwd',
      '../manifest.json',
      'uploads/../../x',
      'uploads/..',
      'uploads/.hidden',
      'uploads/sub/file.webp',
      'collections/system.users.ejson',
      'collections/enquiries.json',
      'indexes/enquiries.ejson',
      'uploads\\x.webp',
      'readme.txt',
      './manifest.json',
      'manifest.json/',
      'uploads/a b.webp',
    ]) {
      expect(archiveEntryOf(entry), entry).toBeNull();
    }
  });
});

describe('parseManifest', () => {
  it('reads a manifest of this format', () => {
    expect(parseManifest(JSON.stringify(manifest))).toEqual(manifest);
  });

  it('calls anything of another format, or no JSON, a foreign archive', () => {
    expect(() => parseManifest('{"name":"some-package","version":"1.0.0"}')).toThrow(/^This is not a backup of this site \(no manifest/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, format: 'other-backup' }))).toThrow(/^This is not a backup of this site .*"other-backup"/);
    expect(() => parseManifest('not json')).toThrow(/^This is not a backup of this site/);
  });

  it('refuses a newer format version with a message saying to update', () => {
    expect(() => parseManifest(JSON.stringify({ ...manifest, formatVersion: BACKUP_FORMAT_VERSION + 1 }))).toThrow(/format version 2, written by a newer version of the site.*Update the site/);
  });

  it('calls a manifest of this format with a wrong field damaged, naming the field', () => {
    const unsafe = { ...manifest, uploads: { ...manifest.uploads, files: { '../x': { bytes: 1, sha256: HASH } } } };
    expect(() => parseManifest(JSON.stringify(unsafe))).toThrow(/^The archive is incomplete or damaged \(manifest.json is not valid: uploads\.files/);
    expect(() => parseManifest(JSON.stringify({ ...manifest, consistency: 'sometimes' }))).toThrow(/consistency/);
  });
});
