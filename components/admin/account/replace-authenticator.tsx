'use client';

import { useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';

export type Enrolment = { secret: string; uri: string; qrSvg: string };
type Errors = { password?: string[]; code?: string[] };

// A new phone: the authenticator is replaced only with the password and a code from the current
// app (or a recovery code), like every other change to two-factor sign-in. On success the new QR
// code is shown (onStarted); on a failure what was typed stays and the reason is under its field.
export function ReplaceAuthenticator({ onStarted }: { onStarted: (enrolment: Enrolment) => void }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await callAdminApi('/api/v1/account/two-factor/setup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ password, code }),
    });
    setBusy(false);
    if (result.ok) {
      setErrors({});
      setPassword('');
      setCode('');
      onStarted((result.body as { data: Enrolment }).data);
      return;
    }
    if (result.status === 401) return goToLogin();
    const found: Errors = { password: result.errors?.password, code: result.errors?.code };
    setErrors(found);
    if (found.password) passwordRef.current?.focus();
    else if (found.code) codeRef.current?.focus();
    else toast.error(result.status === 0 ? 'No connection. Please try again.' : (result.message ?? 'That did not work'));
  }

  return (
    <form noValidate onSubmit={submit} aria-labelledby="replace-authenticator-title" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 id="replace-authenticator-title" className="font-semibold text-slate-900">
        Replace the authenticator app
      </h3>
      <p className="text-sm text-slate-700">For a new phone or another app. Confirm it is you; then scan a new QR code. The old app and recovery codes stop working once the new app is confirmed.</p>
      <Field id="replace-password" label="Your password" errors={errors.password}>
        <input
          id="replace-password"
          ref={passwordRef}
          type="password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          autoComplete="current-password"
          className={FIELD_CLASS}
          {...fieldA11y('replace-password', { errors: errors.password })}
        />
      </Field>
      <Field id="replace-code" label="Code from your current app, or a recovery code" errors={errors.code}>
        <input
          id="replace-code"
          ref={codeRef}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoComplete="one-time-code"
          className={FIELD_CLASS}
          {...fieldA11y('replace-code', { errors: errors.code })}
        />
      </Field>
      <SubmitButton busy={busy} label="Replace authenticator app" variant="secondary" />
    </form>
  );
}
