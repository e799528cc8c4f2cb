import Link from 'next/link';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRY_VIEWS, VIEW_LABELS } from '@/lib/enquiries/list-query';
import { changeQuery, screenHref, type EnquiryQuery } from './url-state';

// Whose leads the list shows: all, mine, nobody's, or those with an open task due today or earlier.
export function ViewTabs({ pathname, query }: { pathname: string; query: EnquiryQuery }) {
  return (
    <nav aria-label="Views">
      <ul className="flex flex-wrap gap-2">
        {ENQUIRY_VIEWS.map((view) => {
          const current = query.view === view;
          return (
            <li key={view}>
              <Link
                href={screenHref(pathname, changeQuery(query, { view }))}
                aria-current={current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-semibold ${current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'} ${FOCUS_RING}`}
              >
                {VIEW_LABELS[view]}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
