import 'server-only';
import { connectDb } from '@/lib/db';
import { Enquiry } from '@/models/enquiry';
import { monthRange, type MonthRef } from './month-range';

type StatusRow = { _id: { status: string; isRead: boolean }; count: number };

export type EnquiryOverview = { total: number; new: number; unread: number };

// All enquiries, those still 'new' and those unread, from one $group in the database. FerretDB v1
// answers every query but an _id lookup with a scan of the whole collection, so one pass beats
// three counts there; on MongoDB it is one pass over small documents.
export async function enquiryOverview(): Promise<EnquiryOverview> {
  await connectDb();
  const rows = await Enquiry.aggregate<StatusRow>([{ $group: { _id: { status: '$status', isRead: '$isRead' }, count: { $sum: 1 } } }]);
  const sum = (keep: (row: StatusRow) => boolean) => rows.filter(keep).reduce((total, row) => total + row.count, 0);
  return { total: sum(() => true), new: sum((row) => row._id.status === 'new'), unread: sum((row) => row._id.isRead === false) };
}

// Enquiries received in one Berlin month, all and those still 'new', in one pass over that month.
export async function enquiriesInMonth(ref: MonthRef): Promise<{ all: number; new: number }> {
  await connectDb();
  const { start, end } = monthRange(ref);
  const rows = await Enquiry.aggregate<{ _id: string; count: number }>([
    { $match: { submittedAt: { $gte: start, $lt: end } } },
    { $group: { _id: '$status', count: { $sum: 1 } } },
  ]);
  return {
    all: rows.reduce((total, row) => total + row.count, 0),
    new: rows.find((row) => row._id === 'new')?.count ?? 0,
  };
}
