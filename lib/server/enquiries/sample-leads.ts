import 'server-only';
import { connectDb } from '@/lib/server/db';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { Enquiry } from '@/models/enquiry';

// The launch check's leads: each sample lead the seed added (scripts/lib/seed.ts seedSampleLeads),
// until it is deleted (its tasks go with it).
export async function sampleLeadFindings(): Promise<LaunchItem[]> {
  await connectDb();
  const leads = await Enquiry.find({ sample: true }).select('fullName').sort({ _id: 1 }).lean();
  return leads.map((lead) => ({
    id: `sample-lead:${lead._id.toString()}`,
    area: 'Leads',
    title: `“${lead.fullName}” is a sample lead`,
    detail: 'It came with the site to show a lead’s page, its tasks and My tasks. Delete it, with its tasks, from its page.',
    href: `/admin/enquiries/${lead._id.toString()}`,
  }));
}
