import { backupSuite } from './support/backup-suite';

// Backup and restore with the uploads in the local directory (UPLOAD_DIR); the GridFS variant is
// tests/backup-restore-gridfs.int.test.ts.
backupSuite();
