'use client';

import { FIELD_CLASS } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import type { FormAction, FormState } from '@/lib/actions/form-state';
import type { Stage } from '@/lib/pipeline/stages';
import { PostedForm, postedErrors } from './posted-form';

type Props = {
  leadId: string;
  // The lead's name: each card's controls have their own accessible names.
  leadName: string;
  stageId: string;
  stages: readonly Stage[];
  // The pipeline's moveLeadStage.
  move: FormAction<string>;
  onAnswer?: (state: FormState<string>, sent: FormData) => void;
  compact?: boolean;
};

// "Move to" a stage: the keyboard's and the screen reader's way to move a lead (the board's cards,
// the lead's page), and the way without scripts.
export function StageMoveForm({ leadId, leadName, stageId, stages, move, onAnswer, compact = false }: Props) {
  const selectId = `move-${leadId}`;
  return (
    <PostedForm action={move} onAnswer={onAnswer} aria-label={`Move ${leadName}`} className="flex flex-col gap-2">
      {(state, pending) => {
        const errors = postedErrors(state, 'stageId');
        return (
          <>
            <input type="hidden" name="id" value={leadId} />
            <div className="flex flex-wrap items-end gap-2">
              <div className="min-w-0 flex-1 basis-32">
                <label htmlFor={selectId} className={compact ? 'text-xs font-medium text-slate-700' : 'block text-sm font-medium text-slate-800'}>
                  Move to<span className="sr-only"> (moving {leadName})</span>
                </label>
                <select
                  id={selectId}
                  name="stageId"
                  defaultValue={stageId}
                  aria-invalid={errors ? true : undefined}
                  aria-describedby={errors ? `${selectId}-error` : undefined}
                  className={compact ? `${FIELD_CLASS} mt-0.5 py-1.5 text-sm` : FIELD_CLASS}
                >
                  {stages.map((stage) => (
                    <option key={stage.id} value={stage.id}>
                      {stage.name}
                    </option>
                  ))}
                </select>
              </div>
              <SubmitButton busy={pending} label="Move" busyLabel="Moving…" variant="secondary" className={compact ? 'min-h-9 px-3 py-1 text-sm' : ''} />
            </div>
            {errors && (
              <p id={`${selectId}-error`} className="text-sm text-red-700">
                {errors.join(' ')}
              </p>
            )}
          </>
        );
      }}
    </PostedForm>
  );
}
