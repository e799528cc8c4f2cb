import 'server-only';
import { DomainError } from '@/lib/server/errors';
import { createBackup } from './create-backup';

// One backup at a time in this process: a second click while the first runs is refused rather
// than writing the same data twice (and the disk and the database read twice as hard).
let running: Promise<unknown> | null = null;

export async function makeBackupNow(): Promise<{ name: string; bytes: number }> {
  if (running) throw new DomainError('conflict', 'A backup is being made already. Wait for it, then reload the page.');
  const made = createBackup();
  running = made;
  try {
    return await made;
  } finally {
    running = null;
  }
}
