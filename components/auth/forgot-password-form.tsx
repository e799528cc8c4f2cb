'use client';

import { LoginField } from '@/components/ui/login-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';

const FIELDS = ['email'] as const;

// Asks for a reset link, on its Server Action (usePublicForm): it works before and without the
// page's scripts. The answer is the same for every address, shown in a status region so a screen
// reader hears it.
export function ForgotPasswordForm({ action }: { action: PublicFormAction }) {
  const { formRef, formAction, onSubmit, valueOf, errorsOf, markEdited, status, busy, answeredByPage } = usePublicForm({
    action,
    fields: FIELDS,
    check: ({ email }): { email?: string[] } => (email.trim() ? {} : { email: ['Email is required'] }),
    failedText: 'No connection. Please try again.',
  });
  return (
    <form action={formAction} ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <LoginField
        id="forgot-email"
        name="email"
        label="Email"
        type="email"
        autoComplete="username"
        placeholder="you@example.com"
        defaultValue={valueOf('email')}
        onValueChange={() => markEdited('email')}
        error={errorsOf('email')?.[0]}
      />
      <SubmitButton busy={busy} label="Send me a link" busyLabel="Sending..." className="w-full" />
      <p role="status" tabIndex={-1} autoFocus={answeredByPage} className="text-sm text-slate-800 outline-none empty:hidden">
        {status?.text}
      </p>
    </form>
  );
}
