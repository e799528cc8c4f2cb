import 'server-only';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';
import { claimOnce, releaseOnce } from '@/lib/server/auth/single-use';
import { getEnv } from '@/lib/server/env';
import type { ScheduledJob } from '@/lib/server/scheduler';
import { createBackup } from './create-backup';
import { pruneBackups } from './prune';

// The daily backup (issue 46), on when BACKUP_DAILY is set. Every instance's scheduler checks each
// hour; the first check of a Berlin day claims the day (a unique insert, so one instance makes
// it), writes the archive to BACKUP_DIR and deletes the archives the retention rule no longer
// keeps. A failed backup gives the claim back, so the next hour tries again. With several
// instances, BACKUP_DIR must be one shared volume, or the archives are on whichever made them.
export const BACKUP_CHECK_MS = 60 * 60_000;
// Not in the first minutes after a start, which belong to the requests waiting for it.
const FIRST_CHECK_DELAY_MS = 5 * 60_000;

export type DailyBackupResult = { name: string; bytes: number; removed: string[] };

export async function runDailyBackup({ now = new Date(), enabled = getEnv().BACKUP_DAILY } = {}): Promise<DailyBackupResult | null> {
  if (!enabled) return null;
  const day = berlinDay(now);
  const claim = `backup:daily:${day}`;
  if (!(await claimOnce(claim, berlinDayStart(addDays(day, 8))))) return null;
  try {
    const made = await createBackup({ now });
    return { name: made.name, bytes: made.bytes, removed: await pruneBackups() };
  } catch (error) {
    await releaseOnce(claim);
    throw error;
  }
}

export const backupJob: ScheduledJob = {
  name: 'backup',
  everyMs: BACKUP_CHECK_MS,
  firstAfterMs: FIRST_CHECK_DELAY_MS,
  run: async () => {
    const done = await runDailyBackup();
    if (done) console.log(`[backup] ${done.name} (${done.bytes} bytes); deleted by the retention rule: ${done.removed.join(', ') || 'none'}`);
  },
};
