import { backupSuite } from './support/backup-suite';

// The same backup and restore tests with the uploads in GridFS (UPLOAD_STORAGE=gridfs): the
// bucket's files are the archive's uploads, and go back into the target's bucket.
process.env.UPLOAD_STORAGE = 'gridfs';

backupSuite();
