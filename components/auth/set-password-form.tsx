'use client';

import { Fragment } from 'react';
import { LoginField } from '@/components/ui/login-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';

type Props = {
  // The page's Server Action: sets the password with the link's secret, then sends the browser on.
  action: PublicFormAction;
  token: string;
  email: string;
  submitLabel: string;
};

const HINT = 'At least 12 characters; not a common password. A passphrase of a few words works well.';
const FIELDS = ['password', 'repeat'] as const;

// Choosing a password with a link from an e-mail (an invitation or a reset), on the page's Server
// Action (usePublicForm): it works before and without the page's scripts. The password is typed
// twice, so a typo cannot lock the person out; the server's reasons appear under the field. A
// password is never written back into the page, so after a refusal without scripts both fields
// are empty again.
export function SetPasswordForm({ action, token, email, submitLabel }: Props) {
  const { formRef, formAction, onSubmit, errorsOf, markEdited, status, busy, answeredByPage } = usePublicForm({
    action,
    fields: FIELDS,
    check: ({ password, repeat }): { password?: string[]; repeat?: string[] } => {
      if (!password) return { password: ['Choose a password'] };
      if (password !== repeat) return { repeat: ['The two passwords are not the same'] };
      return {};
    },
    failedText: 'No connection. Please try again.',
  });
  return (
    <form action={formAction} ref={formRef} noValidate onSubmit={onSubmit} className="space-y-5">
      <input type="hidden" name="token" value={token} />
      {/* For password managers: the account the new password belongs to. */}
      <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
      {/* Both fields are new passwords for the same account; the hint belongs to the first. */}
      {[
        { id: 'new-password', name: 'password' as const, label: 'New password', hint: HINT },
        { id: 'repeat-password', name: 'repeat' as const, label: 'Repeat the password', hint: null },
      ].map((field) => (
        <Fragment key={field.id}>
          <LoginField
            id={field.id}
            name={field.name}
            label={field.label}
            type="password"
            autoComplete="new-password"
            onValueChange={() => markEdited(field.name)}
            error={errorsOf(field.name)?.[0]}
          />
          {field.hint && <p className="-mt-3 text-sm text-slate-700">{field.hint}</p>}
        </Fragment>
      ))}
      <p role="status" tabIndex={-1} autoFocus={answeredByPage} className="text-sm font-medium text-red-800 outline-none empty:hidden">
        {status?.kind === 'error' ? status.text : ''}
      </p>
      <SubmitButton busy={busy} label={submitLabel} busyLabel="Saving..." className="w-full" />
    </form>
  );
}
