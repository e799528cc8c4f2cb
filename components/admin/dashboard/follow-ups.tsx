import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { formatDate } from '@/lib/time/format';
import type { DueFollowUps } from '@/lib/enquiries/enquiry';
import { DashboardPanel } from './dashboard-panel';
import { InlineNotice } from './inline-notice';

// Leads to get back to: due today and overdue, each a link to its page.
export function FollowUps({ data }: { data: DueFollowUps | null }) {
  const aside = (
    <Link href="/admin/enquiries?view=follow-up-due" className={`inline-flex min-h-11 items-center rounded-md text-sm font-semibold text-brand-700 hover:underline ${FOCUS_RING}`}>
      All follow-ups due
    </Link>
  );
  return (
    <DashboardPanel id="follow-ups-title" title="Follow-ups" aside={aside}>
      {!data && <InlineNotice />}
      {data && (
        <>
          <p className="mb-3 text-slate-800">
            <span className="font-semibold">{data.today}</span> due today · <span className={data.overdue > 0 ? 'font-semibold text-red-700' : 'font-semibold'}>{data.overdue}</span>{' '}
            overdue
          </p>
          {data.items.length === 0 ? (
            <p className="text-slate-600">Nothing to follow up on today.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {data.items.map((item) => (
                <li key={item._id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <Link href={`/admin/enquiries/${item._id}`} className={`font-semibold wrap-anywhere text-brand-700 underline ${FOCUS_RING}`}>
                    {item.fullName}
                  </Link>
                  <span className={`text-sm ${item.overdue ? 'font-medium text-red-700' : 'text-slate-700'}`}>
                    {item.overdue ? 'Overdue since' : 'Today,'} {formatDate(item.followUpAt, 'medium')}
                    {item.ownerName ? ` · ${item.ownerName}` : ' · unassigned'}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </DashboardPanel>
  );
}
