import 'server-only';
import { unlink } from 'node:fs/promises';
import { BACKUPS_KEPT, backupsToKeep } from '@/lib/backup/retention';
import { getEnv } from '@/lib/server/env';
import { listBackups } from './list-backups';

// Deletes the archives the retention rule no longer keeps (lib/backup/retention.ts): 7 daily and 4
// weekly. Only files named as backups are considered; an archive that cannot be read is kept
// and left to a person (the Backups page shows its problem). Answers the names deleted.
export async function pruneBackups(dir = getEnv().BACKUP_DIR, kept: { daily: number; weekly: number } = BACKUPS_KEPT): Promise<string[]> {
  const backups = (await listBackups(dir)).filter((backup) => backup.manifest !== null);
  const keep = backupsToKeep(backups, kept);
  const removed: string[] = [];
  for (const backup of backups) {
    if (keep.has(backup.name)) continue;
    await unlink(backup.path);
    removed.push(backup.name);
  }
  return removed;
}
