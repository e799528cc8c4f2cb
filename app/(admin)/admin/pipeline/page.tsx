import type { Metadata } from 'next';
import Link from 'next/link';
import { NotAllowed } from '@/components/admin/not-allowed';
import { BoardFilterForm } from '@/components/admin/pipeline/board-filters';
import { PipelineBoard } from '@/components/admin/pipeline/pipeline-board';
import { buttonClass } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { can } from '@/lib/auth/permissions';
import { parseBoardFilters } from '@/lib/pipeline/board';
import { requirePageUser } from '@/lib/server/auth/guard';
import { assignableStaff } from '@/lib/server/enquiries/assignment';
import { loadBoard } from '@/lib/server/pipeline/board';
import { readStages } from '@/lib/server/pipeline/stages';
import { knownServiceNames } from '@/lib/server/services/names';
import { moveLeadStage } from './actions';

export const metadata: Metadata = { title: 'Pipeline' };
export const dynamic = 'force-dynamic';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

// The pipeline board (issue 47), for roles with lead access: where every lead stands.
export default async function PipelinePage({ searchParams }: { searchParams: SearchParams }) {
  const user = await requirePageUser('/admin/pipeline');
  if (!can(user.role, 'leads')) return <NotAllowed role={user.role} />;
  const filters = parseBoardFilters(await searchParams);
  const stages = await readStages();
  const [board, owners, services] = await Promise.all([loadBoard(stages, filters), assignableStaff(), knownServiceNames()]);
  const filtered = Object.values(filters).some(Boolean);
  return (
    <div className="w-full min-w-0 space-y-6">
      <PageHeader title="Pipeline" intro="Where every lead stands, from the first message to a signed contract. Drag a card to another column, or choose a stage under it and press Move.">
        {can(user.role, 'staff') && (
          <Link href="/admin/pipeline/stages" className={`${buttonClass('secondary')} self-start`}>
            Edit the stages
          </Link>
        )}
      </PageHeader>
      <BoardFilterForm filters={filters} owners={owners} services={[...services].sort((a, b) => a.localeCompare(b, 'en'))} />
      <p className="text-sm text-slate-700">
        {board.total === 1 ? '1 lead' : `${board.total} leads`}
        {filtered ? ' match the filters.' : ' on the board.'}
      </p>
      <PipelineBoard columns={board.columns} now={new Date().toISOString()} move={moveLeadStage} />
    </div>
  );
}
