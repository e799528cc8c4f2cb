import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Enquiry } from '@/models/enquiry';
import { monthRange, type MonthRef } from '@/lib/dashboard/month-range';

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
