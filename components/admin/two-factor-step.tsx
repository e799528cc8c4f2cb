'use client';

import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LoginField } from './login-field';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  code: string;
  setCode: (code: string) => void;
  error?: string;
  busy: boolean;
  send: () => Promise<boolean>;
  cancel: () => void;
};

// The sign-in's second step for an account with two-factor: the code from the authenticator app,
// or one of the recovery codes. Focus moves to the field when the step appears and after a wrong code.
export function TwoFactorStep({ code, setCode, error, busy, send, cancel }: Props) {
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), []);

  return (
    <form
      method="post"
      noValidate
      aria-labelledby="two-factor-title"
      className="space-y-5"
      onSubmit={async (event) => {
        event.preventDefault();
        if (!(await send())) codeRef.current?.focus();
      }}
    >
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="two-factor-title" className="font-semibold text-slate-900">
            Two-factor sign-in
          </h2>
          <p>Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.</p>
        </div>
      </div>
      <LoginField
        id="login-code"
        name="code"
        label="Code"
        type="text"
        autoComplete="one-time-code"
        value={code}
        onValueChange={setCode}
        error={error}
        inputRef={codeRef}
      />
      <SubmitButton busy={busy} label="Verify and sign in" busyLabel="Checking..." className="w-full" />
      <button type="button" onClick={cancel} className={`${buttonClass('secondary')} w-full`}>
        Back to password
      </button>
    </form>
  );
}
