'use client';

import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';

type Props = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
  hint?: string;
  required?: boolean;
  maxLength?: number;
  rows?: number;
  type?: 'text' | 'date';
  inputMode?: 'decimal' | 'numeric';
};

// A labelled input or textarea of the service form, with its hint and the server's messages.
export function TextField({ id, label, value, onChange, errors, hint, required, maxLength, rows, type = 'text', inputMode }: Props) {
  const hints = hint ? [hint] : [];
  const props = {
    id,
    value,
    required,
    maxLength,
    className: FIELD_CLASS,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
    ...fieldA11y(id, { hints, errors }),
  };
  return (
    <Field id={id} label={label} required={required} hints={hints} errors={errors}>
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} inputMode={inputMode} {...props} />}
    </Field>
  );
}
