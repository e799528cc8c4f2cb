import 'server-only';
import { connectDb } from '@/lib/server/db';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { Enquiry } from '@/models/enquiry';

// The launch check's leads: the sample leads the seed added (scripts/lib/seed.ts seedSampleLeads)
// to show the pipeline board, a lead's tasks and My tasks, until they are deleted (their tasks go
// with them).
export async function sampleLeadFindings(): Promise<LaunchItem[]> {
  await connectDb();
  const count = await Enquiry.countDocuments({ sample: true });
  if (count === 0) return [];
  return [
    {
      id: 'sample-leads',
      area: 'Leads',
      title: `${count === 1 ? '1 sample lead is' : `${count} sample leads are`} still among the leads.`,
      detail: 'They came with the site to show the pipeline board, a lead’s tasks and My tasks: delete each from its page (marked Sample on the board).',
      href: '/admin/pipeline',
    },
  ];
}
