'use client';

import { LoaderCircle, Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { buttonClass } from '@/components/ui/button';
import { useAction } from '@/components/ui/form/use-action';
import type { ActionResult } from '@/lib/actions/result';

// The words of one kind of record's delete button, from its copy module.
export type DeleteCopy = { deleteLabel: string; deletingLabel: string; deleted: string; deleteFailed: string };

type Props = {
  // The record's delete action (a Server Action its page passes down) and the record's id.
  action: (id: string) => Promise<ActionResult<unknown>>;
  id: string;
  // The record's name, so each row's button has its own accessible name.
  name: string;
  // What the browser's confirmation asks.
  confirm: string;
  copy: DeleteCopy;
  size?: 'sm' | 'md';
  // Where to go afterwards (from the record's own page); the list refreshes itself otherwise.
  goTo?: string;
};

// Deletes one record after the browser's confirmation: the one delete button of the back office.
// The action refreshes the page; the button stays busy until the list without the row has rendered.
export function DeleteButton({ action, id, name, confirm, copy, size = 'sm', goTo }: Props) {
  const router = useRouter();
  const { pending, run } = useAction();

  function onDelete() {
    if (!window.confirm(confirm)) return;
    run(() => action(id), {
      success: copy.deleted,
      failed: copy.deleteFailed,
      onSuccess: () => {
        if (goTo) router.push(goTo);
      },
    });
  }

  const label = pending ? copy.deletingLabel : copy.deleteLabel;
  return (
    <button
      type="button"
      onClick={onDelete}
      disabled={pending}
      aria-busy={pending || undefined}
      aria-label={`${label}: ${name}`}
      className={buttonClass('danger', size)}
    >
      {pending ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : <Trash2 aria-hidden="true" className="h-4 w-4" />}
      {label}
    </button>
  );
}
