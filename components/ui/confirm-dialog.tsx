'use client';

import { LoaderCircle } from 'lucide-react';
import type { ReactNode, RefObject } from 'react';
import { buttonClass } from './button';
import { Dialog, DialogCloseButton } from './dialog';

type Props = {
  ref: RefObject<HTMLDialogElement | null>;
  // The start of the ids of its heading and description (`<id>-title`, `<id>-what`).
  id: string;
  title: ReactNode;
  // What will happen; the dialog is described by it.
  children: ReactNode;
  // Why the last attempt was refused, said in the dialog (it covers the toasts).
  problem: string | null;
  cancelLabel: string;
  // The button that does it.
  confirm: ReactNode;
  // Every way of closing ends here: the caller hands the focus back to its opener.
  onClose: () => void;
};

// "Do this?" in a modal dialog: a heading, what it does, a refusal's message, Cancel and the
// button that does it (erasing a person's data, sending a newsletter issue).
export function ConfirmDialog({ ref, id, title, children, problem, cancelLabel, confirm, onClose }: Props) {
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
          <DialogCloseButton label={cancelLabel} onClick={() => ref.current?.close()} />
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
          <button type="button" className={buttonClass('secondary')} onClick={() => ref.current?.close()}>
            {cancelLabel}
          </button>
          {confirm}
        </div>
      </div>
    </Dialog>
  );
}

// The usual `confirm`: a danger button, disabled and busy with a spinner while the action runs.
export function ConfirmButton({ busy, label, busyLabel, onClick }: { busy: boolean; label: string; busyLabel: string; onClick: () => void }) {
  return (
    <button type="button" className={buttonClass('danger')} disabled={busy} aria-busy={busy || undefined} onClick={onClick}>
      {busy && <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" />}
      {busy ? busyLabel : label}
    </button>
  );
}
