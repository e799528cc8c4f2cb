'use client';

import { useTransition } from 'react';
import toast from 'react-hot-toast';
import type { ActionResult } from '@/lib/actions/result';
import { showFailure } from './show-failure';

type RunOptions<T> = {
  // The toast after success.
  success?: string;
  // The toast of an unexpected error instead of the generic one.
  failed?: string;
  onSuccess?: (data: T) => void;
  // After a refusal (its toast is already shown).
  onFailure?: (result: Extract<ActionResult<T>, { ok: false }>) => void;
};

// For a button that calls one action (delete, run now, mark as read, a status select). `pending`
// stays true until the page the action refreshed has rendered, so a spinner does not stop while
// the old state is still on screen; `run` ignores a second call while one is under way.
export function useAction() {
  const [pending, startTransition] = useTransition();

  function run<T>(call: () => Promise<ActionResult<T>>, options: RunOptions<T> = {}) {
    if (pending) return;
    startTransition(async () => {
      const result = await call();
      if (result.ok) {
        if (options.success) toast.success(options.success);
        options.onSuccess?.(result.data);
        return;
      }
      showFailure(result, options.failed);
      options.onFailure?.(result);
    });
  }

  return { pending, run };
}
