'use client';

import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { LoginField } from '@/components/ui/login-field';
import { SubmitButton } from '@/components/ui/submit-button';

type Props = {
  // The sign-in's Server Action as the server renders it (the form posts without scripts), and the
  // handler that sends it with them.
  formAction: (form: FormData) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  // The proof that the password was right, and what the password step had, carried back.
  challenge: string;
  email: string;
  remember: boolean;
  error?: string;
  // Changes with every answer, so focus returns to the field after a wrong code.
  answer: number;
  busy: boolean;
};

// The sign-in's second step for an account with two-factor: the code from the authenticator app,
// or one of the recovery codes. Focus moves to the field when the step appears and after a wrong
// code. "Back to password" is a submit button of its own: the action answers with the password step.
export function TwoFactorStep({ formAction, onSubmit, challenge, email, remember, error, answer, busy }: Props) {
  const codeRef = useRef<HTMLInputElement>(null);
  useEffect(() => codeRef.current?.focus(), [answer]);

  return (
    <form action={formAction} onSubmit={onSubmit} noValidate aria-labelledby="two-factor-title" className="space-y-5">
      <input type="hidden" name="challenge" value={challenge} />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="remember" value={remember ? 'on' : ''} />
      <div className="flex items-start gap-3 rounded-lg bg-brand-50 p-4 text-sm text-slate-800">
        <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
        <div>
          <h2 id="two-factor-title" className="font-semibold text-slate-900">
            Two-factor sign-in
          </h2>
          <p>Enter the 6-digit code from your authenticator app. Lost your phone? Enter one of your recovery codes instead.</p>
        </div>
      </div>
      <LoginField id="login-code" name="code" label="Code" type="text" autoComplete="one-time-code" error={error} inputRef={codeRef} />
      <SubmitButton busy={busy} label="Verify and sign in" busyLabel="Checking..." className="w-full" />
      <button type="submit" name="back" value="1" formNoValidate className={`${buttonClass('secondary')} w-full`}>
        Back to password
      </button>
    </form>
  );
}
