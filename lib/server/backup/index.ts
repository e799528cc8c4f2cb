import 'server-only';

// Backups of the site's records and uploaded files, and their restore (issue 46): one .tar.gz
// per backup, laid out as archive-format.ts says. `npm run backup` and `npm run restore` are the
// command-line front (scripts/backup.ts, scripts/restore.ts); docs/operations.md says how to use them.
export {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  BACKUP_NAME_PATTERN,
  BackupRefused,
  backupFileName,
  type BackupConsistency,
  type BackupEngine,
  type BackupManifest,
} from './archive-format';
export { createBackup, type CreateBackupOptions, type CreatedBackup } from './create-backup';
export { listBackups, type BackupListing } from './list-backups';
export type { BackupPlace, UploadPlace } from './place';
export { MAX_EXTRACTED_BYTES, readBackupManifest, verifyBackup, type VerifyOptions } from './read-archive';
export { RestoreIncomplete, restoreBackup, type RestoreOptions, type RestoreReport } from './restore-backup';
