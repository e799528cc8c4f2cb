'use client';

import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { Action } from '@/lib/actions/result';

const CONFIRM = 'Restore this version? The text, category, tags and search fields go back to it; changes in the form that are not saved are lost.';

// Puts an earlier version back after one confirmation; the page then shows the post as restored.
// restore: the page's action for this post, given the version's id.
export function RestoreRevisionButton({ revisionId, label, restore }: { revisionId: string; label: string; restore: Action<string> }) {
  const { pending, run } = useAction();
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={label}
      className={buttonClass('secondary', 'sm')}
      onClick={() => {
        if (window.confirm(CONFIRM)) run(() => restore(revisionId), { success: 'Earlier version restored', failed: 'The version could not be restored' });
      }}
    >
      {pending ? 'Restoring...' : 'Restore'}
    </button>
  );
}
