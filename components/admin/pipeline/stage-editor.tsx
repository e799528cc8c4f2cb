'use client';

import { useState } from 'react';
import { PostedForm, postedErrors } from '@/components/admin/shared/posted-form';
import type { FormAction, FormState } from '@/lib/actions/form-state';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { BOOKED_STAGE, STAGE_NAME_MAX, type Stage } from '@/lib/pipeline/stages';

type Props = {
  stages: Stage[];
  // How many leads are in each stage now (the first one counts those without a stage).
  counts: Record<string, number>;
  actions: { rename: FormAction<string>; add: FormAction<string>; reorder: FormAction<string>; remove: FormAction<string> };
};

// The administrators' stage list: each stage renamed, moved up or down, or removed (its leads go
// to a stage chosen then); a stage added. Each change is its own small form, working before the
// scripts load, and says what it did.
export function StageEditor({ stages, counts, actions }: Props) {
  // Every change's answer in one place: a removed stage's row, with its form, is gone after it.
  const [answer, setAnswer] = useState<FormState<string> | null>(null);
  return (
    <div className="space-y-6">
      <p role="status" className={`min-h-6 font-medium ${answer && !answer.ok ? 'text-red-700' : 'text-slate-800'}`}>
        {answer ? (answer.ok ? answer.data : answer.message) : ''}
      </p>
      <ol className="space-y-4">
        {stages.map((stage, index) => (
          <li key={stage.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <h2 className="text-lg font-bold text-slate-900">
              {index + 1}. {stage.name} <span className="text-sm font-normal text-slate-700">({counts[stage.id] === 1 ? '1 lead' : `${counts[stage.id] ?? 0} leads`})</span>
            </h2>
            <div className="mt-3 grid gap-4 lg:grid-cols-3">
              <PostedForm action={actions.rename} onAnswer={setAnswer} aria-label={`Rename ${stage.name}`}>
                {(state, pending) => {
                  const id = `stage-${stage.id}-name`;
                  const errors = postedErrors(state, 'name');
                  return (
                    <div className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="stageId" value={stage.id} />
                      <div className="min-w-0 flex-1 basis-40">
                        <Field id={id} label="Name" errors={errors}>
                          <input id={id} name="name" defaultValue={state && !state.ok ? (state.values.name ?? stage.name) : stage.name} maxLength={STAGE_NAME_MAX} className={FIELD_CLASS} {...fieldA11y(id, { errors })} />
                        </Field>
                      </div>
                      <SubmitButton busy={pending} label="Rename" busyLabel="Renaming…" variant="secondary" />
                    </div>
                  );
                }}
              </PostedForm>
              <PostedForm action={actions.reorder} onAnswer={setAnswer} aria-label={`Order of ${stage.name}`}>
                {(_state, pending) => (
                  <div className="flex flex-wrap items-end gap-2">
                    <input type="hidden" name="stageId" value={stage.id} />
                    <button type="submit" name="direction" value="up" disabled={pending || index === 0} className={buttonClass('secondary')}>
                      Move up<span className="sr-only">: {stage.name}</span>
                    </button>
                    <button type="submit" name="direction" value="down" disabled={pending || index === stages.length - 1} className={buttonClass('secondary')}>
                      Move down<span className="sr-only">: {stage.name}</span>
                    </button>
                  </div>
                )}
              </PostedForm>
              {stage.id === BOOKED_STAGE ? (
                <p className="text-sm text-slate-700">This stage stays: a booking moves its lead here by itself.</p>
              ) : (
                <PostedForm
                  action={actions.remove}
                  onAnswer={setAnswer}
                  confirm={`Remove the stage ${stage.name}? Its ${counts[stage.id] === 1 ? 'lead goes' : 'leads go'} to the stage chosen.`}
                  aria-label={`Remove ${stage.name}`}
                >
                  {(state, pending) => {
                    const id = `stage-${stage.id}-move-to`;
                    const errors = postedErrors(state, 'moveTo') ?? postedErrors(state, 'stageId');
                    return (
                      <div className="flex flex-wrap items-end gap-2">
                        <input type="hidden" name="stageId" value={stage.id} />
                        <div className="min-w-0 flex-1 basis-40">
                          <Field id={id} label="Its leads go to" errors={errors}>
                            <select id={id} name="moveTo" className={FIELD_CLASS} {...fieldA11y(id, { errors })}>
                              {stages
                                .filter((other) => other.id !== stage.id)
                                .map((other) => (
                                  <option key={other.id} value={other.id}>
                                    {other.name}
                                  </option>
                                ))}
                            </select>
                          </Field>
                        </div>
                        <button type="submit" disabled={pending} className={buttonClass('danger')}>
                          Remove<span className="sr-only">: {stage.name}</span>
                        </button>
                      </div>
                    );
                  }}
                </PostedForm>
              )}
            </div>
          </li>
        ))}
      </ol>
      <section aria-labelledby="add-stage" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h2 id="add-stage" className="text-lg font-bold text-slate-900">
          Add a stage
        </h2>
        <p className="mt-1 text-sm text-slate-700">A new stage goes before Client and Not a fit; move it where it belongs.</p>
        <PostedForm action={actions.add} onAnswer={setAnswer} aria-label="Add a stage" className="mt-3">
          {(state, pending) => {
            const errors = postedErrors(state, 'name');
            return (
              <div className="flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1 basis-48">
                  <Field id="new-stage-name" label="Name" errors={errors}>
                    <input id="new-stage-name" name="name" defaultValue={state && !state.ok ? (state.values.name ?? '') : ''} className={FIELD_CLASS} {...fieldA11y('new-stage-name', { errors })} />
                  </Field>
                </div>
                <SubmitButton busy={pending} label="Add stage" busyLabel="Adding…" />
              </div>
            );
          }}
        </PostedForm>
      </section>
    </div>
  );
}
