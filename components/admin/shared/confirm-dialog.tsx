'use client';

import { LoaderCircle } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Dialog, DialogCloseButton } from '@/components/ui/dialog';

type Props = {
  ref: RefObject<HTMLDialogElement | null>;
  // Ids of the heading and the description, unique on the page.
  id: string;
  title: string;
  // What the confirmation does, said before the buttons.
  children: ReactNode;
  // A refusal, said in the dialog (which covers the toasts).
  problem: string | null;
  busy: boolean;
  confirmLabel: string;
  busyLabel: string;
  onConfirm: () => void;
  // Every way of closing ends here, where the caller hands the focus back to its opener.
  onClose: () => void;
};

// The back office's confirmation of something that cannot be undone (erasing a person's data,
// deleting a subscriber): a modal dialog that says what goes, Cancel, and the danger button.
export function ConfirmDialog({ ref, id, title, children, problem, busy, confirmLabel, busyLabel, onConfirm, onClose }: Props) {
  const close = () => ref.current?.close();
  return (
    <Dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-what`}
      onClose={onClose}
      className="m-auto w-[min(32rem,calc(100vw-2rem))] rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="space-y-4 p-5 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <h2 id={`${id}-title`} className="text-xl font-bold wrap-anywhere">
            {title}
          </h2>
          <DialogCloseButton label="Cancel" onClick={close} />
        </div>
        <div id={`${id}-what`} className="space-y-2">
          {children}
        </div>
        {problem && (
          <p role="alert" className="text-sm text-red-700">
            {problem}
          </p>
        )}
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <button type="button" className={buttonClass('secondary')} onClick={close}>
            Cancel
          </button>
          <button type="button" className={buttonClass('danger')} disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
            {busy && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
