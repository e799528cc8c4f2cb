import Link from 'next/link';
import { StageMoveForm } from '@/components/admin/shared/stage-move-form';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import type { FormAction } from '@/lib/actions/form-state';
import type { Stage } from '@/lib/pipeline/stages';
import { formatDate } from '@/lib/time/format';

export type LeadStageProps = { leadId: string; leadName: string; stage: Stage; since: string; stages: Stage[]; move: FormAction<string> };

// Where the lead stands in the pipeline (issue 47), and the board's Move form to change it.
export function LeadStage({ leadId, leadName, stage, since, stages, move }: LeadStageProps) {
  return (
    <div className="space-y-3">
      <p className="text-slate-800">
        <span className="font-semibold">{stage.name}</span> since <time dateTime={since}>{formatDate(since, 'medium')}</time>
      </p>
      <StageMoveForm leadId={leadId} leadName={leadName} stageId={stage.id} stages={stages} move={move} />
      <Link href="/admin/pipeline" className={`text-sm text-brand-700 underline ${FOCUS_RING}`}>
        Open the pipeline board
      </Link>
    </div>
  );
}
