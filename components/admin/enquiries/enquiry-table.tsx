'use client';

import { Inbox, LoaderCircle } from 'lucide-react';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import { BULK_COPY } from '@/lib/content/lead-workspace';
import { TABLE, TABLE_BODY, TABLE_REGION } from '@/components/ui/responsive-table';
import type { EnquiryDto } from '@/lib/enquiries/enquiry';
import { EnquiryRow, type RowHandlers } from './enquiry-row';
import { SortHeader } from './sort-header';
// Where focus goes when the element that had it is gone (a deleted row, a closed modal's opener).
export const TABLE_REGION_ID = 'enquiries-table';
import type { EnquiryQuery, SortKey } from './url-state';

type Props = {
  enquiries: EnquiryDto[] | null;
  loading: boolean;
  query: EnquiryQuery;
  onSort: (column: SortKey) => void;
  handlers: RowHandlers;
  selected: ReadonlySet<string>;
  onSelectAll: (selected: boolean) => void;
};

function Overlay() {
  return (
    <div className="absolute inset-0 flex items-start justify-center bg-white/60 pt-24">
      <LoaderCircle aria-hidden="true" className="h-8 w-8 text-brand-700 motion-safe:animate-spin" />
      <span className="sr-only">{COPY.loading}</span>
    </div>
  );
}

// The enquiries of one page: a table from a tablet on, cards on a phone (the header row becomes a
// row of sort buttons). Between the two, the table scrolls sideways inside its own labelled,
// focusable region instead of widening the page; see post-table.tsx for why contain-inline-size is
// needed. The region keeps a minimum height so switching between loading, empty and a short page
// does not make the content below jump.
export function EnquiryTable({ enquiries, loading, query, onSort, handlers, selected, onSelectAll }: Props) {
  const empty = enquiries !== null && enquiries.length === 0;
  const allSelected = Boolean(enquiries?.length) && enquiries!.every((enquiry) => selected.has(enquiry._id));
  return (
    <div
      id={TABLE_REGION_ID}
      role="region"
      aria-label={COPY.tableLabel}
      aria-busy={loading}
      tabIndex={0}
      className={`relative min-h-80 ${TABLE_REGION} ${FOCUS_RING}`}
    >
      <table className={`${TABLE} md:min-w-[62rem]`}>
        <caption className="sr-only">{COPY.caption}</caption>
        <thead className="bg-slate-50 max-md:block max-md:rounded-lg max-md:border max-md:border-slate-200">
          <tr className="max-md:flex max-md:flex-wrap max-md:items-center">
            <th scope="col" className="w-12 px-2 py-2 text-left max-md:block">
              <input
                type="checkbox"
                checked={allSelected}
                disabled={!enquiries?.length}
                onChange={(event) => onSelectAll(event.target.checked)}
                aria-label={BULK_COPY.selectAll}
                className="m-3 h-5 w-5 accent-brand-700"
              />
            </th>
            <SortHeader column="fullName" label={COPY.columns.contact} query={query} onSort={onSort} />
            <SortHeader column="message" label={COPY.columns.message} query={query} onSort={onSort} />
            <SortHeader column="status" label={COPY.columns.status} query={query} onSort={onSort} />
            <SortHeader column="submittedAt" label={COPY.columns.submitted} query={query} onSort={onSort} />
            <th scope="col" className="px-4 py-2 text-left text-xs font-semibold tracking-wide text-slate-700 uppercase max-md:sr-only">
              {COPY.columns.actions}
            </th>
          </tr>
        </thead>
        <tbody className={`${TABLE_BODY} max-md:mt-3`}>
          {enquiries?.map((enquiry) => (
            <EnquiryRow key={enquiry._id} enquiry={enquiry} handlers={handlers} selected={selected.has(enquiry._id)} />
          ))}
        </tbody>
      </table>
      {empty && !loading && (
        // Sticky left so the message stays in view when the region is scrolled sideways.
        <div className="sticky left-0 flex w-full flex-col items-center gap-2 px-6 py-12 text-center">
          <Inbox aria-hidden="true" className="h-10 w-10 text-slate-400" />
          <p className="text-lg font-semibold text-slate-900">{COPY.empty}</p>
          <p className="text-slate-700">{COPY.emptyHint}</p>
        </div>
      )}
      {loading && <Overlay />}
    </div>
  );
}
