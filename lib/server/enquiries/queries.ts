import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { escapeRegex } from '@/lib/escape-regex';
import { ENQUIRY_DTO_FIELDS, ENQUIRY_EXPORT_FIELDS, toEnquiryDto, toEnquiryExportRow, type EnquiryDto, type EnquiryExportRow, type EnquiryExportSource, type EnquiryRow, type EnquiryStatus } from '@/lib/enquiries/enquiry';
import { Enquiry } from '@/models/enquiry';
import { leadMailDelivery } from '@/lib/server/leads/lead-mail';
import { normaliseEnquiryFilter, normaliseEnquiryListQuery, type EnquiryFilterQuery, type EnquiryList, type EnquiryListQuery, type EnquiryStats, type InboxList } from '@/lib/enquiries/list-query';
import { addDays, berlinDay, berlinDayStart } from '@/lib/time/berlin';
import { VERDICTS, type Verdict } from '@/lib/opportunity-card/assess';

export type EnquiryCounts = {
  totalEnquiries: number;
  newEnquiries: number;
  unreadEnquiries: number;
  readEnquiries: number;
  repliedEnquiries: number;
  closedEnquiries: number;
};

export const EXPORT_MAX_ROWS = 50_000;

export function checkEnquiryId(id: string): void {
  if (!mongoose.isObjectIdOrHexString(id)) throw new DomainError('invalid', 'Invalid enquiry id');
}

type ListFilter = {
  status?: EnquiryStatus;
  $or?: Array<{ fullName: RegExp } | { email: RegExp } | { message: RegExp }>;
  assignedTo?: string | null;
  nextTaskDueAt?: { $lt: Date };
  _id?: { $in: string[] };
  'opportunityCheck.verdict'?: Verdict | { $in: Verdict[] };
};

// Who is asking: "Mine" means this account's leads.
export type ListViewer = { userId: string };

function listFilter(query: EnquiryFilterQuery, viewer: ListViewer | null): ListFilter {
  const filter: ListFilter = {};
  if (query.status !== 'all') filter.status = query.status;
  if (query.view === 'mine') filter.assignedTo = viewer?.userId ?? '-';
  if (query.view === 'unassigned') filter.assignedTo = null;
  // Due: an open task is due today (Berlin) or earlier.
  if (query.view === 'follow-up-due') filter.nextTaskDueAt = mongoose.trusted({ $lt: startOfTomorrow() });
  // Any check: a verdict among the known ones ($in, not $exists: one form both engines index alike).
  if (query.verdict === 'any') filter['opportunityCheck.verdict'] = mongoose.trusted({ $in: [...VERDICTS] });
  else if (query.verdict !== 'all') filter['opportunityCheck.verdict'] = query.verdict;
  if (query.ids) filter._id = mongoose.trusted({ $in: query.ids });
  const search = query.search;
  if (search) {
    // A RegExp object (not {$regex}) so that sanitizeFilter leaves it alone; the text is a literal.
    const pattern = new RegExp(escapeRegex(search), 'i');
    filter.$or = [{ fullName: pattern }, { email: pattern }, { message: pattern }];
  }
  return filter;
}

function startOfTomorrow(now = new Date()): Date {
  return berlinDayStart(addDays(berlinDay(now), 1));
}

// _id as the last key makes the order total, so consecutive pages never share or skip a row.
function listSort(query: EnquiryFilterQuery): Record<string, 1 | -1> {
  const direction = query.sortOrder === 'asc' ? 1 : -1;
  return { [query.sortBy]: direction, _id: direction };
}

type StatusRow = { _id: { status: EnquiryStatus; isRead: boolean }; count: number };

// Every enquiry count the back office shows (the stats API, the list's status tabs, the
// dashboard), from one $group by status and read flag. FerretDB v1 answers every query but an _id
// lookup with a scan of the whole collection (about a second at 10,000 enquiries), so one pass
// beats five counts there; on MongoDB it is one pass too (a collection scan, no index can serve
// it: tests/mongodb-only.int.test.ts). A single accumulator, because FerretDB v1 fills only the
// first of a $group; with one, the answer is the same on both engines.
export async function enquiryCounts(): Promise<EnquiryCounts> {
  await connectDb();
  const rows = await Enquiry.aggregate<StatusRow>([{ $group: { _id: { status: '$status', isRead: '$isRead' }, count: { $sum: 1 } } }]);
  const sum = (keep: (row: StatusRow) => boolean) => rows.filter(keep).reduce((total, row) => total + row.count, 0);
  const withStatus = (status: EnquiryStatus) => sum((row) => row._id.status === status);
  return {
    totalEnquiries: sum(() => true),
    newEnquiries: withStatus('new'),
    unreadEnquiries: sum((row) => row._id.isRead === false),
    readEnquiries: withStatus('read'),
    repliedEnquiries: withStatus('replied'),
    closedEnquiries: withStatus('closed'),
  };
}

// The list's status tabs, from the counts.
export function statsFromCounts(counts: EnquiryCounts): EnquiryStats {
  return {
    total: counts.totalEnquiries,
    new: counts.newEnquiries,
    read: counts.readEnquiries,
    replied: counts.repliedEnquiries,
    closed: counts.closedEnquiries,
  };
}

export async function enquiryStats(): Promise<EnquiryStats> {
  return statsFromCounts(await enquiryCounts());
}

// One page of a view with what it tells about the view's size. `more`: a row follows the page.
// `matches`: how many enquiries a filtered view (search, view or verdict) holds, exact unless
// `capped` (at least that many); null for a plain status view, whose total is among the stats.
export type EnquiryListPage = {
  enquiries: EnquiryDto[];
  more: boolean;
  matches: { count: number; capped: boolean } | null;
};

// A plain status view's size is one of the status counts; any other filter needs its own figure.
function isFilteredView(query: EnquiryFilterQuery): boolean {
  return Boolean(query.search) || query.view !== 'all' || query.verdict !== 'all';
}

// Reads one page with one row more than it shows: that row says whether a next page exists, so
// no count is needed for it. A filtered view's size comes from the page itself where the page is
// the last one (every search with fewer matches than a page); only otherwise is it counted, with
// `countCap` as the count's limit (on MongoDB a capped count stops there; an exact one walks every
// match). On FerretDB each read is a pass over the whole collection (docs/operations.md), so
// skipping the count saves a pass; the count follows the page read rather than running beside it,
// since two passes side by side take nearly as long as two in a row there.
export async function readEnquiryListPage(
  input: Partial<EnquiryListQuery>,
  viewer: ListViewer | null,
  countCap?: number,
): Promise<EnquiryListPage> {
  const query = normaliseEnquiryListQuery(input);
  const { page, limit } = query;
  await connectDb();
  const filter = listFilter(query, viewer);
  const rows = await Enquiry.find(filter)
    .select(ENQUIRY_DTO_FIELDS)
    .sort(listSort(query))
    .skip((page - 1) * limit)
    .limit(limit + 1)
    .lean<EnquiryRow[]>();
  const more = rows.length > limit;
  const shown = rows.slice(0, limit);
  let matches: EnquiryListPage['matches'] = null;
  if (isFilteredView(query)) {
    // A last page (not one past the end, which has no rows) tells the number exactly.
    const lastPage = !more && (shown.length > 0 || page === 1);
    if (lastPage) matches = { count: (page - 1) * limit + shown.length, capped: false };
    else {
      const count = await Enquiry.countDocuments(filter, countCap ? { limit: countCap } : {});
      matches = { count, capped: countCap !== undefined && count >= countCap };
    }
  }
  return { enquiries: shown.map(toEnquiryDto), more, matches };
}

// The list's pagination from a page and the stats. A capped total is shown as "at least": its
// pages run to the cap and on as far as the page read has seen.
export function enquiryListFrom(query: EnquiryListQuery, listPage: EnquiryListPage, stats: EnquiryStats): InboxList {
  const { page, limit } = query;
  const totalEnquiries = listPage.matches?.count ?? (query.status === 'all' ? stats.total : stats[query.status]);
  const totalCapped = listPage.matches?.capped ?? false;
  const pagesToCount = Math.ceil(totalEnquiries / limit);
  const seen = listPage.enquiries.length > 0 ? page + (listPage.more ? 1 : 0) : 0;
  const totalPages = totalCapped ? Math.max(pagesToCount, seen) : pagesToCount;
  return {
    enquiries: listPage.enquiries,
    pagination: { currentPage: page, totalPages, totalEnquiries, hasNextPage: page < totalPages, hasPrevPage: page > 1 },
    stats,
    totalCapped,
  };
}

// One page of enquiries with pagination over the filter and stats over everything, every figure
// exact (GET /api/v1/contact/enquiries; the admin screen reads the cached twin in ./cached.ts).
export async function listEnquiries(input: Partial<EnquiryListQuery> = {}, viewer: ListViewer | null = null): Promise<EnquiryList> {
  const query = normaliseEnquiryListQuery(input);
  const [listPage, stats] = await Promise.all([readEnquiryListPage(query, viewer), enquiryStats()]);
  const { enquiries, pagination } = enquiryListFrom(query, listPage, stats);
  return { enquiries, pagination, stats };
}

// One enquiry with the state of its two e-mails; null for an unknown id.
export async function getEnquiry(id: string): Promise<EnquiryDto | null> {
  checkEnquiryId(id);
  await connectDb();
  const row = await Enquiry.findById(id).select(ENQUIRY_DTO_FIELDS).lean<EnquiryRow>();
  if (!row) return null;
  return { ...toEnquiryDto(row), delivery: await leadMailDelivery(id) };
}

// Every enquiry matching the filter with its attribution, in list order, read through a cursor
// (for the CSV export). The first row is fetched before returning, so an unreachable database is
// still a 503 answer rather than a download that breaks off after its headers.
export async function exportEnquiries(
  input: Partial<EnquiryFilterQuery> = {},
  maxRows = EXPORT_MAX_ROWS,
  viewer: ListViewer | null = null,
): Promise<AsyncIterable<EnquiryExportRow>> {
  const query = normaliseEnquiryFilter(input);
  await connectDb();
  const cursor = Enquiry.find(listFilter(query, viewer))
    .select(ENQUIRY_EXPORT_FIELDS)
    .sort(listSort(query))
    .limit(maxRows)
    .lean<EnquiryExportSource[]>()
    .cursor({ batchSize: 500 });
  let first: EnquiryExportSource | null;
  try {
    first = (await cursor.next()) as EnquiryExportSource | null;
  } catch (error) {
    await cursor.close().catch(() => undefined);
    throw error;
  }
  return (async function* rows() {
    try {
      for (let row = first; row; row = (await cursor.next()) as EnquiryExportSource | null) yield toEnquiryExportRow(row);
    } finally {
      await cursor.close();
    }
  })();
}
