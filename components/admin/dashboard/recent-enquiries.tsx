import Link from 'next/link';
import { listExcerpt } from '@/components/admin/shared/excerpt';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { formatDateTime, formatNumber } from '@/lib/time/format';
import type { RecentEnquiries as Data } from '@/lib/dashboard/types';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { DashboardPanel } from './dashboard-panel';
import { EnquiryRowActions, type RowActions } from './enquiry-row-actions';
import { InlineNotice } from './inline-notice';
import { StatusBadge } from '@/components/ui/status-badge';

const COPY = DASHBOARD_COPY.recent;
const EXCERPT_LENGTH = 120;

function Aside({ total }: { total: number | null }) {
  return (
    <div className="flex items-center gap-3 text-sm">
      {total !== null && <span className="text-slate-600">{COPY.total(formatNumber(total))}</span>}
      <Link href="/admin/enquiries" aria-label={COPY.viewAllLabel} className={`inline-flex min-h-11 items-center rounded-md font-semibold text-brand-700 hover:underline ${FOCUS_RING}`}>
        {COPY.viewAll}
      </Link>
    </div>
  );
}

// actions: the lead actions the dashboard page passes down (app/(admin)/admin/enquiries/actions.ts).
export function RecentEnquiries({ data, actions }: { data: Data | null; actions: RowActions }) {
  return (
    <DashboardPanel id="recent-enquiries-title" title={COPY.title} aside={<Aside total={data?.total ?? null} />}>
      {!data && <InlineNotice />}
      {data?.items.length === 0 && <p className="text-slate-600">{COPY.empty}</p>}
      {data && data.items.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {data.items.map((item) => (
            <li key={item._id} className="py-4 first:pt-0 last:pb-0">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <h3 className="font-semibold break-words text-slate-900">{item.fullName}</h3>
                <StatusBadge status={item.status} />
              </div>
              <p className="text-sm wrap-anywhere text-slate-700">{item.email}</p>
              <p className="mt-1 text-sm break-words text-slate-800">{listExcerpt(item.message, EXCERPT_LENGTH)}</p>
              <p className="mt-1 text-xs text-slate-600">
                <time dateTime={item.submittedAt}>{formatDateTime(item.submittedAt)}</time>
              </p>
              <div className="mt-2">
                <EnquiryRowActions id={item._id} fullName={item.fullName} email={item.email} serviceName={item.serviceName} isRead={item.isRead} actions={actions} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
