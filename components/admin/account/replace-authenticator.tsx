'use client';

import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';

export type Enrolment = { secret: string; uri: string; qrSvg: string };
export type ReplacementProof = { password: string; code: string };

const NO_PROOF: ReplacementProof = { password: '', code: '' };

// A new phone: the authenticator is replaced only with the password and a code from the current
// app (or a recovery code), like every other change to two-factor sign-in. On success the new QR
// code is shown (onStarted); on a failure what was typed stays and the reason is under its field.
export function ReplaceAuthenticator({ start, onStarted }: { start: Action<ReplacementProof, Enrolment>; onStarted: (enrolment: Enrolment) => void }) {
  const kit = useActionForm<ReplacementProof, ReplacementProof, Enrolment>({
    defaultValues: NO_PROOF,
    action: start,
    onSaved: (enrolment) => {
      kit.form.reset(NO_PROOF);
      onStarted(enrolment);
    },
  });

  return (
    <ActionForm kit={kit} idPrefix="replace" aria-label="Replace the authenticator app" className="space-y-3 border-t border-slate-200 pt-4">
      <h3 className="font-semibold text-slate-900">Replace the authenticator app</h3>
      <p className="text-sm text-slate-700">For a new phone or another app. Confirm it is you; then scan a new QR code. The old app and recovery codes stop working once the new app is confirmed.</p>
      <TextField name="password" label="Your password" type="password" autoComplete="current-password" />
      <TextField name="code" label="Code from your current app, or a recovery code" autoComplete="one-time-code" />
      <SubmitButton busy={kit.busy} label="Replace authenticator app" variant="secondary" />
    </ActionForm>
  );
}
