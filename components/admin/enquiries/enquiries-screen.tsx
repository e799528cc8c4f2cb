'use client';

import { RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto, FailedLeadMailDto } from '@/lib/enquiries/enquiry';
import type { InboxList } from '@/lib/enquiries/list-query';
import type { StaffOption } from '@/lib/enquiries/workspace';
import type { InboxActions } from '@/components/admin/shared/lead-actions';
import { BulkBar } from './bulk-bar';
import { EnquiryFilters } from './enquiry-filters';
import { FailedMailBanner } from './failed-mail-banner';
import { ViewTabs } from './view-tabs';
import { EnquiryModal } from './enquiry-modal';
import type { RowHandlers } from './enquiry-row';
import { EnquiryTable, TABLE_REGION_ID } from './enquiry-table';
import { StatusCards } from './status-cards';
import { changeQuery, nextSort, screenHref, type EnquiryQuery } from './url-state';
import { useScreenNavigation } from './use-screen-navigation';
import { PageHeader } from '@/components/ui/page-header';
import { Pagination } from '@/components/ui/pagination';

type Props = {
  // The view in the address, and what the server read for it (null: the read failed, logged).
  query: EnquiryQuery;
  list: InboxList | null;
  // The enquiry named by `open` in the address, read with its delivery state (null: none, or failed).
  openId: string | null;
  detail: EnquiryDto | null;
  // Who leads can be assigned to (the bulk bar), and the lead e-mails that failed.
  assignable: StaffOption[];
  failedMail: FailedLeadMailDto[];
  // The writes (app/(admin)/admin/enquiries/actions.ts): each renders the view again when done.
  actions: InboxActions;
};

// The admin inbox (SPEC section 2): counts, filters, the sortable table, pagination and the
// detail modal. Everything shown is read on the server for the address; changes are Server
// Actions, after which the server renders the view again.
export function EnquiriesScreen({ query, list, openId: openInAddress, detail, assignable, failedMail, actions }: Props) {
  const { pathname, navigate, refresh, pending } = useScreenNavigation();
  // The modal opens at once with the row; the server's read adds the delivery state.
  const [openId, setOpenId] = useState(openInAddress);
  // Back and Forward move `open` in the address; the modal follows.
  const [seenInAddress, setSeenInAddress] = useState(openInAddress);
  if (openInAddress !== seenInAddress) {
    setSeenInAddress(openInAddress);
    setOpenId(openInAddress);
  }
  const opener = useRef<HTMLElement | null>(null);
  // The rows chosen for a bulk action; only ids still on the page count.
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const onPage = new Set(list?.enquiries.map((enquiry) => enquiry._id) ?? []);
  const checked = new Set([...chosen].filter((id) => onPage.has(id)));
  const row = list?.enquiries.find((enquiry) => enquiry._id === openId);
  const fresh = detail && detail._id === openId ? detail : null;
  const selected = openId ? (fresh ? { ...row, ...fresh } : (row ?? null)) : null;
  const detailFailed = openId !== null && openInAddress === openId && !pending && !fresh;

  async function openDetail(enquiry: EnquiryDto, trigger: HTMLElement) {
    opener.current = trigger;
    setOpenId(enquiry._id);
    // Opening a lead marks it read, quietly (a failure only leaves it unread). The action is done
    // before the address changes: its refresh renders the address it was called from, and running
    // both at once let that render win over the one that opens the enquiry.
    if (!enquiry.isRead) await actions.markRead(enquiry._id).catch(() => undefined);
    navigate(screenHref(pathname, query, enquiry._id));
  }

  function closeDetail() {
    setOpenId(null);
    navigate(screenHref(pathname, query));
    const target = opener.current?.isConnected ? opener.current : document.getElementById(TABLE_REGION_ID);
    target?.focus();
  }

  const handlers: RowHandlers = {
    actions,
    // A refused change reads the view again too: a not-found means someone else deleted the
    // enquiry meanwhile.
    onRefused: refresh,
    // The row and its buttons are going; the table is the nearest place for keyboard focus.
    onDeleted: () => document.getElementById(TABLE_REGION_ID)?.focus(),
    onOpen: openDetail,
    onSelect: (id, on) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };

  const announcement = pending || !list ? '' : COPY.found(list.pagination.totalEnquiries, list.totalCapped);

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro}>
        <p className="text-slate-700">
          {COPY.total}: <span className="text-xl font-bold text-slate-900 tabular-nums">{list ? list.stats.total : '–'}</span>
        </p>
      </PageHeader>
      <FailedMailBanner failed={failedMail} resend={actions.resend} />
      <StatusCards stats={list?.stats ?? null} />
      <ViewTabs pathname={pathname} query={query} />
      {/* A search typed just before a row was opened may be sent while the modal is open: it keeps it open. */}
      <EnquiryFilters query={query} onChange={(patch) => navigate(screenHref(pathname, changeQuery(query, patch), openId))} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {checked.size > 0 && (
        <BulkBar
          selected={[...checked]}
          assignable={assignable}
          bulk={actions.bulk}
          onClear={() => setChosen(new Set())}
          onDone={(removed) => {
            setChosen(new Set());
            if (removed) document.getElementById(TABLE_REGION_ID)?.focus();
          }}
        />
      )}
      {!list && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-red-800">
          <p>{COPY.loadFailedInline}</p>
          <button type="button" onClick={refresh} className={buttonClass('primary')}>
            <RotateCw aria-hidden="true" className="h-4 w-4" />
            {COPY.tryAgain}
          </button>
        </div>
      )}
      <EnquiryTable
        enquiries={list?.enquiries ?? null}
        loading={pending}
        query={query}
        onSort={(column) => navigate(screenHref(pathname, changeQuery(query, nextSort(query, column))))}
        handlers={handlers}
        selected={checked}
        onSelectAll={(on) => setChosen(on ? onPage : new Set())}
      />
      {list && (
        <Pagination
          label={COPY.pagination.label}
          page={list.pagination.currentPage}
          totalPages={list.pagination.totalPages}
          morePages={list.totalCapped}
          onPage={(page) => navigate(screenHref(pathname, { ...query, page }), 'push')}
        />
      )}
      <EnquiryModal enquiry={selected} detailFailed={detailFailed} setStatus={actions.setStatus} onRefused={refresh} onClose={closeDetail} />
    </div>
  );
}
