'use client';

import { useActionState, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { buttonClass } from '@/components/ui/button';
import { FIELD_CLASS } from '@/components/ui/field';
import { SubmitButton } from '@/components/ui/submit-button';
import { webcalAddress } from '@/lib/calendar-feed/feed-address';
import type { FormAction, FormState } from '@/lib/actions/form-state';
import type { IssuedFeed } from '@/lib/calendar-feed/feed-request';
import { formatDateTime } from '@/lib/time/format';
import { CalendarFeedHowTo } from './calendar-feed-how-to';

// A form's answer; null until it was sent.
type FeedState<T> = FormState<T> | null;

type Props = {
  // When the live address was made (or last replaced); null without one.
  since: string | null;
  // The account page's Server Actions, as the server renders them: the forms post without scripts.
  actions: { make: FormAction<IssuedFeed>; replace: FormAction<IssuedFeed>; revoke: FormAction<void> };
};

const noSubscribe = () => () => {};

// The account page's "Calendar feed": make a private subscription address of one's bookings, copy
// it, replace it or revoke it. Only the secret's hash is stored, so the address is shown once, in
// the answer of the form that made it; the page says so instead of pretending to know it later.
export function CalendarFeedSettings({ since, actions }: Props) {
  const [made, make, making] = useActionState<FeedState<IssuedFeed>, FormData>(actions.make, null);
  const [replaced, replace, replacing] = useActionState<FeedState<IssuedFeed>, FormData>(actions.replace, null);
  const [revoked, revoke, revoking] = useActionState<FeedState<void>, FormData>(actions.revoke, null);
  // The address just made, while it is still the live one (not replaced or revoked since, here or
  // in another tab).
  const issued = [made, replaced].map((state) => (state?.ok ? state.data : null)).find((data) => data && data.since === since) ?? null;
  const busy = making || replacing || revoking;

  if (!since) {
    return (
      <div className="space-y-4">
        {revoked?.ok && (
          <p role="status" className="text-slate-800">
            Your calendar address was revoked: calendars subscribed to it no longer get your consultations.
          </p>
        )}
        <p className="text-slate-800">You have no calendar address.</p>
        <form action={make} className="space-y-3">
          <input type="hidden" name="intent" value="create" />
          <Problem state={made} />
          <SubmitButton busy={making} disabled={busy} label="Make my calendar address" busyLabel="Making..." />
        </form>
        <CalendarFeedHowTo />
      </div>
    );
  }

  return (
    <div className="space-y-5">
      {issued ? (
        <IssuedAddress address={issued.address} />
      ) : (
        <p className="text-slate-800">
          Your calendar address has worked since {formatDateTime(since)}. It was shown once, when it was made: only a fingerprint of it is kept, so this page
          cannot show it again. Lost it? Replace it below.
        </p>
      )}
      <CalendarFeedHowTo />
      <ChangeForm change="replace" action={replace} state={replaced} busy={replacing} disabled={busy} />
      <ChangeForm change="revoke" action={revoke} state={revoked} busy={revoking} disabled={busy} />
    </div>
  );
}

// The new address, to copy now: read-only, selected on focus, a Copy button once the scripts run,
// and its webcal:// form, which Apple's devices open as a subscription.
function IssuedAddress({ address }: { address: string }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const scripted = useSyncExternalStore(noSubscribe, () => true, () => false);
  const [copied, setCopied] = useState(false);
  useEffect(() => fieldRef.current?.focus(), [address]);

  async function copy() {
    await navigator.clipboard.writeText(address);
    setCopied(true);
  }

  return (
    <div className="space-y-3 rounded-xl border border-emerald-300 bg-emerald-50 p-4">
      <label htmlFor="calendar-feed-address" className="block font-semibold text-slate-900">
        Your calendar address
      </label>
      <p id="calendar-feed-address-hint" className="text-sm text-slate-800">
        Copy it now: it is shown only this once (only a fingerprint of it is kept). Anyone who has it sees your consultations, so keep it private.
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          ref={fieldRef}
          id="calendar-feed-address"
          type="text"
          readOnly
          value={address}
          aria-describedby="calendar-feed-address-hint"
          onFocus={(event) => event.currentTarget.select()}
          className={`${FIELD_CLASS} font-mono text-sm`}
        />
        {scripted && (
          <button type="button" onClick={copy} className={buttonClass('secondary')}>
            Copy
          </button>
        )}
      </div>
      <p role="status" className="text-sm text-slate-800">
        {copied ? 'Copied.' : ''}
      </p>
      <a href={webcalAddress(address)} className="font-semibold text-brand-700 underline">
        Subscribe in Apple Calendar (webcal://)
      </a>
    </div>
  );
}

// The two changes that end the current address, each with its words.
const CHANGES = {
  replace: { id: 'calendar-feed-replace', label: 'Replace the address', busyLabel: 'Replacing...', confirm: 'Yes, stop the current address and make a new one', variant: 'secondary' },
  revoke: { id: 'calendar-feed-revoke', label: 'Revoke the address', busyLabel: 'Revoking...', confirm: 'Yes, stop the address: my calendars no longer get my consultations', variant: 'danger' },
} as const;

type ChangeFormProps = {
  change: keyof typeof CHANGES;
  action: (form: FormData) => void;
  state: FeedState<unknown>;
  busy: boolean;
  disabled: boolean;
};

// Replacing or revoking ends the address calendars are subscribed to: a box to tick first, which
// works the same with scripts and without.
function ChangeForm({ change, action, state, busy, disabled }: ChangeFormProps) {
  const { id, label, busyLabel, confirm, variant } = CHANGES[change];
  const error = state && !state.ok ? (state.fieldErrors?.confirm?.[0] ?? null) : null;
  return (
    <form action={action} noValidate className="space-y-3 border-t border-slate-200 pt-4">
      {state && !state.ok && !error && <Problem state={state} />}
      <div className="flex items-start gap-3">
        <input
          id={`${id}-confirm`}
          name="confirm"
          type="checkbox"
          value="yes"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 accent-brand-700"
        />
        <label htmlFor={`${id}-confirm`} className="text-slate-900">
          {confirm}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <SubmitButton busy={busy} disabled={disabled} label={label} busyLabel={busyLabel} variant={variant} />
    </form>
  );
}

function Problem({ state }: { state: FeedState<unknown> }) {
  if (!state || state.ok) return null;
  return (
    <p role="alert" className="text-sm text-red-700">
      {state.message}
    </p>
  );
}
