import { BACKUP_FORMAT_VERSION, type BackupManifest } from './archive-format';

// A manifest for the archive tests: this site's format and a made-up origin, with the collections
// and uploads a test gives it.
export function sampleManifest(contents: Pick<BackupManifest, 'collections' | 'uploads'>): BackupManifest {
  return {
    format: 'consultancy-backup',
    formatVersion: BACKUP_FORMAT_VERSION,
    app: { name: 'berlin-consultancy-site', version: '0.1.0', commit: '' },
    createdAt: '2026-12-01T03:00:00.000Z',
    engine: 'ferretdb',
    consistency: 'per-collection',
    consistencyMeaning: 'Each collection was read in turn.',
    ...contents,
  };
}
