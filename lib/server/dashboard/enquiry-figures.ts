import 'server-only';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { addMonths, berlinMonth, monthRange } from '@/lib/dashboard/month-range';
import type { LeadGroup } from '@/lib/dashboard/lead-sources';
import type { LeadPeriod, LeadPeriodRange } from '@/lib/dashboard/lead-period';
import type { DashboardEnquiry } from '@/lib/dashboard/types';
import { Enquiry } from '@/models/enquiry';

// Every enquiry figure of the dashboard from at most three reads (FerretDB v1 scans the whole
// collection for each, so the passes, not the figures, are what a view costs there):
// 1. enquiryCounts (lib/server/enquiries/queries.ts, shared with the inbox), one $group over
//    everything: the totals by status and read flag;
// 2. one window read, every lead since the start of last Berlin month (or the start of a short
//    lead period, if earlier), newest first, projected to the few fields the figures need: its rows
//    give this and last month (all and 'new'), the period's lead-source groups and the newest five;
// 3. the newest five's full rows, one _id lookup each (a sorted find instead when the window has
//    fewer than five).
// Roles without lead access read only 1 and 2, without the lead fields.

export const RECENT_ENQUIRIES_LIMIT = 5;

const RECENT_ENQUIRY_FIELDS = { fullName: 1, email: 1, message: 1, status: 1, isRead: 1, serviceName: 1, submittedAt: 1 };

// Periods whose lead sources are grouped from the window's rows. The window then reaches back to
// the period's start: at most about four months for 90 days (at the benchmark's 137 leads a day,
// ~17,000 small rows), still one scan on FerretDB. Twelve months would make the window a third of a
// large collection, so that period keeps its own $group (one more scan, but nothing shipped).
const PERIODS_FROM_WINDOW: readonly LeadPeriod[] = ['7d', '30d', '90d'];

export type MonthEnquiries = { all: number; new: number };

// What the window read gives. A plain DTO (the data cache stores JSON): no Map, no Date.
export type EnquiryWindowFigures = {
  thisMonth: MonthEnquiries;
  lastMonth: MonthEnquiries;
  // null: not read (no lead access asked for).
  recent: DashboardEnquiry[] | null;
  leadGroups: LeadGroup[] | null;
};

// What the reader is asked for: the lead period to group (null: no lead sources) and whether the
// newest enquiries are read (personal data: only for roles with lead access).
export type EnquiryFigureRequest = { leadRange: LeadPeriodRange | null; recent: boolean };

type WindowRow = {
  _id: mongoose.Types.ObjectId;
  status: string;
  submittedAt: Date;
  serviceName?: string | null;
  attribution?: { utmSource?: string | null; referrer?: string | null; landingPage?: string | null; pagePath?: string | null } | null;
};

const LEAD_FIELDS = { serviceName: 1, 'attribution.utmSource': 1, 'attribution.referrer': 1, 'attribution.landingPage': 1, 'attribution.pagePath': 1 };

function windowRows(start: Date, withLeadFields: boolean): Promise<WindowRow[]> {
  return Enquiry.find({ submittedAt: mongoose.trusted({ $gte: start }) }, { status: 1, submittedAt: 1, ...(withLeadFields ? LEAD_FIELDS : {}) })
    .sort({ submittedAt: -1, _id: -1 })
    .lean<WindowRow[]>();
}

function countMonth(rows: WindowRow[], range: { start: Date; end: Date }): MonthEnquiries {
  const inMonth = rows.filter((row) => row.submittedAt >= range.start && row.submittedAt < range.end);
  return { all: inMonth.length, new: inMonth.filter((row) => row.status === 'new').length };
}

// The same groups the period's $group makes (lead-sources.ts), from rows already read.
function groupRows(rows: WindowRow[], range: LeadPeriodRange): LeadGroup[] {
  const groups = new Map<string, LeadGroup>();
  for (const row of rows) {
    if (row.submittedAt < range.start || row.submittedAt >= range.end) continue;
    const group: LeadGroup = {
      service: row.serviceName ?? null,
      utmSource: row.attribution?.utmSource ?? null,
      referrer: row.attribution?.referrer ?? null,
      landingPage: row.attribution?.landingPage ?? null,
      pagePath: row.attribution?.pagePath ?? null,
      count: 1,
    };
    const key = JSON.stringify([group.service, group.utmSource, group.referrer, group.landingPage, group.pagePath]);
    const found = groups.get(key);
    if (found) found.count += 1;
    else groups.set(key, group);
  }
  return [...groups.values()];
}

type GroupRow = { _id: Partial<Record<Exclude<keyof LeadGroup, 'count'>, string | null>>; count: number };

// The period's leads grouped by everything the lead-sources panel counts, in one pass over the
// period (submittedAt is indexed on MongoDB; FerretDB scans the collection once), for the periods
// too long to read from the window. One accumulator: FerretDB v1 fills only the first of a $group.
// Leads sharing service, campaign, referrer and pages come back as one row, so the answer is far
// smaller than the period's leads.
async function leadGroups(range: LeadPeriodRange): Promise<LeadGroup[]> {
  const rows = await Enquiry.aggregate<GroupRow>([
    { $match: { submittedAt: { $gte: range.start, $lt: range.end } } },
    {
      $group: {
        _id: {
          service: '$serviceName',
          utmSource: '$attribution.utmSource',
          referrer: '$attribution.referrer',
          landingPage: '$attribution.landingPage',
          pagePath: '$attribution.pagePath',
        },
        count: { $sum: 1 },
      },
    },
  ]);
  // A field missing from a lead is missing from its group key on one engine and null on another.
  return rows.map(({ _id, count }) => ({
    service: _id.service ?? null,
    utmSource: _id.utmSource ?? null,
    referrer: _id.referrer ?? null,
    landingPage: _id.landingPage ?? null,
    pagePath: _id.pagePath ?? null,
    count,
  }));
}

type RecentRow = { _id: mongoose.Types.ObjectId; fullName: string; email: string; message: string; status: DashboardEnquiry['status']; isRead: boolean; serviceName?: string | null; submittedAt?: Date };

function toDashboardEnquiry(row: RecentRow): DashboardEnquiry {
  return {
    _id: row._id.toString(),
    fullName: row.fullName,
    email: row.email,
    message: row.message,
    status: row.status,
    isRead: row.isRead,
    serviceName: row.serviceName || null,
    submittedAt: (row.submittedAt ?? row._id.getTimestamp()).toISOString(),
  };
}

// The window is sorted like the list (submittedAt, then _id, newest first) and holds every lead
// newer than any outside it, so its first five are the newest five.
async function newestEnquiries(rows: WindowRow[]): Promise<DashboardEnquiry[]> {
  if (rows.length < RECENT_ENQUIRIES_LIMIT) {
    const newest = await Enquiry.find({}, RECENT_ENQUIRY_FIELDS).sort({ submittedAt: -1, _id: -1 }).limit(RECENT_ENQUIRIES_LIMIT).lean<RecentRow[]>();
    return newest.map(toDashboardEnquiry);
  }
  // One _id lookup each: the one query FerretDB v1 answers without a scan ($in scans the collection).
  const found = await Promise.all(
    rows.slice(0, RECENT_ENQUIRIES_LIMIT).map((row) => Enquiry.findById(row._id, RECENT_ENQUIRY_FIELDS).lean<RecentRow>()),
  );
  // A lead erased between the two reads is left out rather than shown half.
  return found.flatMap((row) => (row ? [toDashboardEnquiry(row)] : []));
}

// Passes 2 and 3 (and the $group of a long lead period); the totals are enquiryCounts
// (lib/server/enquiries/queries.ts), which the inbox's tabs share.
export async function readEnquiryWindow(now: Date, { leadRange, recent }: EnquiryFigureRequest): Promise<EnquiryWindowFigures> {
  await connectDb();
  const current = berlinMonth(now);
  const thisMonth = monthRange(current);
  const lastMonth = monthRange(addMonths(current, -1));
  const groupFromWindow = leadRange !== null && PERIODS_FROM_WINDOW.includes(leadRange.period);
  const windowStart = groupFromWindow && leadRange.start < lastMonth.start ? leadRange.start : lastMonth.start;
  const withLeadFields = leadRange !== null;

  const [rows, periodGroups] = await Promise.all([windowRows(windowStart, withLeadFields), leadRange && !groupFromWindow ? leadGroups(leadRange) : null]);
  return {
    thisMonth: countMonth(rows, thisMonth),
    lastMonth: countMonth(rows, lastMonth),
    recent: recent ? await newestEnquiries(rows) : null,
    leadGroups: leadRange ? (periodGroups ?? groupRows(rows, leadRange)) : null,
  };
}
