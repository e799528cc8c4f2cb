import { describe, expect, it } from 'vitest';
import { backupsToKeep } from './retention';

// Backups every day at 03:00 Berlin (02:00 UTC in winter) from `from`, one per day, plus extras.
function daily(from: string, days: number) {
  const start = new Date(`${from}T02:00:00Z`).getTime();
  return Array.from({ length: days }, (_, index) => {
    const createdAt = new Date(start + index * 86_400_000);
    return { name: `backup-${createdAt.toISOString().slice(0, 10)}`, createdAt };
  });
}

describe('the backups kept', () => {
  it('keeps all of the first week', () => {
    const backups = daily('2026-11-02', 7);
    expect(backupsToKeep(backups).size).toBe(7);
  });

  it('after 40 days keeps the newest of each of the last 7 days and of each of the last 4 weeks', () => {
    // 2026-10-26 is a Monday; the last backup is on Thursday 2026-12-03.
    const backups = daily('2026-10-26', 39);
    const kept = [...backupsToKeep(backups)].sort();
    expect(kept).toEqual([
      // The newest of weeks 47 and 46 (Sundays); week 48 and 49's newest are among the days.
      'backup-2026-11-15',
      'backup-2026-11-22',
      // The last 7 days: Friday 27 November to Thursday 3 December (week 48's newest is Sunday the 29th).
      'backup-2026-11-27',
      'backup-2026-11-28',
      'backup-2026-11-29',
      'backup-2026-11-30',
      'backup-2026-12-01',
      'backup-2026-12-02',
      'backup-2026-12-03',
    ]);
  });

  it('counts a day by its Berlin date and keeps its newest archive', () => {
    // 23:30 UTC on 1 December is 00:30 on 2 December in Berlin.
    const backups = [
      { name: 'late', createdAt: new Date('2026-12-01T23:30:00Z') },
      { name: 'morning', createdAt: new Date('2026-12-02T08:00:00Z') },
      { name: 'evening-before', createdAt: new Date('2026-12-01T18:00:00Z') },
    ];
    expect([...backupsToKeep(backups, { daily: 1, weekly: 0 })]).toEqual(['morning']);
    expect([...backupsToKeep(backups, { daily: 2, weekly: 0 })]).toEqual(['morning', 'evening-before']);
  });
});
