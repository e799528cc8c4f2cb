import path from 'node:path';
import { BackupList, type BackupRow } from '@/components/admin/backups/backup-list';
import { BackupNowButton } from '@/components/admin/backups/backup-now-button';
import { NotAllowed } from '@/components/admin/not-allowed';
import { PageHeader } from '@/components/ui/page-header';
import { SectionCard } from '@/components/ui/section-card';
import { can } from '@/lib/auth/permissions';
import { BACKUPS_KEPT } from '@/lib/backup/retention';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listBackups } from '@/lib/server/backup/list-backups';
import { getEnv } from '@/lib/server/env';
import { makeBackup } from './actions';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Backups' };

// For administrators (issue 46): the archives in BACKUP_DIR with their size and contents, a
// backup made at once, and each one's download. Restoring is a command on the server
// (docs/operations.md), never a button: it replaces the whole site's data.
export default async function BackupsPage() {
  const user = await requirePageUser('/admin/backups');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const backups: BackupRow[] = (await listBackups()).map((backup) => {
    const collections = backup.manifest ? Object.values(backup.manifest.collections) : null;
    return {
      name: backup.name,
      bytes: backup.bytes,
      createdAt: backup.createdAt.toISOString(),
      documents: collections ? collections.reduce((sum, collection) => sum + collection.count, 0) : null,
      collections: collections ? collections.length : null,
      files: backup.manifest ? Object.keys(backup.manifest.uploads.files).length : null,
      engine: backup.manifest?.engine ?? null,
      consistency: backup.manifest?.consistency ?? null,
      problem: backup.problem ?? null,
    };
  });
  const daily = getEnv().BACKUP_DAILY;

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title="Backups" intro="Every record of the site (leads, bookings, subscribers with their consent, posts, accounts, settings) and every uploaded image, in one archive." />
      <SectionCard titleId="schedule-title" title="When backups are made" aside={<BackupNowButton makeBackup={makeBackup} />}>
        <div className="space-y-2 text-slate-700">
          <p>
            {daily
              ? `Daily backups are on: one a day, soon after midnight Berlin time. The newest of each of the last ${BACKUPS_KEPT.daily} days and of each of the last ${BACKUPS_KEPT.weekly} weeks are kept; older ones are deleted.`
              : 'Daily backups are off. Whoever runs the server turns them on with BACKUP_DAILY=true in its environment.'}
          </p>
          <p>
            Archives are kept on the server in <code className="font-mono text-sm wrap-anywhere">{path.resolve(getEnv().BACKUP_DIR)}</code>. Download them to keep a copy somewhere
            else: a backup on the same machine does not survive the machine.
          </p>
          <p>Restoring one replaces the site’s data and is done on the server by whoever runs it (the operations guide says how).</p>
        </div>
      </SectionCard>
      <SectionCard titleId="archives-title" title="Archives">
        <BackupList backups={backups} />
      </SectionCard>
    </div>
  );
}
