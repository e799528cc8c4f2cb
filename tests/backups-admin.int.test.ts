import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import BackupsPage from '@/app/(admin)/admin/backups/page';
import { makeBackup } from '@/app/(admin)/admin/backups/actions';
import { GET as downloadBackup } from '@/app/api/v1/backups/[name]/route';
import { BackupList, type BackupRow } from '@/components/admin/backups/backup-list';
import { NotAllowed } from '@/components/admin/not-allowed';
import { createBackup } from '@/lib/server/backup/create-backup';
import { runDailyBackup } from '@/lib/server/backup/daily-job';
import { listBackups } from '@/lib/server/backup/list-backups';
import { pruneBackups } from '@/lib/server/backup/prune';
import { getEnv } from '@/lib/server/env';
import { AuditEntry } from '@/models/audit-entry';
import { SingleUse } from '@/models/single-use';
import { rm } from 'node:fs/promises';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { elementsOf } from './support/elements';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The backups an administrator sees and makes (issue 46): the daily job on the scheduler (one
// archive per Berlin day, whichever instance asks first), the retention rule applied to real
// archives, "Back up now", the download, and who may see any of it. The archive's content and its
// restore are tested in tests/backup-restore-*.int.test.ts.
let admin = '';
let adviser = '';

beforeAll(async () => {
  admin = await tokenFor(await createUser({ email: 'backups-admin@example.com', password: 'long enough password', name: 'Bea Backup', role: 'admin' }));
  adviser = await tokenFor(await createUser({ email: 'backups-adviser@example.com', password: 'long enough password', role: 'adviser' }));
});

beforeEach(async () => {
  await rm(getEnv().BACKUP_DIR, { recursive: true, force: true });
  await Promise.all([SingleUse.deleteMany({ _id: /^backup:/ }), AuditEntry.deleteMany({})]);
});

describe('the daily backup', () => {
  it('makes nothing while switched off', async () => {
    expect(await runDailyBackup({ enabled: false })).toBeNull();
    expect(await listBackups()).toEqual([]);
  });

  it('makes one archive per Berlin day, also when two instances ask at once', async () => {
    const night = new Date('2026-12-03T01:05:00Z');
    const both = await Promise.all([runDailyBackup({ now: night, enabled: true }), runDailyBackup({ now: night, enabled: true })]);
    expect(both.filter(Boolean)).toHaveLength(1);
    expect(await runDailyBackup({ now: new Date('2026-12-03T20:00:00Z'), enabled: true })).toBeNull();
    // 23:30 UTC is already the next day in Berlin.
    const next = await runDailyBackup({ now: new Date('2026-12-03T23:30:00Z'), enabled: true });
    expect(next?.name).toBe('backup-2026-12-03T23-30-00Z.tar.gz');
    expect((await listBackups()).map((backup) => backup.name)).toEqual(['backup-2026-12-03T23-30-00Z.tar.gz', 'backup-2026-12-03T01-05-00Z.tar.gz']);
  });

  it('deletes the archives the retention rule no longer keeps, and only those', async () => {
    // Monday to Thursday of one week.
    for (const day of ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03']) await createBackup({ now: new Date(`${day}T02:00:00Z`) });
    const removed = await pruneBackups(undefined, { daily: 2, weekly: 1 });
    expect(removed.sort()).toEqual(['backup-2026-11-30T02-00-00Z.tar.gz', 'backup-2026-12-01T02-00-00Z.tar.gz']);
    expect((await listBackups()).map((backup) => backup.name)).toEqual(['backup-2026-12-03T02-00-00Z.tar.gz', 'backup-2026-12-02T02-00-00Z.tar.gz']);
  });
});

describe('the Backups page', () => {
  it('shows advisers the not-allowed screen, and administrators each archive with its size and contents', async () => {
    actAs(adviser);
    expect(elementsOf(await BackupsPage(), NotAllowed)).toHaveLength(1);

    actAs(admin);
    const made = dataOf(await makeBackup(undefined));
    expect(made.name).toMatch(/^backup-.+\.tar\.gz$/);
    const audit = await AuditEntry.find({ action: 'backup-made' }).lean();
    expect(audit.map((entry) => [entry.target, entry.actorName])).toEqual([[made.name, 'Bea Backup']]);

    const [list] = elementsOf(await BackupsPage(), BackupList);
    const rows = list!.props.backups as BackupRow[];
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: made.name, bytes: made.bytes, engine: 'ferretdb', consistency: 'per-collection', problem: null });
    // The two accounts of this file at least, in the users collection.
    expect(rows[0]!.documents).toBeGreaterThanOrEqual(2);
  });

  it('serves an archive to an administrator as a download, byte for byte, and audits it; nothing else by that route', async () => {
    const made = await createBackup();
    const response = await downloadBackup(new Request(`http://localhost/api/v1/backups/${made.name}`, { headers: authHeaders(admin) }), { params: Promise.resolve({ name: made.name }) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${made.name}"`);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(sha(Buffer.from(await response.arrayBuffer()))).toBe(sha(await readFile(made.path)));
    expect(await AuditEntry.countDocuments({ action: 'backup-downloaded', target: made.name })).toBe(1);

    for (const name of ['backup-2020-01-01T00-00-00Z.tar.gz', '..%2F..%2Fetc%2Fpasswd', '.env']) {
      const refused = await downloadBackup(new Request(`http://localhost/api/v1/backups/${name}`, { headers: authHeaders(admin) }), { params: Promise.resolve({ name }) });
      expect(refused.status, name).toBe(404);
    }
    const adviserTry = await downloadBackup(new Request(`http://localhost/api/v1/backups/${made.name}`, { headers: authHeaders(adviser) }), { params: Promise.resolve({ name: made.name }) });
    expect(adviserTry.status).toBe(403);
  });
});
