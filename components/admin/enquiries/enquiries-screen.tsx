'use client';

import { RotateCw } from 'lucide-react';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ENQUIRIES_COPY as COPY } from '@/lib/content/enquiries';
import type { EnquiryDto, EnquiryList, FailedLeadMailDto } from '@/lib/enquiries/dto';
import type { StaffOption } from '@/lib/enquiries/workspace';
import type { EnquiryStatus } from '@/lib/validation/enquiry';
import { changeStatus, markRead, removeEnquiry } from '@/components/admin/shared/enquiry-actions';
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
  list: EnquiryList | null;
  // The enquiry named by `open` in the address, read with its delivery state (null: none, or failed).
  openId: string | null;
  detail: EnquiryDto | null;
  // Who leads can be assigned to (the bulk bar), and the lead e-mails that failed.
  assignable: StaffOption[];
  failedMail: FailedLeadMailDto[];
};

// The admin inbox (SPEC section 2): counts, filters, the sortable table, pagination and the
// detail modal. Everything shown is read on the server for the address; changes go through the
// admin API, and the screen then reads its view again.
export function EnquiriesScreen({ query, list, openId: openInAddress, detail, assignable, failedMail }: Props) {
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

  function openDetail(enquiry: EnquiryDto, trigger: HTMLElement) {
    opener.current = trigger;
    setOpenId(enquiry._id);
    navigate(screenHref(pathname, query, enquiry._id));
    // Opening a lead marks it read, quietly; the list shows it once the server has it.
    if (!enquiry.isRead) void markRead(enquiry._id, { quiet: true }).then((done) => done && refresh());
  }

  function closeDetail() {
    setOpenId(null);
    navigate(screenHref(pathname, query));
    const target = opener.current?.isConnected ? opener.current : document.getElementById(TABLE_REGION_ID);
    target?.focus();
  }

  // Every change reads the view again, whether it worked or not: a 404 means someone else deleted
  // the enquiry meanwhile.
  async function onStatus(id: string, status: EnquiryStatus): Promise<boolean> {
    const done = await changeStatus(id, status);
    refresh();
    return done;
  }

  const handlers: RowHandlers = {
    onStatus,
    onMarkRead: async (id) => {
      const done = await markRead(id);
      refresh();
      return done;
    },
    onDelete: async (id) => {
      const done = await removeEnquiry(id);
      if (!done) return false;
      refresh();
      // The row and its buttons are going; the table is the nearest place for keyboard focus.
      document.getElementById(TABLE_REGION_ID)?.focus();
      return true;
    },
    onOpen: openDetail,
    // Not awaited: the mailto link opens the mail program while the status is sent.
    onReply: (enquiry: EnquiryDto) => {
      if (enquiry.status !== 'replied') void onStatus(enquiry._id, 'replied');
    },
    onSelect: (id, on) =>
      setChosen((current) => {
        const next = new Set(current);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
  };

  const announcement = pending || !list ? '' : COPY.found(list.pagination.totalEnquiries);

  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title={COPY.title} intro={COPY.intro}>
        <p className="text-slate-700">
          {COPY.total}: <span className="text-xl font-bold text-slate-900 tabular-nums">{list ? list.stats.total : '–'}</span>
        </p>
      </PageHeader>
      <FailedMailBanner failed={failedMail} />
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
          onClear={() => setChosen(new Set())}
          onDone={(removed) => {
            setChosen(new Set());
            refresh();
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
          onPage={(page) => navigate(screenHref(pathname, { ...query, page }), 'push')}
        />
      )}
      <EnquiryModal enquiry={selected} detailFailed={detailFailed} onStatus={onStatus} onClose={closeDetail} />
    </div>
  );
}
