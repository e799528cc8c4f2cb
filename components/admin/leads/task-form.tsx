'use client';

import { useActionState } from 'react';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { FORM_STATE_START, type FormAction } from '@/lib/actions/form-state';
import { TASK_LABELS as LABELS, TASK_TITLE_MAX_LENGTH } from '@/lib/enquiries/lead-task';
import type { StaffOption } from '@/lib/enquiries/workspace';

type Props = {
  addTask: FormAction;
  // Who a task can be given to, and who it goes to unless another is chosen (the lead's owner or
  // the person adding it).
  assignable: StaffOption[];
  defaultAssigneeId: string;
  // The due field's first value (tomorrow 09:00 Berlin time, as a datetime-local value).
  defaultDue: string;
};

// A new task on the lead: a real form posting to its Server Action, so it works before the
// scripts load. After a refusal the answer carries what was sent, and the form is drawn again
// from it (its key is the answer's number) with each field's error under it.
export function TaskForm({ addTask, assignable, defaultAssigneeId, defaultDue }: Props) {
  const [state, formAction, pending] = useActionState(addTask, FORM_STATE_START);
  const failed = !state.ok;
  const values = failed ? state.values : {};
  const errors = (!state.ok && state.fieldErrors) || {};
  // After a refusal the first field to correct has the focus, with or without scripts (autofocus
  // on the form drawn again).
  const firstInvalid = (['title', 'due', 'assigneeId'] as const).find((name) => errors[name]?.length);
  const field = (name: 'title' | 'due' | 'assigneeId', hints: string[] = []) => ({
    id: `task-${name}`,
    name,
    autoFocus: name === firstInvalid,
    ...fieldA11y(`task-${name}`, { hints, errors: errors[name] }),
  });
  return (
    <form key={state.answer} action={formAction} noValidate className="flex flex-col gap-3">
      <div role="status" aria-live="polite" className="text-sm">
        {failed && <p className="font-medium text-red-700">{state.message}</p>}
        {state.ok && state.answer > 0 && <p className="text-slate-700">Task added.</p>}
      </div>
      <Field id="task-title" label={LABELS.title} required errors={errors.title}>
        <input {...field('title')} type="text" required maxLength={TASK_TITLE_MAX_LENGTH} defaultValue={values.title ?? ''} className={FIELD_CLASS} />
      </Field>
      <Field id="task-due" label={LABELS.due} required hints={[LABELS.dueHint]} errors={errors.due}>
        <input {...field('due', [LABELS.dueHint])} type="datetime-local" required defaultValue={values.due ?? defaultDue} className={FIELD_CLASS} />
      </Field>
      <Field id="task-assigneeId" label={LABELS.assigneeId} errors={errors.assigneeId}>
        <select {...field('assigneeId')} defaultValue={values.assigneeId ?? defaultAssigneeId} className={`${FIELD_CLASS} min-h-11`}>
          {assignable.map((option) => (
            <option key={option.id} value={option.id}>
              {option.name}
            </option>
          ))}
        </select>
      </Field>
      <div>
        <SubmitButton busy={pending} label="Add task" busyLabel="Adding..." variant="secondary" />
      </div>
    </form>
  );
}
