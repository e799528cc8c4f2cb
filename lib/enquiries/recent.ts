import 'server-only';
import { connectDb } from '@/lib/db';
import { Enquiry } from '@/models/enquiry';

export type RecentEnquiry = {
  _id: string;
  fullName: string;
  email: string;
  phoneNumber: string | null;
  message: string;
  status: string;
  source: string;
  serviceName: string | null;
  submittedAt: string;
};

// The newest enquiries first, for the back office's read-only list.
export async function recentEnquiries(limit = 50): Promise<RecentEnquiry[]> {
  await connectDb();
  const rows = await Enquiry.find({}).sort({ submittedAt: -1, _id: -1 }).limit(limit).lean();
  return rows.map((row) => ({
    _id: row._id.toString(),
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber || null,
    message: row.message,
    status: row.status,
    source: row.source,
    serviceName: row.serviceName || null,
    submittedAt: (row.submittedAt ?? row._id.getTimestamp()).toISOString(),
  }));
}
