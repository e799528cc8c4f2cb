'use client';

import { useState } from 'react';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';

type Props = { requireTwoFactor: boolean; save: Action<{ requireTwoFactor: boolean }> };

// The firm's sign-in rule: two-factor for everyone. Saved when ticked or unticked; a failure puts
// the box back as it was.
export function SecuritySettingsForm({ requireTwoFactor, save }: Props) {
  const [checked, setChecked] = useState(requireTwoFactor);
  const { pending, run } = useAction();

  function change(next: boolean) {
    if (next && !window.confirm('Require two-factor sign-in for everyone? Members without it are asked to set it up before they can use the back office.')) return;
    setChecked(next);
    run(() => save({ requireTwoFactor: next }), {
      success: next ? 'Two-factor sign-in is now required for everyone' : 'Two-factor sign-in is now optional',
      failed: 'The setting could not be saved',
      onFailure: () => setChecked(!next),
    });
  }

  return (
    <label htmlFor="require-two-factor" className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-900">
      <input
        id="require-two-factor"
        type="checkbox"
        checked={checked}
        disabled={pending}
        onChange={(event) => change(event.target.checked)}
        className="h-5 w-5 rounded border-slate-400 accent-brand-700"
      />
      Require two-factor sign-in for every account
    </label>
  );
}
