import { berlinDay, berlinIsoWeek } from '@/lib/time/berlin';

// Which backup archives the daily job keeps (issue 46): 7 daily and 4 weekly, as restic's
// `forget --keep-daily 7 --keep-weekly 4` counts them: the newest archive of each of the 7 latest
// Berlin days that have one, and the newest of each of the 4 latest ISO weeks that have one (the
// two overlap for the current week). So after a month of daily backups there are 9 or 10
// archives reaching about four weeks back. A manual backup ("Back up now") counts like any other;
// every archive not kept is deleted after a new one was written.
export const BACKUPS_KEPT = { daily: 7, weekly: 4 } as const;

export type BackupAge = { name: string; createdAt: Date };

export function backupsToKeep(backups: readonly BackupAge[], kept: { daily: number; weekly: number } = BACKUPS_KEPT): Set<string> {
  const newestFirst = [...backups].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return new Set([...newestPerPeriod(newestFirst, berlinDay, kept.daily), ...newestPerPeriod(newestFirst, berlinIsoWeek, kept.weekly)]);
}

function newestPerPeriod(newestFirst: readonly BackupAge[], periodOf: (date: Date) => string, count: number): string[] {
  const periods = new Set<string>();
  const names: string[] = [];
  for (const backup of newestFirst) {
    if (periods.size >= count) break;
    const period = periodOf(backup.createdAt);
    if (periods.has(period)) continue;
    periods.add(period);
    names.push(backup.name);
  }
  return names;
}
