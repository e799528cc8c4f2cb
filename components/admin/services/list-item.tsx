'use client';

import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';

type Props = {
  // The item's id prefix: its buttons are `${id}-up`, `${id}-down` and `${id}-remove`.
  id: string;
  // "Offering 2" and, when it has one, its title: the fieldset's name, and what each button names.
  legend: string;
  index: number;
  count: number;
  // The list may not become shorter than this (an offering is required).
  minimum?: number;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  // Keeps the keyboard where it was: on the moved item's button (the other one when it reached an
  // end), or on the list's Add button after a removal.
  focus: (id: string) => void;
  addId: string;
  children: ReactNode;
};

function afterMove(id: string, index: number, count: number, by: -1 | 1): string {
  const now = index + by;
  if (now === 0) return `${id}-down`;
  if (now === count - 1) return `${id}-up`;
  return by < 0 ? `${id}-up` : `${id}-down`;
}

// One item of an editable list (an offering, a question, a row): its fields, and buttons that
// move it or remove it. Each button's name says which item it acts on.
export function ListItem({ id, legend, index, count, minimum = 0, onMove, onRemove, focus, addId, children }: Props) {
  const about = <span className="sr-only">: {legend}</span>;
  const move = (by: -1 | 1) => {
    onMove(by);
    focus(afterMove(id, index, count, by));
  };
  return (
    <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 font-semibold text-slate-900">{legend}</legend>
      {children}
      <div className="flex flex-wrap gap-2">
        <button id={`${id}-up`} type="button" className={buttonClass('secondary', 'sm')} disabled={index === 0} onClick={() => move(-1)}>
          <ArrowUp aria-hidden="true" className="h-4 w-4" />
          {COPY.moveUp}
          {about}
        </button>
        <button id={`${id}-down`} type="button" className={buttonClass('secondary', 'sm')} disabled={index === count - 1} onClick={() => move(1)}>
          <ArrowDown aria-hidden="true" className="h-4 w-4" />
          {COPY.moveDown}
          {about}
        </button>
        <button id={`${id}-remove`} type="button" className={buttonClass('danger', 'sm')} disabled={count <= minimum}
          onClick={() => {
            onRemove();
            focus(addId);
          }}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
          {COPY.remove}
          {about}
        </button>
      </div>
    </fieldset>
  );
}
