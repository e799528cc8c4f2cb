'use client';

import { useRef, useState, type FormEvent } from 'react';
import { postJson } from '@/components/ui/fetch-json';
import { LoginField } from '@/components/admin/login-field';
import { SubmitButton } from '@/components/ui/submit-button';

// Asks for a reset link. The answer is the same for every address (the server's message), shown in
// a status region so a screen reader hears it; the typed address stays.
export function ForgotPasswordForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [answer, setAnswer] = useState('');
  const [busy, setBusy] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setAnswer('');
    if (!email.trim()) {
      setError('Email is required');
      return emailRef.current?.focus();
    }
    setBusy(true);
    const result = await postJson('/api/v1/users/password-reset', { email });
    setBusy(false);
    if (result.ok) {
      setError(undefined);
      setAnswer(((result.body ?? {}) as { message?: string }).message ?? 'Please check your inbox.');
      return;
    }
    const fieldError = result.errors?.email?.[0];
    setError(fieldError);
    if (fieldError) emailRef.current?.focus();
    else setAnswer(result.status === 0 ? 'No connection. Please try again.' : (result.message ?? 'Something went wrong. Please try again.'));
  }

  return (
    <form method="post" noValidate onSubmit={onSubmit} className="space-y-5">
      <LoginField
        id="forgot-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
        value={email}
        onValueChange={setEmail}
        error={error}
        inputRef={emailRef}
      />
      <SubmitButton busy={busy} label="Send me a link" busyLabel="Sending..." className="w-full" />
      <p role="status" className="text-sm text-slate-800 empty:hidden">
        {answer}
      </p>
    </form>
  );
}
