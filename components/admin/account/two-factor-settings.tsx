'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { callAdminApi, goToLogin } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { RecoveryCodes } from './recovery-codes';
import { ReplaceAuthenticator, type Enrolment } from './replace-authenticator';
import { formatDateTime } from '@/lib/time/format';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = { enabledAt: string | null; recoveryCodesLeft: number; required: boolean };

async function post(url: string, body?: unknown) {
  return callAdminApi(url, { method: 'POST', ...(body === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }) });
}

// Two-factor sign-in for the person's own account: set it up with a QR code and a code, see the
// recovery codes once, make new ones or switch it off (both with the password), or replace the
// authenticator app (with the password and a current code).
export function TwoFactorSettings({ enabledAt, recoveryCodesLeft, required }: Props) {
  const router = useRouter();
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // The button that started the set-up is gone once the QR code shows: focus moves to its steps,
  // so a keyboard or screen reader user goes on from there.
  const stepsRef = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (enrolment) stepsRef.current?.focus();
  }, [enrolment]);

  async function run(call: () => Promise<Awaited<ReturnType<typeof post>>>, onOk: (body: unknown) => void, field: 'code' | 'password') {
    setBusy(true);
    const result = await call();
    setBusy(false);
    if (result.ok) {
      setError(undefined);
      onOk(result.body);
      return;
    }
    if (result.status === 401) return goToLogin();
    setError(result.errors?.[field]?.[0] ?? result.message ?? 'That did not work');
    if (!result.errors?.[field]) toast.error(result.message ?? 'That did not work');
  }

  const recoveryCodesOf = (body: unknown) => ((body as { data?: { recoveryCodes?: string[] } })?.data?.recoveryCodes ?? []);

  function begin() {
    void run(() => post('/api/v1/account/two-factor/setup'), (body) => setEnrolment((body as { data: Enrolment }).data), 'code');
  }

  function confirm(event: FormEvent) {
    event.preventDefault();
    void run(
      () => post('/api/v1/account/two-factor/enable', { code }),
      (body) => {
        toast.success(enabledAt ? 'The new authenticator app is in use' : 'Two-factor sign-in is on');
        setEnrolment(null);
        setCode('');
        setCodes(recoveryCodesOf(body));
      },
      'code',
    );
  }

  function withPassword(url: string, done: (body: unknown) => void) {
    void run(
      () => post(url, { password }),
      (body) => {
        setPassword('');
        done(body);
      },
      'password',
    );
  }

  if (codes) {
    return (
      <RecoveryCodes
        codes={codes}
        onDone={() => {
          setCodes(null);
          router.refresh();
        }}
      />
    );
  }

  if (enrolment) {
    return (
      <form onSubmit={confirm} noValidate className="space-y-4">
        <ol ref={stepsRef} tabIndex={-1} className="list-decimal space-y-2 pl-5 text-sm text-slate-800 focus:outline-none">
          <li>Open an authenticator app on your phone (for example Google Authenticator, Microsoft Authenticator, 1Password or Aegis).</li>
          <li>Scan this QR code with it, or type in the key below.</li>
          <li>Enter the 6-digit code the app shows.</li>
        </ol>
        {/* eslint-disable-next-line @next/next/no-img-element -- a generated data: image, nothing to optimise */}
        <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrSvg)}`} alt="QR code to scan with your authenticator app" width={200} height={200} className="rounded-lg border border-slate-200 bg-white" />
        <p className="text-sm text-slate-800">
          Key: <code className="font-mono break-all">{enrolment.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
        </p>
        <Field id="two-factor-code" label="Code from the app" errors={error ? [error] : undefined}>
          <input id="two-factor-code" value={code} onChange={(event) => setCode(event.target.value)} autoComplete="one-time-code" inputMode="numeric" className={FIELD_CLASS} {...fieldA11y('two-factor-code', { errors: error ? [error] : undefined })} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <SubmitButton busy={busy} label={enabledAt ? 'Use the new app' : 'Turn on'} />
          <button type="button" onClick={() => setEnrolment(null)} className={buttonClass('secondary')}>
            Cancel
          </button>
        </div>
      </form>
    );
  }

  if (!enabledAt) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-800">
          {required
            ? 'Your firm requires two-factor sign-in. Set it up now to use the back office.'
            : 'Off. With it on, signing in needs your password and a code from an app on your phone.'}
        </p>
        <button type="button" onClick={begin} disabled={busy} className={buttonClass('primary')}>
          Set up two-factor sign-in
        </button>
      </div>
    );
  }

  const passwordField = (
    <Field id="two-factor-password" label="Current password" errors={error ? [error] : undefined}>
      <input id="two-factor-password" type="password" value={password} onChange={(event) => setPassword(event.target.value)} autoComplete="current-password" className={FIELD_CLASS} {...fieldA11y('two-factor-password', { errors: error ? [error] : undefined })} />
    </Field>
  );

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        <strong>On</strong> since {formatDateTime(enabledAt)}. Recovery codes left: {recoveryCodesLeft} of 10.
      </p>
      <form
        noValidate
        className="space-y-3"
        onSubmit={(event) => {
          event.preventDefault();
          withPassword('/api/v1/account/two-factor/recovery-codes', (body) => setCodes(recoveryCodesOf(body)));
        }}
      >
        {passwordField}
        <div className="flex flex-wrap gap-2">
          <button type="submit" disabled={busy} className={buttonClass('secondary')}>
            Make new recovery codes
          </button>
          {!required && (
            <button
              type="button"
              disabled={busy}
              onClick={() =>
                withPassword('/api/v1/account/two-factor/disable', () => {
                  toast.success('Two-factor sign-in is off');
                  router.refresh();
                })
              }
              className={buttonClass('danger')}
            >
              Turn off
            </button>
          )}
        </div>
        {required && <p className="text-sm text-slate-700">Your firm requires two-factor sign-in, so it cannot be turned off.</p>}
      </form>
      <ReplaceAuthenticator
        onStarted={(started) => {
          setError(undefined);
          setCode('');
          setEnrolment(started);
        }}
      />
    </div>
  );
}
