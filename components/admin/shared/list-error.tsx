'use client';

import { useFieldErrors } from '@/components/ui/form/fields';

// A message about a whole list (too few items, two offerings of one title, a checklist section
// without documents), above its items.
export function ListError({ name }: { name: string }) {
  const errors = useFieldErrors(`${name}.root`);
  return errors ? <p className="text-sm text-red-700">{errors.join(' ')}</p> : null;
}
