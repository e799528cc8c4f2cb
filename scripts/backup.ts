// npm run backup [-- --dir <directory>]: writes one archive of the database's collections and the
// uploaded files into BACKUP_DIR (default .data/backups) and prints its path, size, the documents
// per collection and how consistent it is (docs/operations.md, Backups and restore).
// Uses MONGODB_URI, or the embedded development database.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BackupRefused, createBackup } from '@/lib/server/backup';
import { disconnectDb } from '@/lib/server/db';
import { collectionLines, formatFileSize, runCommand, uploadsLine } from './lib/backup-report';
import { loadProjectEnv } from './lib/load-env';
import { withDatabase } from './lib/with-database';

loadProjectEnv();

const USAGE = 'usage: npm run backup [-- --dir <directory>]  (default: BACKUP_DIR, else .data/backups)';

const argsSchema = z.object({ dir: z.string().trim().min(1, 'the directory is empty').optional() });

async function main(): Promise<number> {
  let args: z.infer<typeof argsSchema>;
  try {
    args = argsSchema.parse(parseArgs({ options: { dir: { type: 'string' } }, strict: true }).values);
  } catch (error) {
    console.error(`${error instanceof z.ZodError ? (error.issues[0]?.message ?? 'invalid arguments') : (error as Error).message}\n${USAGE}`);
    return 2;
  }
  const started = performance.now();
  const backup = await withDatabase(async () => {
    try {
      return await createBackup({ dir: args.dir });
    } finally {
      await disconnectDb();
    }
  });
  const { manifest } = backup;
  const counts = Object.fromEntries(Object.entries(manifest.collections).map(([name, entry]) => [name, entry.count]));
  const files = Object.values(manifest.uploads.files);
  console.log(
    [
      `backup: ${backup.path} (${formatFileSize(backup.bytes)}, ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      `  database: ${manifest.engine}; consistency: ${manifest.consistency}. ${manifest.consistencyMeaning}`,
      ...collectionLines(counts),
      uploadsLine(manifest.uploads.storage, files.length, files.reduce((sum, file) => sum + file.bytes, 0)),
      ...(backup.skippedUploads.length > 0
        ? [`  left out: ${backup.skippedUploads.length} stored files whose names no upload has (${backup.skippedUploads.slice(0, 5).join(', ')})`]
        : []),
    ].join('\n'),
  );
  return 0;
}

runCommand(main, (error) => (error instanceof BackupRefused ? 'backup refused' : 'backup failed'));
