'use client';

import { useActionState } from 'react';
import { FORM_STATE_START, type FormAction } from '@/lib/actions/form-state';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  // completeTask or reopenTask (app/(admin)/admin/tasks/actions.ts).
  action: FormAction;
  taskId: string;
  label: string;
  busyLabel: string;
  // Names the task for a screen reader ("Done: Call back, Anna Schmidt").
  accessibleName: string;
  variant?: 'primary' | 'secondary';
};

// One task's Done (or Reopen) button: a form of its own posting the task's id, so it works before
// the scripts load; with them, the page refreshes in place and a refusal is said beside it.
export function TaskButton({ action, taskId, label, busyLabel, accessibleName, variant = 'secondary' }: Props) {
  const [state, formAction, pending] = useActionState(action, FORM_STATE_START);
  return (
    <form action={formAction} className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="taskId" value={taskId} />
      <SubmitButton busy={pending} label={label} busyLabel={busyLabel} variant={variant} accessibleName={accessibleName} />
      {!state.ok && (
        <p role="alert" className="text-sm text-red-700">
          {state.message}
        </p>
      )}
    </form>
  );
}
