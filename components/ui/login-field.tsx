'use client';

import type { ReactNode, Ref } from 'react';
import { Field, fieldA11y } from '@/components/ui/field';

type Props = {
  id: string;
  name: string;
  label: string;
  type: 'email' | 'password' | 'text';
  // Controlled (value and onValueChange), or, on a form posted by its Server Action, uncontrolled
  // (defaultValue, and onValueChange to hear edits).
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  autoComplete: string;
  placeholder?: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  // A control drawn inside the input's right edge (the show/hide password button).
  trailing?: ReactNode;
};

// A labelled sign-in field whose error is announced with it.
export function LoginField({ id, label, error, inputRef, trailing, onValueChange, ...input }: Props) {
  const errors = error ? [error] : undefined;
  return (
    <Field id={id} label={label} errors={errors}>
      <div className="relative mt-1">
        <input
          {...input}
          id={id}
          ref={inputRef}
          onChange={(event) => onValueChange?.(event.target.value)}
          {...fieldA11y(id, { errors })}
          className={`block min-h-11 w-full rounded-md border bg-white px-3 py-2 text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none ${
            error ? 'border-red-600' : 'border-slate-300'
          } ${trailing ? 'pr-12' : ''}`}
        />
        {trailing && <div className="absolute inset-y-0 right-0 flex items-center">{trailing}</div>}
      </div>
    </Field>
  );
}
