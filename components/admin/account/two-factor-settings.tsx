'use client';

import { useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { buttonClass } from '@/components/ui/button';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useAction } from '@/components/ui/form/use-action';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { formatDateTime } from '@/lib/time/format';
import { RecoveryCodes } from './recovery-codes';
import { ReplaceAuthenticator, type Enrolment, type ReplacementProof } from './replace-authenticator';

type PasswordValues = { password: string };
type Confirmed = { recoveryCodes: string[]; replaced: boolean };

// The account page's two-factor actions (app/(admin)/admin/account/actions.ts).
export type TwoFactorActions = {
  // No proof while two-factor is off; the password and a current code to replace the app.
  start: Action<ReplacementProof | undefined, Enrolment>;
  confirm: Action<{ code: string }, Confirmed>;
  turnOff: Action<PasswordValues>;
  renewCodes: Action<PasswordValues, { recoveryCodes: string[] }>;
};

type Props = { enabledAt: string | null; recoveryCodesLeft: number; required: boolean; actions: TwoFactorActions };

// Two-factor sign-in for the person's own account: set it up with a QR code and a code, see the
// recovery codes once, make new ones or switch it off (both with the password), or replace the
// authenticator app (with the password and a current code). The actions refresh the page behind
// the recovery codes, which stay on screen until the person says they have saved them.
export function TwoFactorSettings({ enabledAt, recoveryCodesLeft, required, actions }: Props) {
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const setUp = useAction();

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;

  if (enrolment) {
    const confirmed = (recoveryCodes: string[]) => {
      setEnrolment(null);
      setCodes(recoveryCodes);
    };
    return <ConfirmEnrolment enrolment={enrolment} replacing={Boolean(enabledAt)} confirm={actions.confirm} onConfirmed={confirmed} onCancel={() => setEnrolment(null)} />;
  }

  if (!enabledAt) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-800">
          {required
            ? 'Your firm requires two-factor sign-in. Set it up now to use the back office.'
            : 'Off. With it on, signing in needs your password and a code from an app on your phone.'}
        </p>
        <button type="button" onClick={() => setUp.run(() => actions.start(undefined), { onSuccess: setEnrolment })} disabled={setUp.pending} className={buttonClass('primary')}>
          Set up two-factor sign-in
        </button>
      </div>
    );
  }

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-800">
        <strong>On</strong> since {formatDateTime(enabledAt)}. Recovery codes left: {recoveryCodesLeft} of 10.
      </p>
      <PasswordChanges required={required} turnOff={actions.turnOff} renewCodes={actions.renewCodes} onCodes={setCodes} />
      <ReplaceAuthenticator start={actions.start} onStarted={setEnrolment} />
    </div>
  );
}

type ConfirmProps = {
  enrolment: Enrolment;
  replacing: boolean;
  confirm: TwoFactorActions['confirm'];
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
};

// The QR code and its key, and the code from the app that confirms them.
function ConfirmEnrolment({ enrolment, replacing, confirm, onConfirmed, onCancel }: ConfirmProps) {
  const kit = useActionForm<{ code: string }, { code: string }, Confirmed>({
    defaultValues: { code: '' },
    action: confirm,
    onSaved: ({ recoveryCodes, replaced }) => {
      toast.success(replaced ? 'The new authenticator app is in use' : 'Two-factor sign-in is on');
      onConfirmed(recoveryCodes);
    },
  });
  // The button that started the set-up is gone once the QR code shows: focus moves to its steps,
  // so a keyboard or screen reader user goes on from there.
  const stepsRef = useRef<HTMLOListElement>(null);
  useEffect(() => stepsRef.current?.focus(), []);

  return (
    <ActionForm kit={kit} idPrefix="two-factor" className="space-y-4">
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
      <TextField name="code" label="Code from the app" autoComplete="one-time-code" inputMode="numeric" />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={kit.busy} label={replacing ? 'Use the new app' : 'Turn on'} />
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          Cancel
        </button>
      </div>
    </ActionForm>
  );
}

type PasswordChangesProps = {
  required: boolean;
  turnOff: TwoFactorActions['turnOff'];
  renewCodes: TwoFactorActions['renewCodes'];
  onCodes: (recoveryCodes: string[]) => void;
};

// New recovery codes, or turning it off: both with the current password, one field for both
// buttons; the button pressed says which action the password goes to.
function PasswordChanges({ required, turnOff, renewCodes, onCodes }: PasswordChangesProps) {
  const turningOff = useRef(false);
  const kit = useActionForm<PasswordValues, PasswordValues, { recoveryCodes: string[] } | null>({
    defaultValues: { password: '' },
    action: async (input) => {
      if (!turningOff.current) return renewCodes(input);
      const result = await turnOff(input);
      return result.ok ? { ok: true, data: null } : result;
    },
    onSaved: (renewed) => {
      kit.form.reset({ password: '' });
      if (renewed) onCodes(renewed.recoveryCodes);
      else toast.success('Two-factor sign-in is off');
    },
  });

  return (
    <ActionForm kit={kit} idPrefix="two-factor" className="space-y-3">
      <TextField name="password" label="Current password" type="password" autoComplete="current-password" />
      <div className="flex flex-wrap gap-2">
        {/* The first submit button is also what Enter in the field presses. */}
        <button type="submit" disabled={kit.busy} onClick={() => (turningOff.current = false)} className={buttonClass('secondary')}>
          Make new recovery codes
        </button>
        {!required && (
          <button type="submit" disabled={kit.busy} onClick={() => (turningOff.current = true)} className={buttonClass('danger')}>
            Turn off
          </button>
        )}
      </div>
      {required && <p className="text-sm text-slate-700">Your firm requires two-factor sign-in, so it cannot be turned off.</p>}
    </ActionForm>
  );
}
