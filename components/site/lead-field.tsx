'use client';

import type { InputHTMLAttributes } from 'react';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { takeTypedBeforeHydration } from '@/components/ui/form/typed-before-hydration';

type Props = {
  id: string;
  name: string;
  label: string;
  // Controlled (value and onValueChange), or uncontrolled from defaultValue: a public form on a
  // Server Action, whose server-rendered HTML carries what was typed (components/site/use-public-form.ts).
  value?: string;
  defaultValue?: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  // Said after the label of a field that may be left empty.
  optionalLabel?: string;
  // A textarea of this many rows instead of a one-line input.
  rows?: number;
  maxLength: number;
  hint?: string;
  errors?: string[];
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'inputMode'>;

// A field of the two lead forms (contact page, enquiry dialog); the server's messages for it
// appear underneath and are announced with it.
export function LeadField({ id, name, label, value, defaultValue, onValueChange, required = false, optionalLabel, rows, maxLength, hint, errors, ...input }: Props) {
  const hints = hint ? [hint] : [];
  const shared = {
    id,
    name,
    ...(value === undefined ? { defaultValue } : { value }),
    required,
    maxLength,
    ...fieldA11y(id, { hints, errors }),
    className: FIELD_CLASS,
  };
  // A message typed before the scripts ran into a form that came back filled (a refused post)
  // stays what was typed (typed-before-hydration.ts says why).
  const keepTypedBeforeScripts = (element: HTMLTextAreaElement | null) => {
    const typed = element ? takeTypedBeforeHydration(element) : undefined;
    if (typed === undefined || !element) return;
    element.value = typed;
    onValueChange(typed);
  };
  return (
    <Field id={id} label={label} required={required} optionalLabel={optionalLabel} hints={hints} errors={errors}>
      {rows ? (
        <textarea {...shared} ref={keepTypedBeforeScripts} rows={rows} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
    </Field>
  );
}
