import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { disconnectDb } from '@/lib/db';
import { settleDetachedTasks } from '@/lib/mail/after-response';

// Every test file gets its own database and upload directory, so files can run in parallel.
// Always the embedded server: a MONGODB_URI from the shell must never receive test data.
process.env.MONGODB_URI = `${inject('mongoBaseUri')}/test_${randomBytes(6).toString('hex')}`;
const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-uploads-'));
process.env.UPLOAD_DIR = uploadDir;
// Without SMTP_URL, mail queued by a test is written here as .eml files, never into .data/.
process.env.MAIL_DIR = path.join(uploadDir, 'mail');

afterAll(async () => {
  // Mail deliveries started after a response may still be running; let them end before disconnecting.
  await settleDetachedTasks();
  await disconnectDb();
  rmSync(uploadDir, { recursive: true, force: true });
});
