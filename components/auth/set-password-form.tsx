'use client';

import { Fragment, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { postJson } from '@/components/ui/fetch-json';
import { LoginField } from '@/components/admin/login-field';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  // Where the link's secret and the password are sent.
  endpoint: string;
  token: string;
  email: string;
  submitLabel: string;
  // Where the browser goes once the password is set.
  doneHref: string;
};

const HINT = 'At least 12 characters; not a common password. A passphrase of a few words works well.';

// Choosing a password with a link from an e-mail (an invitation or a reset). The password is typed
// twice, so a typo cannot lock the person out; the server's reasons appear under the field, and
// what was typed stays.
export function SetPasswordForm({ endpoint, token, email, submitLabel, doneHref }: Props) {
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: string; repeat?: string }>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const repeatRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!password) {
      setErrors({ password: 'Choose a password' });
      return passwordRef.current?.focus();
    }
    if (password !== repeat) {
      setErrors({ repeat: 'The two passwords are not the same' });
      return repeatRef.current?.focus();
    }
    setBusy(true);
    const result = await postJson(endpoint, { token, password });
    if (result.ok) {
      const { message } = (result.body ?? {}) as { message?: string };
      toast.success(message ?? 'Password set');
      // A full load: the next page starts with the new session (or none) the server just set.
      window.location.assign(doneHref);
      return;
    }
    setBusy(false);
    const problem = result.errors?.password?.[0];
    setErrors({ password: problem });
    if (problem) passwordRef.current?.focus();
    toast.error(result.status === 0 ? 'No connection. Please try again.' : (result.message ?? 'The password could not be set'));
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {/* Both fields are new passwords for the same account; the hint belongs to the first. */}
      {[
        { id: 'new-password', name: 'password', label: 'New password', value: password, set: setPassword, error: errors.password, ref: passwordRef, hint: HINT },
        { id: 'repeat-password', name: 'repeat', label: 'Repeat the password', value: repeat, set: setRepeat, error: errors.repeat, ref: repeatRef, hint: null },
      ].map((field) => (
        <Fragment key={field.id}>
          <LoginField id={field.id} name={field.name} label={field.label} type="password" autoComplete="new-password" value={field.value} onValueChange={field.set} error={field.error} inputRef={field.ref} />
          {field.hint && <p className="-mt-3 text-sm text-slate-700">{field.hint}</p>}
        </Fragment>
      ))}
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Saving..." className="w-full" />
    </form>
  );
}
