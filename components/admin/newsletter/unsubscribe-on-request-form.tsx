'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { SelectField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { ActionResult } from '@/lib/actions/result';
import { UNSUBSCRIBE_WAY_LABELS, type UnsubscribeOnRequestInput } from '@/lib/newsletter/subscribers';

type Values = { how: '' | UnsubscribeOnRequestInput['how'] };
type Props = { unsubscribe: (input: UnsubscribeOnRequestInput) => Promise<ActionResult<{ changed: boolean }>> };

// "Unsubscribe on request": the person asked staff (in person or by phone) or wrote; the way is
// recorded with the withdrawal. The page's action is bound to the subscriber.
export function UnsubscribeOnRequestForm({ unsubscribe }: Props) {
  const kit = useActionForm<Values, UnsubscribeOnRequestInput, { changed: boolean }>({
    action: unsubscribe,
    toInput: (values) => ({ how: values.how as UnsubscribeOnRequestInput['how'] }),
    defaultValues: { how: '' },
    saved: 'Unsubscribed',
    fixFields: 'Choose how the person asked.',
    failed: 'Nothing was changed. Please try again.',
  });
  return (
    <ActionForm kit={kit} idPrefix="unsubscribe" aria-label="Unsubscribe on request" className="flex flex-wrap items-end gap-3" warnUnsaved={false}>
      <div className="min-w-0 flex-1 basis-64">
        <SelectField name="how" label="How the person asked" required>
          <option value="">Choose…</option>
          <option value="staff">In person or by phone ({UNSUBSCRIBE_WAY_LABELS.staff})</option>
          <option value="mail">By e-mail or letter ({UNSUBSCRIBE_WAY_LABELS.mail})</option>
        </SelectField>
      </div>
      <SubmitButton busy={kit.busy} label="Unsubscribe on request" busyLabel="Unsubscribing..." variant="secondary" />
    </ActionForm>
  );
}
