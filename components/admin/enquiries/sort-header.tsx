import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { EnquiryQuery, SortKey } from './url-state';

type Props = { column: SortKey; label: string; query: EnquiryQuery; onSort: (column: SortKey) => void };

// A column header that sorts; aria-sort on the active column tells screen readers the order.
export function SortHeader({ column, label, query, onSort }: Props) {
  const active = query.sortBy === column;
  const Icon = !active ? ArrowUpDown : query.sortOrder === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th scope="col" aria-sort={active ? (query.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined} className="px-2 py-2 text-left max-md:block max-md:px-1">
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`inline-flex min-h-11 items-center gap-1.5 rounded-md px-2 text-xs font-semibold tracking-wide uppercase hover:bg-slate-200 ${active ? 'text-slate-900' : 'text-slate-700'} ${FOCUS_RING}`}
      >
        {label}
        <Icon aria-hidden="true" className={`h-4 w-4 ${active ? '' : 'text-slate-500'}`} />
      </button>
    </th>
  );
}
