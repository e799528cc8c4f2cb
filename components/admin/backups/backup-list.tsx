import { Download } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { TABLE, TABLE_BODY, TABLE_CELL, TABLE_HEAD_HIDDEN_ON_PHONE, TABLE_REGION, TABLE_ROW } from '@/components/ui/responsive-table';
import { formatFileSize } from '@/lib/media/media-file';
import { formatDateTime } from '@/lib/time/format';

// What the page knows of one archive in BACKUP_DIR, from its manifest (null: unreadable).
export type BackupRow = {
  name: string;
  bytes: number;
  createdAt: string;
  documents: number | null;
  collections: number | null;
  files: number | null;
  engine: string | null;
  consistency: string | null;
  problem: string | null;
};

const HEAD = 'px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase';

// The archives, newest first: when, how big, what is in them, and the download.
export function BackupList({ backups }: { backups: BackupRow[] }) {
  if (backups.length === 0) return <p className="text-slate-700">No backup yet. Make one with “Back up now”.</p>;
  return (
    <div className={TABLE_REGION} role="region" aria-label="Backups" tabIndex={0}>
      <table className={TABLE}>
        <thead className={TABLE_HEAD_HIDDEN_ON_PHONE}>
          <tr>
            <th scope="col" className={HEAD}>Made</th>
            <th scope="col" className={HEAD}>Size</th>
            <th scope="col" className={HEAD}>Contents</th>
            <th scope="col" className={HEAD}>
              <span className="sr-only">Download</span>
            </th>
          </tr>
        </thead>
        <tbody className={TABLE_BODY}>
          {backups.map((backup) => (
            <tr key={backup.name} className={`${TABLE_ROW} bg-white`}>
              <td className={TABLE_CELL}>
                <time dateTime={backup.createdAt} className="font-medium text-slate-900">
                  {formatDateTime(backup.createdAt, 'long')}
                </time>
                <p className="font-mono text-xs wrap-anywhere">{backup.name}</p>
              </td>
              <td className={TABLE_CELL}>{formatFileSize(backup.bytes)}</td>
              <td className={TABLE_CELL}>
                {backup.problem ? (
                  <p className="text-red-800">Cannot be read: {backup.problem}</p>
                ) : (
                  <>
                    <p>
                      {backup.documents} records in {backup.collections} collections, {backup.files} uploaded files
                    </p>
                    <p className="text-xs text-slate-600">
                      {backup.engine === 'ferretdb' ? 'Embedded database' : 'MongoDB'}, {backup.consistency === 'snapshot' ? 'one moment for all collections' : 'each collection at its own moment'}
                    </p>
                  </>
                )}
              </td>
              <td className={TABLE_CELL}>
                <a href={`/api/v1/backups/${encodeURIComponent(backup.name)}`} download className={buttonClass('secondary', 'sm')} aria-label={`Download ${backup.name}`}>
                  <Download aria-hidden="true" className="h-4 w-4" />
                  Download
                </a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
