import 'server-only';
import { connectDb } from '@/lib/server/db';
import { Enquiry } from '@/models/enquiry';
import { sharedFigures } from './shared-figures';
import type { RecentEnquiries } from '@/lib/dashboard/types';

export const RECENT_ENQUIRIES_LIMIT = 5;

const FIELDS = { fullName: 1, email: 1, message: 1, status: 1, isRead: 1, serviceName: 1, submittedAt: 1 };

// The newest enquiries and how many there are, read directly (no call to our own HTTP API).
export async function getRecentEnquiries(shared = sharedFigures(new Date()), limit = RECENT_ENQUIRIES_LIMIT): Promise<RecentEnquiries> {
  await connectDb();
  const [rows, counts] = await Promise.all([
    Enquiry.find({}, FIELDS).sort({ submittedAt: -1, _id: -1 }).limit(limit).lean(),
    shared.enquiryCounts(),
  ]);
  return {
    total: counts.totalEnquiries,
    items: rows.map((row) => ({
      _id: row._id.toString(),
      fullName: row.fullName,
      email: row.email,
      message: row.message,
      status: row.status,
      isRead: row.isRead,
      serviceName: row.serviceName || null,
      submittedAt: (row.submittedAt ?? row._id.getTimestamp()).toISOString(),
    })),
  };
}
