'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { STAFF_LABELS, STAFF_LIMITS } from '@/lib/staff/staff-member';

// The account page's forms: the person's name, and their password (current one required). A
// failure keeps what was typed and says what is wrong under the field.

type NameValues = { name: string };

export function NameForm({ name, save }: { name: string; save: Action<NameValues> }) {
  const kit = useActionForm<NameValues>({ defaultValues: { name }, action: save, saved: 'Name saved', failed: 'The name could not be saved' });
  return (
    <ActionForm kit={kit} idPrefix="account" className="flex flex-col gap-4">
      <TextField name="name" label={STAFF_LABELS.name} autoComplete="name" maxLength={STAFF_LIMITS.name} />
      <SubmitButton busy={kit.busy} label="Save name" busyLabel="Saving..." className="self-start" />
    </ActionForm>
  );
}

type PasswordValues = { currentPassword: string; newPassword: string };
const NO_PASSWORDS: PasswordValues = { currentPassword: '', newPassword: '' };
const NEW_PASSWORD_HINT = 'At least 12 characters; not a common password. A passphrase of a few words works well.';

export function PasswordForm({ save }: { save: Action<PasswordValues> }) {
  const kit = useActionForm<PasswordValues>({
    defaultValues: NO_PASSWORDS,
    action: save,
    saved: 'Password changed. Other devices were signed out.',
    failed: 'The password could not be changed',
    // Passwords do not stay on screen once they are in use.
    onSaved: () => kit.form.reset(NO_PASSWORDS),
  });
  return (
    <ActionForm kit={kit} idPrefix="account" className="flex flex-col gap-4">
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <TextField name="newPassword" label="New password" type="password" autoComplete="new-password" hints={[NEW_PASSWORD_HINT]} />
      <SubmitButton busy={kit.busy} label="Change password" busyLabel="Changing..." className="self-start" />
    </ActionForm>
  );
}
