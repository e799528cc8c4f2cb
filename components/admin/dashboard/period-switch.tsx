import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { DASHBOARD_COPY } from '@/lib/dashboard/copy';
import { LEAD_PERIOD_LABELS, LEAD_PERIODS, type LeadPeriod } from '@/lib/dashboard/lead-period';

const COPY = DASHBOARD_COPY.sources;

// The period is part of the address (?period=90d), so a view can be bookmarked or shared; plain
// links, read again on the server. The page keeps its scroll position when the period changes.
export function PeriodSwitch({ current }: { current: LeadPeriod }) {
  return (
    <nav aria-label={COPY.period}>
      <ul className="grid grid-cols-4 gap-1 rounded-lg bg-slate-100 p-1">
        {LEAD_PERIODS.map((period) => {
          const active = period === current;
          return (
            <li key={period}>
              <Link
                href={`/admin/dashboard?period=${period}`}
                scroll={false}
                prefetch={false}
                aria-current={active ? 'page' : undefined}
                className={`flex min-h-9 items-center justify-center rounded-md px-2 text-sm font-medium whitespace-nowrap sm:px-3 ${FOCUS_RING} ${
                  active ? 'bg-white text-brand-700 shadow-sm' : 'text-slate-700 hover:bg-white/70 hover:text-slate-900'
                }`}
              >
                {LEAD_PERIOD_LABELS[period]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
