'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { ActionResult } from '@/lib/actions/result';
import { useActionForm } from './use-action-form';

type Options<R, V extends FieldValues, I, T> = {
  // The record as stored; absent for a new one.
  record: R | undefined;
  // The form's values for a record, or for a new one (a function of the module: stable).
  toValues: (record?: R) => V;
  action: (input: I) => Promise<ActionResult<T>>;
  toInput?: (values: V) => I;
  fieldOf?: (key: string) => string | undefined;
  // Where a new record's form goes after it was added: its list, or the new record's own page
  // when `createdHref` names it (a newsletter issue is previewed and sent from there).
  listHref: string;
  createdHref?: (created: T) => string;
  // Toasts: after saving, after adding, when fields are wrong, for an unexpected error.
  copy: { saved: string; created: string; fixFields: string; saveFailed: string };
  // Also told of every save (a form that keeps a copy in the browser drops it then).
  onSaved?: (saved: T) => void;
};

// The form of one record of a list (a checklist, a consultation type), new or existing, on the
// kit's useActionForm: a new record's form goes to the list once added; an existing record's form
// shows the record as stored (trimmed, sorted, made up) when it arrives with the refreshed page.
export function useRecordForm<R, V extends FieldValues, I, T>({ record, toValues, listHref, createdHref, copy, onSaved, ...options }: Options<R, V, I, T>) {
  const router = useRouter();
  const kit = useActionForm<V, I, T>({
    ...options,
    defaultValues: toValues(record) as DefaultValues<V>,
    saved: record ? copy.saved : copy.created,
    fixFields: copy.fixFields,
    failed: copy.saveFailed,
    goTo: record || createdHref ? undefined : listHref,
    onSaved: (saved) => {
      onSaved?.(saved);
      if (!record && createdHref) router.push(createdHref(saved));
    },
  });
  const { showStored } = kit;
  useEffect(() => {
    if (record) showStored(toValues(record));
  }, [showStored, record, toValues]);
  return kit;
}
