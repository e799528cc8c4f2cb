import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, inject } from 'vitest';
import { disconnectDb } from '@/lib/db';

// Every test file gets its own database and upload directory, so files can run in parallel.
// Always the embedded server: a MONGODB_URI from the shell must never receive test data.
process.env.MONGODB_URI = `${inject('mongoBaseUri')}/test_${randomBytes(6).toString('hex')}`;
const uploadDir = mkdtempSync(path.join(os.tmpdir(), 'consultancy-test-uploads-'));
process.env.UPLOAD_DIR = uploadDir;

afterAll(async () => {
  await disconnectDb();
  rmSync(uploadDir, { recursive: true, force: true });
});
