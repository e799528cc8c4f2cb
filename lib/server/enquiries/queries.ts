import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { escapeRegex } from '@/lib/escape-regex';
import type { EnquiryStatus } from '@/lib/validation/enquiry';
import { Enquiry } from '@/models/enquiry';
import { leadMailDelivery } from '@/lib/server/leads/lead-mail';
import type { EnquiryDto, EnquiryExportRow, EnquiryList, EnquiryStats } from '@/lib/enquiries/dto';
import { normaliseEnquiryFilter, normaliseEnquiryListQuery, type EnquiryFilterQuery, type EnquiryListQuery } from '@/lib/enquiries/list-query';
import { ENQUIRY_DTO_FIELDS, ENQUIRY_EXPORT_FIELDS, toEnquiryDto, toEnquiryExportRow, type EnquiryExportSource, type EnquiryRow } from './to-dto';
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
  followUpAt?: { $lt: Date };
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
  // Due: the follow-up day is today (Berlin) or earlier.
  if (query.view === 'follow-up-due') filter.followUpAt = mongoose.trusted({ $lt: startOfTomorrow() });
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

// The list's status tabs.
export async function enquiryStats(): Promise<EnquiryStats> {
  const counts = await enquiryCounts();
  return {
    total: counts.totalEnquiries,
    new: counts.newEnquiries,
    read: counts.readEnquiries,
    replied: counts.repliedEnquiries,
    closed: counts.closedEnquiries,
  };
}

// One page of enquiries with pagination over the filter and stats over everything.
export async function listEnquiries(input: Partial<EnquiryListQuery> = {}, viewer: ListViewer | null = null): Promise<EnquiryList> {
  const query = normaliseEnquiryListQuery(input);
  const { page, limit } = query;
  await connectDb();
  const filter = listFilter(query, viewer);
  const [rows, stats, filtered] = await Promise.all([
    Enquiry.find(filter)
      .select(ENQUIRY_DTO_FIELDS)
      .sort(listSort(query))
      .skip((page - 1) * limit)
      .limit(limit)
      .lean<EnquiryRow[]>(),
    enquiryStats(),
    // Without a search or a view the count is already among the stats.
    query.search || query.view !== 'all' || query.verdict !== 'all' ? Enquiry.countDocuments(filter) : null,
  ]);
  const totalEnquiries = filtered ?? (query.status === 'all' ? stats.total : stats[query.status]);
  const totalPages = Math.ceil(totalEnquiries / limit);
  return {
    enquiries: rows.map(toEnquiryDto),
    pagination: { currentPage: page, totalPages, totalEnquiries, hasNextPage: page < totalPages, hasPrevPage: page > 1 },
    stats,
  };
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
