import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { DashboardPanel } from './dashboard-panel';
import { InlineNotice } from './inline-notice';

// "Before going live", for administrators: every placeholder or sample left, each with a link to
// where it is fixed (the dashboard leaves the panel out once nothing is left). `npm run
// launch:check` prints the same list.
export function LaunchCheckPanel({ items }: { items: LaunchItem[] | null }) {
  const aside = items && items.length > 0 ? <span className="text-sm font-semibold text-amber-800">{items.length === 1 ? '1 item left' : `${items.length} items left`}</span> : null;
  return (
    <DashboardPanel id="launch-check-title" title="Before going live" aside={aside}>
      {!items && <InlineNotice />}
      {items && items.length > 0 && (
        <ul className="divide-y divide-slate-200">
          {items.map((item) => (
            <li key={item.id} className="py-3 first:pt-0 last:pb-0">
              <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{item.area}</p>
              <Link href={item.href} className={`font-semibold wrap-anywhere text-brand-700 underline ${FOCUS_RING}`}>
                {item.title}
              </Link>
              {item.detail && <p className="mt-0.5 text-sm text-slate-700">{item.detail}</p>}
            </li>
          ))}
        </ul>
      )}
    </DashboardPanel>
  );
}
