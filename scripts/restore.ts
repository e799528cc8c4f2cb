// npm run restore -- <archive> [--replace]: puts a backup's collections, indexes and uploaded files
// into the database (MONGODB_URI, or the embedded development database) and the upload storage
// (UPLOAD_STORAGE). Refuses a damaged or foreign archive, and a target that is not empty unless
// --replace, before changing anything (docs/operations.md, Backups and restore). Stop the app first.
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { BackupRefused, RestoreIncomplete, restoreBackup } from '@/lib/server/backup';
import { disconnectDb } from '@/lib/server/db';
import { collectionLines, runCommand, uploadsLine } from './lib/backup-report';
import { loadProjectEnv } from './lib/load-env';
import { withDatabase } from './lib/with-database';

loadProjectEnv();

const USAGE = 'usage: npm run restore -- <archive.tar.gz> [--replace]';

const argsSchema = z.object({
  archive: z.string().trim().min(1, 'name the archive to restore'),
  replace: z.boolean(),
});

function readArgs(): z.infer<typeof argsSchema> {
  const { values, positionals } = parseArgs({ options: { replace: { type: 'boolean', default: false } }, allowPositionals: true, strict: true });
  if (positionals.length !== 1) throw new Error(positionals.length === 0 ? 'name the archive to restore' : 'name one archive only');
  return argsSchema.parse({ archive: positionals[0], replace: values.replace });
}

async function main(): Promise<number> {
  let args: z.infer<typeof argsSchema>;
  try {
    args = readArgs();
  } catch (error) {
    console.error(`${error instanceof z.ZodError ? (error.issues[0]?.message ?? 'invalid arguments') : (error as Error).message}\n${USAGE}`);
    return 2;
  }
  const report = await withDatabase(async () => {
    try {
      return await restoreBackup(args.archive, { replace: args.replace });
    } finally {
      await disconnectDb();
    }
  });
  const { manifest } = report;
  console.log(
    [
      `restore: ${report.archive} into the database ${report.database}${report.replaced ? ' (its earlier content replaced)' : ''} in ${(report.durationMs / 1000).toFixed(1)} s`,
      `  the backup: made ${manifest.createdAt} on ${manifest.engine} (${manifest.consistency}) by ${manifest.app.name} ${manifest.app.version}${manifest.app.commit ? ` (${manifest.app.commit.slice(0, 12)})` : ''}`,
      ...collectionLines(report.collections),
      `  indexes: ${report.indexes} rebuilt`,
      ...report.skippedIndexes.map((index) => `    left out: ${index.collection}.${index.name} (${index.reason})`),
      uploadsLine(report.storage, report.files, report.fileBytes),
      '  Start (or restart) the app now: its caches do not know of the restore.',
    ].join('\n'),
  );
  return 0;
}

runCommand(main, (error) => (error instanceof BackupRefused ? 'restore refused' : error instanceof RestoreIncomplete ? 'restore incomplete' : 'restore failed'));
