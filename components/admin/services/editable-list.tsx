'use client';

import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { moved, nextKey } from './form-state';
import { ListItem } from './list-item';

type Props<T extends { key: number }> = {
  items: T[];
  onChange: (items: T[], changedShape?: boolean) => void;
  focus: (id: string) => void;
  // Each item's id is `${idPrefix}-${key}` (its fields add their own name), the Add button's `${idPrefix}-add`.
  idPrefix: string;
  legend: (item: T, index: number) => string;
  minimum?: number;
  maximum: number;
  addLabel: string;
  newItem: (key: number) => T;
  // The field a new item's keyboard focus goes to: `${idPrefix}-${key}-${firstField}`.
  firstField: string;
  // The item's fields; `id` is the item's id.
  children: (item: T, index: number, id: string) => ReactNode;
};

// An ordered list of items the person adds, moves and removes (a service's offerings, its
// questions), each in its ListItem, with the Add button under the list.
export function EditableList<T extends { key: number }>({ items, onChange, focus, idPrefix, legend, minimum, maximum, addLabel, newItem, firstField, children }: Props<T>) {
  const addId = `${idPrefix}-add`;
  return (
    <>
      <ol className="space-y-4">
        {items.map((item, index) => {
          const id = `${idPrefix}-${item.key}`;
          return (
            <li key={item.key}>
              <ListItem
                id={id}
                legend={legend(item, index)}
                index={index}
                count={items.length}
                minimum={minimum}
                onMove={(by) => onChange(moved(items, index, by), true)}
                onRemove={() => onChange(items.filter((_, at) => at !== index), true)}
                focus={focus}
                addId={addId}
              >
                {children(item, index, id)}
              </ListItem>
            </li>
          );
        })}
      </ol>
      <button
        id={addId}
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={items.length >= maximum}
        onClick={() => {
          const key = nextKey();
          onChange([...items, newItem(key)], true);
          focus(`${idPrefix}-${key}-${firstField}`);
        }}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {addLabel}
      </button>
    </>
  );
}
