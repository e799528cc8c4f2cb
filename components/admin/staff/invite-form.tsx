'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin, type FieldErrors } from '@/components/admin/admin-api';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { ROLE_LABELS } from '@/lib/content/admin-navigation';
import { USER_ROLES, type UserRole } from '@/lib/validation/user';
import { SubmitButton } from '@/components/ui/submit-button';

const EMPTY = { name: '', email: '', role: 'editor' as UserRole };

// Invites a colleague by e-mail. A failure keeps what was typed and says what is wrong under the field.
export function InviteForm() {
  const router = useRouter();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await callAdminApi('/api/v1/staff/invitations', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(values) });
    setBusy(false);
    if (result.ok) {
      toast.success(`Invitation sent to ${values.email.trim()}`);
      setErrors({});
      clearSummary();
      setValues(EMPTY);
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.message ?? 'The invitation could not be sent');
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  const set = (name: keyof typeof EMPTY) => (value: string) => setValues((current) => ({ ...current, [name]: value }));

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2 empty:hidden">
        <ErrorSummary {...summaryProps} />
      </div>
      <Field id="invite-name" label="Name" errors={errors.name}>
        <input id="invite-name" value={values.name} onChange={(event) => set('name')(event.target.value)} autoComplete="off" maxLength={100} className={FIELD_CLASS} {...fieldA11y('invite-name', { errors: errors.name })} />
      </Field>
      <Field id="invite-email" label="Email" errors={errors.email}>
        <input id="invite-email" type="email" value={values.email} onChange={(event) => set('email')(event.target.value)} autoComplete="off" className={FIELD_CLASS} {...fieldA11y('invite-email', { errors: errors.email })} />
      </Field>
      <Field id="invite-role" label="Role" errors={errors.role}>
        <select id="invite-role" value={values.role} onChange={(event) => set('role')(event.target.value)} className={FIELD_CLASS} {...fieldA11y('invite-role', { errors: errors.role })}>
          {USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {ROLE_LABELS[role]}
            </option>
          ))}
        </select>
      </Field>
      <div className="flex items-end">
        <SubmitButton busy={busy} label="Send invitation" busyLabel="Sending..." />
      </div>
    </form>
  );
}
