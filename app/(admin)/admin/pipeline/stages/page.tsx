import type { Metadata } from 'next';
import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { StageEditor } from '@/components/admin/pipeline/stage-editor';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/permissions';
import { NO_FILTERS } from '@/lib/pipeline/board';
import { requirePageUser } from '@/lib/server/auth/guard';
import { loadBoard } from '@/lib/server/pipeline/board';
import { readStages } from '@/lib/server/pipeline/stages';
import { addPipelineStage, removePipelineStage, renamePipelineStage, reorderPipelineStage } from '../actions';

export const metadata: Metadata = { title: 'Pipeline stages' };
export const dynamic = 'force-dynamic';

// The administrators' list of pipeline stages (issue 47).
export default async function PipelineStagesPage() {
  const user = await requirePageUser('/admin/pipeline/stages');
  if (!can(user.role, 'staff')) return <NotAllowed role={user.role} />;
  const stages = await readStages();
  const board = await loadBoard(stages, NO_FILTERS);
  const counts = Object.fromEntries(board.columns.map((column) => [column.stage.id, column.count]));
  return (
    <div className="w-full min-w-0 space-y-6">
      <Link href="/admin/pipeline" className={`inline-flex min-h-11 items-center text-brand-700 underline ${FOCUS_RING}`}>
        Back to the board
      </Link>
      <PageHeader title="Pipeline stages" intro="The columns of the board, in their order. Renaming a stage keeps its leads in it; removing one moves its leads to the stage you choose. A lead that never moved is in the first stage." />
      <StageEditor stages={stages} counts={counts} actions={{ rename: renamePipelineStage, add: addPipelineStage, reorder: reorderPipelineStage, remove: removePipelineStage }} />
    </div>
  );
}
