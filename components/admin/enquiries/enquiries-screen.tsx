'use client';

import { RotateCw } from 'lucide-react';
import { useEffect } from 'react';
import { PRIMARY_BUTTON } from '@/components/admin/posts/styles';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto } from '@/lib/enquiries/dto';
import type { EnquiryStatus } from '@/lib/validation/enquiry';
import { changeStatus, markRead, removeEnquiry } from './enquiry-actions';
import { EnquiryFilters } from './enquiry-filters';
import { EnquiryModal } from './enquiry-modal';
import type { RowHandlers } from './enquiry-row';
import { EnquiryTable } from './enquiry-table';
import { Pagination } from './pagination';
import { StatusCards } from './status-cards';
import { changeQuery, listApiUrl, nextSort } from './url-state';
import { useEnquiries } from './use-enquiries';
import { TABLE_REGION_ID, useEnquiryDetail } from './use-enquiry-detail';
import { useEnquiryQuery } from './use-enquiry-query';

// The admin inbox (SPEC section 2): counts, filters, the sortable table, pagination and the
// detail modal. The view is read from the address; the data comes from the enquiries API.
export function EnquiriesScreen() {
  const { query, navigate, isNavigating } = useEnquiryQuery();
  const { list, loading: fetching, failed, reload, applyChange } = useEnquiries(listApiUrl(query));
  const detail = useEnquiryDetail();
  const loading = fetching || isNavigating;
  // The API answers 0 pages for an empty result; the screen still has a page 1 to show it on.
  const lastPage = list ? Math.max(list.pagination.totalPages, 1) : null;

  // A deletion (or an old bookmark) can leave the address past the last page.
  useEffect(() => {
    if (!fetching && !failed && lastPage !== null && query.page > lastPage) navigate({ ...query, page: lastPage }, 'replace');
  }, [fetching, failed, lastPage, query, navigate]);

  // A failed change reloads the list too: a 404 means someone else deleted the enquiry meanwhile.
  async function onStatus(id: string, status: EnquiryStatus): Promise<boolean> {
    const updated = await changeStatus(id, status);
    if (updated) detail.update(updated);
    applyChange({ updated: updated ?? undefined });
    return updated !== null;
  }

  const handlers: RowHandlers = {
    onStatus,
    onMarkRead: async (id) => {
      const updated = await markRead(id);
      applyChange({ updated: updated ?? undefined });
      return updated !== null;
    },
    onDelete: async (id) => {
      const deleted = await removeEnquiry(id);
      if (!deleted) return false;
      applyChange({ removedId: id });
      // The row and its buttons are gone; the table is the nearest place for keyboard focus.
      document.getElementById(TABLE_REGION_ID)?.focus();
      return true;
    },
    onOpen: detail.open,
    // Not awaited: the mailto link opens the mail program while the status is sent.
    onReply: (row: EnquiryDto) => {
      if (row.status !== 'replied') void onStatus(row._id, 'replied');
    },
  };

  const announcement = loading || failed || !list ? '' : COPY.found(list.pagination.totalEnquiries);

  return (
    <div className="w-full min-w-0 space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{COPY.title}</h1>
          <p className="mt-1 text-slate-700">{COPY.intro}</p>
        </div>
        <p className="text-slate-700">
          {COPY.total}: <span className="text-xl font-bold text-slate-900 tabular-nums">{list ? list.stats.total : '–'}</span>
        </p>
      </div>
      <StatusCards stats={list?.stats ?? null} />
      <EnquiryFilters query={query} onChange={(patch) => navigate(changeQuery(query, patch), 'replace')} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {failed && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p>{COPY.loadFailedInline}</p>
          <button type="button" onClick={reload} className={PRIMARY_BUTTON}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {COPY.tryAgain}
          </button>
        </div>
      )}
      <EnquiryTable
        enquiries={list?.enquiries ?? null}
        loading={loading}
        query={query}
        onSort={(column) => navigate(changeQuery(query, nextSort(query, column)), 'replace')}
        handlers={handlers}
      />
      {list && <Pagination pagination={list.pagination} onPage={(page) => navigate({ ...query, page }, 'push')} />}
      <EnquiryModal enquiry={detail.selected} detailFailed={detail.detailFailed} onStatus={onStatus} onClose={detail.close} />
    </div>
  );
}
