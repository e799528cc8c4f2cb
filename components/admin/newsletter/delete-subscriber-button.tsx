'use client';

import { Trash2 } from 'lucide-react';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ConfirmButton, ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useAction } from '@/components/ui/form/use-action';
import type { ActionResult } from '@/lib/actions/result';

type Props = { id: string; email: string; issues: number; remove: (id: string) => Promise<ActionResult<void>> };

const FAILED = 'Nothing was deleted. Please try again.';

// "Delete" on request (Art. 17 GDPR), behind a dialog that says what goes; afterwards the list.
export function DeleteSubscriberButton({ id, email, issues, remove }: Props) {
  const router = useRouter();
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const { pending, run } = useAction();
  const [problem, setProblem] = useState<string | null>(null);

  function onDelete() {
    setProblem(null);
    run(() => remove(id), {
      success: `Deleted ${email}`,
      failed: FAILED,
      onSuccess: () => {
        dialog.current?.close();
        router.push('/admin/newsletter/subscribers');
      },
      onFailure: (result) => setProblem(result.code === 'error' ? FAILED : result.message),
    });
  }

  return (
    <>
      <button ref={opener} type="button" className={buttonClass('danger')} onClick={() => dialog.current?.showModal()}>
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </button>
      <ConfirmDialog
        ref={dialog}
        id="delete-subscriber"
        title={`Delete ${email}?`}
        problem={problem}
        cancelLabel="Cancel"
        onClose={() => {
          setProblem(null);
          opener.current?.focus();
        }}
        confirm={<ConfirmButton busy={pending} label="Delete subscriber" busyLabel="Deleting..." onClick={onDelete} />}
      >
        <p>
          This removes for good the subscriber with the proof of their consent, their confirmation e-mail,{' '}
          {issues === 0 ? '' : `${issues === 1 ? 'the issue' : `the ${issues} issues`} mailed to them, `}and their unsubscribe links.
        </p>
        <p className="text-sm text-slate-700">It cannot be undone. If the firm may need the proof later, print it first.</p>
      </ConfirmDialog>
    </>
  );
}
