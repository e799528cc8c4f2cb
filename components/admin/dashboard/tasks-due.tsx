import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { formatDateTime } from '@/lib/time/format';
import type { DueTasks } from '@/lib/enquiries/lead-task';
import { DashboardPanel } from './dashboard-panel';
import { InlineNotice } from './inline-notice';

// The firm's tasks due today (Berlin) and overdue (issue 47, in place of the follow-ups): each with
// its lead, a link to the lead's page, and who does it.
export function TasksDue({ data }: { data: DueTasks | null }) {
  const aside = (
    <Link href="/admin/tasks" className={`inline-flex min-h-11 items-center rounded-md text-sm font-semibold text-brand-700 hover:underline ${FOCUS_RING}`}>
      My tasks
    </Link>
  );
  return (
    <DashboardPanel id="tasks-due-title" title="Tasks due" aside={aside}>
      {!data && <InlineNotice />}
      {data && (
        <>
          <p className="mb-3 text-slate-800">
            <span className="font-semibold">{data.today}</span> due today · <span className={data.overdue > 0 ? 'font-semibold text-red-700' : 'font-semibold'}>{data.overdue}</span>{' '}
            overdue
          </p>
          {data.items.length === 0 ? (
            <p className="text-slate-600">No tasks due today.</p>
          ) : (
            <ul className="divide-y divide-slate-200">
              {data.items.map((item) => (
                <li key={item._id} className="flex flex-wrap items-baseline justify-between gap-x-3 py-2">
                  <span className="min-w-0">
                    <Link href={`/admin/enquiries/${item.enquiryId}`} className={`font-semibold wrap-anywhere text-brand-700 underline ${FOCUS_RING}`}>
                      {item.leadName}
                    </Link>
                    <span className="text-slate-800">: {item.title}</span>
                  </span>
                  <span className={`text-sm ${item.overdue ? 'font-medium text-red-700' : 'text-slate-700'}`}>
                    {item.overdue ? 'Overdue since' : 'Due'} {formatDateTime(item.dueAt)}
                    {item.assigneeName ? ` · ${item.assigneeName}` : ' · unassigned'}
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
