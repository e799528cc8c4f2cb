import { ENQUIRY_VIEWS, VERDICT_FILTERS, type EnquiryView, type VerdictFilter } from '@/lib/enquiries/list-query';
import { ENQUIRY_STATUSES } from '@/lib/enquiries/enquiry';

export const SORT_KEYS = ['fullName', 'message', 'status', 'submittedAt'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortOrder = 'asc' | 'desc';
export const STATUS_FILTERS = ['all', ...ENQUIRY_STATUSES] as const;
export type StatusFilter = (typeof STATUS_FILTERS)[number];

// What the enquiries screen shows; kept in the address so reload and back restore the view.
export type EnquiryQuery = { status: StatusFilter; search: string; sortBy: SortKey; sortOrder: SortOrder; page: number; view: EnquiryView; verdict: VerdictFilter };

// SPEC section 9: ten enquiries per page.
export const PAGE_SIZE = 10;
export const DEFAULT_QUERY: EnquiryQuery = { status: 'all', search: '', sortBy: 'submittedAt', sortOrder: 'desc', page: 1, view: 'all', verdict: 'all' };
// Bounds keep a hand-edited address from sending absurd values to the API.
const MAX_SEARCH_LENGTH = 200;
const MAX_PAGE = 100_000;

type Params = { get(name: string): string | null };

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.find((candidate) => candidate === value) ?? fallback;
}

// Anything missing or invalid in the address falls back to the default view.
export function parseEnquiryQuery(params: Params): EnquiryQuery {
  const page = params.get('page') ?? '';
  const pageNumber = /^\d{1,6}$/.test(page) ? Number(page) : 1;
  return {
    status: oneOf(STATUS_FILTERS, params.get('status'), DEFAULT_QUERY.status),
    search: (params.get('search') ?? '').trim().slice(0, MAX_SEARCH_LENGTH),
    sortBy: oneOf(SORT_KEYS, params.get('sortBy'), DEFAULT_QUERY.sortBy),
    sortOrder: oneOf(['asc', 'desc'] as const, params.get('sortOrder'), DEFAULT_QUERY.sortOrder),
    page: pageNumber >= 1 && pageNumber <= MAX_PAGE ? pageNumber : 1,
    view: oneOf(ENQUIRY_VIEWS, params.get('view'), DEFAULT_QUERY.view),
    verdict: oneOf(VERDICT_FILTERS, params.get('verdict'), DEFAULT_QUERY.verdict),
  };
}

// A new filter, search or sort shows its first page; only an explicit page change keeps another.
export function changeQuery(query: EnquiryQuery, patch: Partial<EnquiryQuery>): EnquiryQuery {
  return { ...query, page: 1, ...patch, search: (patch.search ?? query.search).trim().slice(0, MAX_SEARCH_LENGTH) };
}

// The active column flips its order; a newly chosen column starts with the newest/largest first.
export function nextSort(query: EnquiryQuery, column: SortKey): Pick<EnquiryQuery, 'sortBy' | 'sortOrder'> {
  if (query.sortBy !== column) return { sortBy: column, sortOrder: 'desc' };
  return { sortBy: column, sortOrder: query.sortOrder === 'desc' ? 'asc' : 'desc' };
}

function filterParams(query: EnquiryQuery, all: boolean): URLSearchParams {
  const params = new URLSearchParams();
  if (all || query.status !== DEFAULT_QUERY.status) params.set('status', query.status);
  if (query.search) params.set('search', query.search);
  if (all || query.sortBy !== DEFAULT_QUERY.sortBy) params.set('sortBy', query.sortBy);
  if (all || query.sortOrder !== DEFAULT_QUERY.sortOrder) params.set('sortOrder', query.sortOrder);
  if (query.view !== DEFAULT_QUERY.view) params.set('view', query.view);
  if (query.verdict !== DEFAULT_QUERY.verdict) params.set('verdict', query.verdict);
  return params;
}

// The screen's own address: defaults are left out so the plain path stays the plain view.
// `open` names the enquiry whose detail modal is open (its delivery state is read on the server).
export function screenHref(pathname: string, query: EnquiryQuery, open?: string | null): string {
  const params = filterParams(query, false);
  if (query.page !== 1) params.set('page', String(query.page));
  if (open) params.set('open', open);
  const search = params.toString();
  return search ? `${pathname}?${search}` : pathname;
}

// The open enquiry named in the address, if it looks like an id at all.
export function parseOpenId(params: Params): string | null {
  const open = params.get('open');
  return open && /^[0-9a-f]{24}$/i.test(open) ? open : null;
}

// What the page asks the server's list query for: one page of ten with every filter spelled out.
export function listInput(query: EnquiryQuery) {
  return { ...query, limit: PAGE_SIZE };
}

// The CSV export covers every page of the current filter and sort, so no page or limit.
export function exportHref(query: EnquiryQuery): string {
  return `/api/v1/contact/enquiries/export?${filterParams(query, true)}`;
}

// The CSV of chosen enquiries only (the selected rows).
export function exportIdsHref(ids: readonly string[]): string {
  return `/api/v1/contact/enquiries/export?ids=${ids.join(',')}`;
}
