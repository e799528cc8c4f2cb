'use client';

import toast from 'react-hot-toast';
import { ActionForm } from '@/components/ui/form/action-form';
import { SelectField, TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { invitationFormValues, ROLE_LABELS, STAFF_LABELS as LABELS, STAFF_LIMITS, type InvitationDto, type InvitationInput } from '@/lib/staff/staff-member';
import { USER_ROLES } from '@/lib/auth/permissions';

// Invites a colleague by e-mail. A failure keeps what was typed and says what is wrong under the
// field; after success the form is empty again for the next colleague.
export function InviteForm({ invite }: { invite: Action<InvitationInput, InvitationDto> }) {
  const kit = useActionForm<InvitationInput>({
    defaultValues: invitationFormValues(),
    action: invite,
    failed: 'The invitation could not be sent',
    onSaved: (_, values) => {
      toast.success(`Invitation sent to ${values.email.trim()}`);
      kit.form.reset();
    },
  });

  return (
    <ActionForm kit={kit} idPrefix="invite" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label={LABELS.name} autoComplete="off" maxLength={STAFF_LIMITS.name} />
        <TextField name="email" label={LABELS.email} type="email" autoComplete="off" />
        <SelectField name="role" label={LABELS.role}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </SelectField>
        <div className="flex items-end">
          <SubmitButton busy={kit.busy} label="Send invitation" busyLabel="Sending..." />
        </div>
      </div>
    </ActionForm>
  );
}
