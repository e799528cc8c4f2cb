import 'server-only';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { getEnv } from '@/lib/server/env';
import { backupNameTime, type BackupManifest } from './archive-format';
import { readBackupManifest } from './read-archive';

export type BackupListing = {
  name: string;
  path: string;
  bytes: number;
  // The manifest's time when it can be read, else the one in the name.
  createdAt: Date;
  manifest: BackupManifest | null;
  // Why the manifest could not be read (a foreign or damaged file under a backup's name).
  problem?: string;
};

// The backups in a directory (BACKUP_DIR unless named), newest first: the files named as
// createBackup names them; its temporary files and staging folders start with a dot and are not.
// Only each manifest is read, so a file damaged after its start still lists; restoreBackup and
// verifyBackup read all of it.
export async function listBackups(dir: string = getEnv().BACKUP_DIR): Promise<BackupListing[]> {
  const root = path.resolve(dir);
  let names: string[];
  try {
    names = await readdir(root);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const listings: BackupListing[] = [];
  for (const name of names) {
    const named = backupNameTime(name);
    if (!named) continue;
    const file = path.join(root, name);
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) continue;
    try {
      const manifest = await readBackupManifest(file);
      listings.push({ name, path: file, bytes: info.size, createdAt: new Date(manifest.createdAt), manifest });
    } catch (error) {
      listings.push({ name, path: file, bytes: info.size, createdAt: named, manifest: null, problem: error instanceof Error ? error.message : String(error) });
    }
  }
  return listings.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.name.localeCompare(a.name));
}
