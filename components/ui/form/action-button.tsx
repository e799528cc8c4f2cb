'use client';

import type { ActionResult } from '@/lib/actions/result';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../button';
import { useAction } from './use-action';

type Props<T> = {
  label: string;
  // What the button says while the action runs.
  busyLabel: string;
  // The one write it does (a page's Server Action with the record it is for).
  call: () => Promise<ActionResult<T>>;
  // The toast after success, and the one of an unexpected error (useAction).
  success: string;
  failed: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
};

// A button that runs one action (pausing or resuming an issue, taking back its schedule):
// disabled and marked busy, saying so, until the page the action refreshed has rendered.
export function ActionButton<T>({ label, busyLabel, call, success, failed, variant = 'secondary', size = 'md' }: Props<T>) {
  const { pending, run } = useAction();
  return (
    <button type="button" className={buttonClass(variant, size)} disabled={pending} aria-busy={pending || undefined} onClick={() => run(call, { success, failed })}>
      {pending ? busyLabel : label}
    </button>
  );
}
