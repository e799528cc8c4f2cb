'use client';

import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useFieldArray, useFormContext, type FieldValues } from 'react-hook-form';
import { buttonClass } from '@/components/ui/button';
import { useFieldId } from './action-form';

export const LIST_COPY = { moveUp: 'Move up', moveDown: 'Move down', remove: 'Remove' };

// After the list re-rendered: the keyboard stays where the person was.
function focusSoon(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

type Props = {
  // The array in the form's values (`offerings`); an item's fields are `${name}.${index}.<field>`.
  name: string;
  // "Offering 2" and, when it has one, its title: the fieldset's name, and what each button names.
  legend: (index: number, item: FieldValues) => string;
  minimum?: number;
  maximum: number;
  addLabel: string;
  newItem: () => FieldValues;
  // The field of a new item the keyboard goes to.
  firstField: string;
  // One item's fields, given its index and the path of its values (`offerings.2`).
  children: (index: number, path: string) => ReactNode;
};

// An ordered list the person adds to, reorders and removes from (a service's offerings, its
// questions, opening hours), each item a fieldset with its buttons, the Add button under the list.
// Each button's accessible name says which item it acts on.
export function ListField({ name, legend, minimum = 0, maximum, addLabel, newItem, firstField, children }: Props) {
  const { control, watch } = useFormContext();
  const { fields, append, move, remove } = useFieldArray({ control, name });
  const listId = useFieldId(name);
  const addId = `${listId}-add`;
  const items = (watch(name) as FieldValues[] | undefined) ?? [];

  return (
    <>
      <ol className="space-y-4">
        {fields.map((field, index) => {
          const id = `${listId}-${index}`;
          const title = legend(index, items[index] ?? {});
          const about = <span className="sr-only">: {title}</span>;
          const shift = (by: -1 | 1) => {
            move(index, index + by);
            const now = index + by;
            const button = now === 0 ? 'down' : now === fields.length - 1 ? 'up' : by < 0 ? 'up' : 'down';
            focusSoon(`${listId}-${now}-${button}`);
          };
          return (
            <li key={field.id}>
              <fieldset className="min-w-0 space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4">
                <legend className="px-1 font-semibold text-slate-900">{title}</legend>
                {children(index, `${name}.${index}`)}
                <div className="flex flex-wrap gap-2">
                  <button id={`${id}-up`} type="button" className={buttonClass('secondary', 'sm')} disabled={index === 0} onClick={() => shift(-1)}>
                    <ArrowUp aria-hidden="true" className="h-4 w-4" />
                    {LIST_COPY.moveUp}
                    {about}
                  </button>
                  <button id={`${id}-down`} type="button" className={buttonClass('secondary', 'sm')} disabled={index === fields.length - 1} onClick={() => shift(1)}>
                    <ArrowDown aria-hidden="true" className="h-4 w-4" />
                    {LIST_COPY.moveDown}
                    {about}
                  </button>
                  <button
                    id={`${id}-remove`}
                    type="button"
                    className={buttonClass('danger', 'sm')}
                    disabled={fields.length <= minimum}
                    onClick={() => {
                      remove(index);
                      focusSoon(addId);
                    }}
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                    {LIST_COPY.remove}
                    {about}
                  </button>
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        id={addId}
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={fields.length >= maximum}
        onClick={() => {
          append(newItem());
          focusSoon(`${listId}-${fields.length}-${firstField}`);
        }}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {addLabel}
      </button>
    </>
  );
}
