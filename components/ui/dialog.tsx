'use client';

import { useRef, type DialogHTMLAttributes, type ReactNode, type RefObject } from 'react';
import { FOCUS_RING, FOCUS_RING_ON_DARK } from './focus-ring';
import { X } from './icons';

type Props = Omit<DialogHTMLAttributes<HTMLDialogElement>, 'onPointerDown' | 'onClick'> & {
  ref: RefObject<HTMLDialogElement | null>;
  children: ReactNode;
};

// A native modal <dialog>, opened with ref.current.showModal(): the browser gives the focus trap,
// the inert page behind and Escape. A click on the backdrop closes it, unless the press began
// inside the panel (selecting text and letting go outside must not close it). Every way of closing
// ends in the dialog's onClose, where the caller hands focus back.
export function Dialog({ ref, children, ...props }: Props) {
  const pressedBackdrop = useRef(false);
  return (
    <dialog
      ref={ref}
      {...props}
      onPointerDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        // Only the backdrop reports the dialog element itself as the target: the panel's content
        // sits inside a wrapper that fills it.
        if (event.target === event.currentTarget && pressedBackdrop.current) ref.current?.close();
      }}
    >
      {children}
    </dialog>
  );
}

// The × in a dialog's corner, 44 px square.
export function DialogCloseButton({ label, onClick, onDark = false }: { label: string; onClick: () => void; onDark?: boolean }) {
  const tone = onDark ? `text-blue-100 hover:bg-white/10 hover:text-white ${FOCUS_RING_ON_DARK}` : `text-slate-700 hover:bg-slate-100 ${FOCUS_RING}`;
  return (
    <button type="button" aria-label={label} onClick={onClick} className={`inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-md ${tone}`}>
      <X aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}
