import 'server-only';
import type { LaunchItem } from '@/lib/launch/launch-item';
import { connectDb } from '@/lib/server/db';
import { Enquiry } from '@/models/enquiry';

// The seed's sample leads still on the pipeline board (issue 47): delete them before going live.
export async function sampleLeadFindings(): Promise<LaunchItem[]> {
  await connectDb();
  const count = await Enquiry.countDocuments({ sample: true });
  if (count === 0) return [];
  return [
    {
      id: 'pipeline-sample-leads',
      area: 'Pipeline',
      title: `${count === 1 ? '1 sample lead is' : `${count} sample leads are`} still on the pipeline board.`,
      detail: 'They came with the site to show the board: delete each from its page (marked Sample on the board).',
      href: '/admin/pipeline',
    },
  ];
}
