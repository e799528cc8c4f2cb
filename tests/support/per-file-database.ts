import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { disconnectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { uniqueDatabaseName, withDatabaseName } from '../../scripts/lib/test-database';

// Every test file gets its own database and upload directory, so files can run in parallel.
// Always the run's test server (the embedded one, or the one MONGODB_TEST_URI names on purpose):
// a MONGODB_URI from the shell must never receive test data.
process.env.MONGODB_URI = withDatabaseName(inject('mongoBaseUri'), uniqueDatabaseName(inject('databasePrefix')));
const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-uploads-'));
process.env.UPLOAD_DIR = uploadDir;
// Without SMTP_URL, mail queued by a test is written here as .eml files, never into .data/.
process.env.MAIL_DIR = path.join(uploadDir, 'mail');
// Backups a test makes (the Backups page's action, the daily job) go here too, never into .data/.
process.env.BACKUP_DIR = path.join(uploadDir, 'backups');

afterAll(async () => {
  // Mail deliveries started after a response may still be running; let them end before disconnecting.
  await settleDetachedTasks();
  await disconnectDb();
  rmSync(uploadDir, { recursive: true, force: true });
});
