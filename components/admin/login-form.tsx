'use client';

import { Eye, EyeOff, Home, LogIn } from 'lucide-react';
import Link from 'next/link';
import { useRef, useState } from 'react';
import { LOGIN_COPY as COPY } from '@/lib/content/login';
import { buttonClass } from '@/components/ui/button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { LoginField } from '@/components/ui/login-field';
import { TwoFactorStep } from './two-factor-step';
import { useLoginForm, type SignInAction } from './use-login-form';

const LINK_CLASS = `font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`;

// The page's Server Action, where to go next bound (a same-site path, checked by the page and
// again by the action).
export function LoginForm({ action }: { action: SignInAction }) {
  const form = useLoginForm(action);
  const { values, errors, busy, state } = form;
  const [showPassword, setShowPassword] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (state.step === 'code') {
    return (
      <TwoFactorStep
        formAction={form.formAction}
        onSubmit={form.submitCode}
        challenge={state.challenge ?? ''}
        email={values.email}
        remember={values.remember}
        error={state.fieldErrors?.code?.[0]}
        answer={state.answer}
        busy={busy}
      />
    );
  }

  return (
    <form
      action={form.formAction}
      noValidate
      aria-labelledby="login-title"
      className="space-y-5"
      onSubmit={(event) => {
        const invalid = form.submit(event);
        if (invalid) (invalid === 'email' ? emailRef : passwordRef).current?.focus();
      }}
    >
      {form.pageMessage && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {form.pageMessage}
        </p>
      )}
      <LoginField
        id="login-email"
        name="email"
        label={COPY.labels.email}
        type="email"
        autoComplete="username"
        placeholder={COPY.placeholders.email}
        value={values.email}
        onValueChange={(value) => form.setField('email', value)}
        error={errors.email}
        inputRef={emailRef}
      />
      <LoginField
        id="login-password"
        name="password"
        label={COPY.labels.password}
        type={showPassword ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={COPY.placeholders.password}
        value={values.password}
        onValueChange={(value) => form.setField('password', value)}
        error={errors.password}
        inputRef={passwordRef}
        trailing={
          <button
            type="button"
            aria-label={showPassword ? COPY.hidePassword : COPY.showPassword}
            aria-controls="login-password"
            onClick={() => setShowPassword((shown) => !shown)}
            className={`inline-flex h-11 w-11 items-center justify-center rounded-md text-slate-600 hover:text-slate-900 ${FOCUS_RING}`}
          >
            {showPassword ? <EyeOff aria-hidden="true" className="h-5 w-5" /> : <Eye aria-hidden="true" className="h-5 w-5" />}
          </button>
        }
      />

      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
        <label htmlFor="login-remember" className="flex min-h-11 w-fit cursor-pointer items-center gap-3 text-sm text-slate-800">
          <input
            id="login-remember"
            name="remember"
            type="checkbox"
            checked={values.remember}
            onChange={(event) => form.setRemember(event.target.checked)}
            className="h-5 w-5 rounded border-slate-400 accent-brand-700"
          />
          {COPY.labels.remember}
        </label>
        <Link href="/forgot-password" className={`inline-flex min-h-11 items-center text-sm ${LINK_CLASS}`}>
          {COPY.forgotPassword}
        </Link>
      </div>

      <button type="submit" disabled={busy} className={`${buttonClass('primary', 'lg')} w-full`}>
        <LogIn aria-hidden="true" className="h-4 w-4" />
        {busy ? COPY.submitting : COPY.submit}
      </button>

      <p className="text-center text-sm text-slate-700">
        {COPY.noAccount}{' '}
        <Link href="/register" className={LINK_CLASS}>
          {COPY.signUp}
        </Link>
      </p>
      <p className="text-center text-sm text-slate-700">{COPY.credentials}</p>

      <Link
        href="/"
        className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md border border-slate-300 bg-white px-6 py-3 font-semibold text-slate-800 hover:bg-slate-50 ${FOCUS_RING}`}
      >
        <Home aria-hidden="true" className="h-4 w-4" />
        {COPY.goHome}
      </Link>
      <p className="text-center text-xs text-slate-600">{COPY.terms}</p>
    </form>
  );
}
