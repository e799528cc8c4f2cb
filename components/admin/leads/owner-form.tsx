'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { LeadPageActions } from '@/components/admin/shared/lead-actions';
import type { StaffOption } from '@/lib/enquiries/workspace';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';

type Props = {
  assigneeId: string | null;
  assignable: StaffOption[];
  actions: Pick<LeadPageActions, 'assign' | 'setFollowUp'>;
};

// Who owns the lead and when to get back to it: two small forms, each saved on its own. A follow-up
// day becomes a "Follow up" task among the lead's tasks (issue 47), done there.
export function OwnerForm({ assigneeId, assignable, actions }: Props) {
  const owner = useActionForm({
    defaultValues: { assigneeId: assigneeId ?? '' },
    action: actions.assign,
    toInput: (values) => ({ assigneeId: values.assigneeId || null }),
    saved: COPY.saved,
    fixFields: COPY.saveFailed,
    failed: COPY.saveFailed,
  });
  // No day chosen is the server's 'Choose a date' (followUpSchema), like any other refusal. Once
  // saved the day is a task among the lead's tasks, and the field is empty for the next one.
  const followUp = useActionForm({
    defaultValues: { date: '' },
    action: actions.setFollowUp,
    onSaved: () => followUp.form.reset({ date: '' }),
    saved: COPY.followUpSaved,
    fixFields: COPY.saveFailed,
    failed: COPY.saveFailed,
  });
  // A removed account can still own the lead: keep it selectable so saving does not change it.
  const options = assigneeId && !assignable.some((option) => option.id === assigneeId) ? [...assignable, { id: assigneeId, name: 'A removed account' }] : assignable;

  return (
    <div className="flex flex-col gap-5">
      <ActionForm kit={owner} idPrefix="lead" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <SelectField name="assigneeId" id="lead-owner" label={COPY.owner}>
              <option value="">{COPY.nobody}</option>
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </SelectField>
          </div>
          <SubmitButton busy={owner.busy} label={COPY.saveOwner} variant="secondary" />
        </div>
      </ActionForm>
      <ActionForm kit={followUp} idPrefix="lead" className="flex flex-col gap-3">
        <div className="flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 basis-48">
            <TextField name="date" id="lead-follow-up" type="date" label={COPY.followUp} hints={[COPY.followUpHint]} />
          </div>
          <SubmitButton busy={followUp.busy} label={COPY.setFollowUp} variant="secondary" />
        </div>
      </ActionForm>
    </div>
  );
}
