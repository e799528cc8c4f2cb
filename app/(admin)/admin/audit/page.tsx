import { NotAllowed } from '@/components/admin/not-allowed';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { can } from '@/lib/auth/permissions';
import { AUDIT_ACTIONS, AUDIT_ACTION_NAMES, AUDIT_RETENTION_DAYS } from '@/lib/audit/actions';
import { requirePageUser } from '@/lib/server/auth/guard';
import { listAudit } from '@/lib/server/audit/queries';
import { auditQuerySchema, type AuditQuery } from '@/lib/audit/audit-query';
import { formatDateTime, formatNumber } from '@/lib/time/format';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';

export const dynamic = 'force-dynamic';
export const metadata = { title: 'Audit log' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

function addressOf(query: AuditQuery, page?: number): string {
  const params = new URLSearchParams();
  for (const key of ['actor', 'action', 'from', 'to'] as const) if (query[key]) params.set(key, query[key]!);
  if (page && page > 1) params.set('page', String(page));
  return params.toString();
}

// Who did what, when and from where: administrators filter it by person, action and days, and
// export it. Entries cannot be changed or deleted here or anywhere else in the application.
export default async function AuditPage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/audit');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const raw = Object.fromEntries(Object.entries(await searchParams).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
  const parsed = auditQuerySchema.safeParse(raw);
  const query: AuditQuery = parsed.success ? parsed.data : {};
  const { entries, page, totalPages, total } = await listAudit(query);
  const exportQuery = addressOf(query);

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader
        title="Audit log"
        intro={`Sign-ins, account changes, lead exports and deletions, post saves and deletions. Kept ${AUDIT_RETENTION_DAYS} days, then removed by the database.`}
      >
        <a href={`/api/v1/audit/export${exportQuery ? `?${exportQuery}` : ''}`} className={`${buttonClass('secondary')} self-start`}>
          Export CSV
        </a>
      </PageHeader>

      <form method="get" className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-5 lg:items-end">
        <div>
          <label htmlFor="audit-actor" className="block text-sm font-medium text-slate-800">
            Person
          </label>
          <input id="audit-actor" name="actor" defaultValue={query.actor ?? ''} placeholder="Name or e-mail" className={FIELD_CLASS} />
        </div>
        <div>
          <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
            Action
          </label>
          <select id="audit-action" name="action" defaultValue={query.action ?? ''} className={FIELD_CLASS}>
            <option value="">All actions</option>
            {AUDIT_ACTION_NAMES.map((name) => (
              <option key={name} value={name}>
                {AUDIT_ACTIONS[name]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-from" className="block text-sm font-medium text-slate-800">
            From
          </label>
          <input id="audit-from" name="from" type="date" defaultValue={query.from ?? ''} className={FIELD_CLASS} />
        </div>
        <div>
          <label htmlFor="audit-to" className="block text-sm font-medium text-slate-800">
            To
          </label>
          <input id="audit-to" name="to" type="date" defaultValue={query.to ?? ''} className={FIELD_CLASS} />
        </div>
        <button type="submit" className={buttonClass('primary')}>
          Apply
        </button>
      </form>

      {!parsed.success && <p role="alert" className="text-red-800">The filter in the address was not understood; showing everything.</p>}
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 1 ? '1 entry' : `${formatNumber(total)} entries`}
      </p>
      <ol className="divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {entries.map((entry) => (
          <li key={entry._id} className="grid gap-1 p-4 sm:grid-cols-[12rem_1fr]">
            <time dateTime={entry.at} className="text-sm text-slate-600">
              {formatDateTime(entry.at, 'long')}
            </time>
            <div className="min-w-0">
              <p className="break-words text-slate-900">
                <strong>{entry.actorName || entry.actorEmail}</strong> {AUDIT_ACTIONS[entry.action].toLowerCase()}
                {entry.target && <span className="wrap-anywhere"> · {entry.target}</span>}
              </p>
              <p className="text-sm wrap-anywhere text-slate-600">
                {[entry.actorName ? entry.actorEmail : '', entry.details, entry.address && `from ${entry.address}`].filter(Boolean).join(' · ')}
              </p>
            </div>
          </li>
        ))}
        {entries.length === 0 && <li className="p-6 text-center text-slate-700">No entries match this filter.</li>}
      </ol>
      <Pagination label="Audit log pages" page={page} totalPages={totalPages} href={(target) => `/admin/audit?${addressOf(query, target)}`} />
    </div>
  );
}
