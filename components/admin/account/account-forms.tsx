'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin, type FieldErrors } from '@/components/admin/admin-api';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';

// The account page's forms: the person's name, and their password (current one required). A
// failure keeps what was typed and says what is wrong under the field.
async function send(url: string, method: string, body: unknown) {
  return callAdminApi(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}

export function NameForm({ name: initial }: { name: string }) {
  const router = useRouter();
  const [name, setName] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await send('/api/v1/account', 'PATCH', { name });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      clearSummary();
      toast.success('Name saved');
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.message ?? 'The name could not be saved');
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ErrorSummary {...summaryProps} />
      <Field id="account-name" label="Name" errors={errors.name}>
        <input
          id="account-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoComplete="name"
          maxLength={100}
          className={FIELD_CLASS}
          {...fieldA11y('account-name', { errors: errors.name })}
        />
      </Field>
      <SubmitButton busy={busy} label="Save name" busyLabel="Saving..." className="self-start" />
    </form>
  );
}

export function PasswordForm() {
  const [values, setValues] = useState({ currentPassword: '', newPassword: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);
  const hint = 'At least 12 characters; not a common password. A passphrase of a few words works well.';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await send('/api/v1/account/password', 'POST', values);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      clearSummary();
      setValues({ currentPassword: '', newPassword: '' });
      toast.success('Password changed. Other devices were signed out.');
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.status === 429 ? (result.message ?? 'Too many attempts') : (result.message ?? 'The password could not be changed'));
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  const field = (name: 'currentPassword' | 'newPassword', label: string, autoComplete: string, hints: string[] = []) => (
    <Field id={`account-${name}`} label={label} hints={hints} errors={errors[name]}>
      <input
        id={`account-${name}`}
        type="password"
        value={values[name]}
        onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
        autoComplete={autoComplete}
        className={FIELD_CLASS}
        {...fieldA11y(`account-${name}`, { hints, errors: errors[name] })}
      />
    </Field>
  );

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ErrorSummary {...summaryProps} />
      {field('currentPassword', 'Current password', 'current-password')}
      {field('newPassword', 'New password', 'new-password', [hint])}
      <SubmitButton busy={busy} label="Change password" busyLabel="Changing..." className="self-start" />
    </form>
  );
}
