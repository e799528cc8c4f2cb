import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryStats } from '@/lib/enquiries/list-query';
import { ENQUIRY_STATUS_LABELS, ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';
import { STATUS_ACCENTS } from '@/components/admin/shared/status-styles';

// The four status counts (SPEC section 2). Before the first answer the numbers read as a dash,
// so the cards keep their size and nothing jumps when the counts arrive.
export function StatusCards({ stats }: { stats: EnquiryStats | null }) {
  return (
    <section aria-label={COPY.statsLabel}>
      <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {ENQUIRY_STATUSES.map((status) => (
          <li key={status} className={`rounded-lg border border-l-4 border-slate-200 bg-white p-4 shadow-sm ${STATUS_ACCENTS[status]}`}>
            <p className="text-sm font-medium text-slate-700">{ENQUIRY_STATUS_LABELS[status]}</p>
            <p className="mt-1 text-2xl font-bold text-slate-900 tabular-nums">{stats ? stats[status] : '–'}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
