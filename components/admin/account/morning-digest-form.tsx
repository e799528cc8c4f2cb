'use client';

import { useActionState } from 'react';
import { SubmitButton } from '@/components/ui/submit-button';
import type { FormAction, FormState } from '@/lib/actions/form-state';

// The morning digest on or off: the state in words and one button that switches it. Posted by
// React to the Server Action, so without scripts the browser posts it and the page comes back
// with the new state; with scripts the answer is said in the status line.
export function MorningDigestForm({ on, save }: { on: boolean; save: FormAction<{ on: boolean }> }) {
  const [result, formAction, pending] = useActionState<FormState<{ on: boolean }> | null, FormData>(save, null);
  const answer = result ? (result.ok ? `Saved: the morning digest is ${result.data?.on ? 'on' : 'off'}.` : result.message) : '';
  return (
    <form action={formAction} aria-labelledby="account-morning-digest-title" className="flex flex-col gap-3">
      <p>
        The morning digest is <strong>{on ? 'on' : 'off'}</strong>.
      </p>
      <input type="hidden" name="morningDigest" value={on ? 'off' : 'on'} />
      <SubmitButton busy={pending} label={on ? 'Switch the morning digest off' : 'Switch the morning digest on'} busyLabel="Saving..." variant="secondary" className="self-start" />
      <p role="status" className={result && !result.ok ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}>
        {answer}
      </p>
    </form>
  );
}
