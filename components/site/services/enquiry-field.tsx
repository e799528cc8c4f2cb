'use client';

import type { InputHTMLAttributes } from 'react';

export const FIELD_CLASS =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700';

type Props = {
  id: string;
  label: string;
  errors?: string[];
  multiline?: boolean;
  value: string;
  onValueChange: (value: string) => void;
} & Pick<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'autoComplete' | 'maxLength' | 'inputMode'>;

// A labelled, required field; the server's messages for it appear underneath and are announced with it.
export function EnquiryField({ id, label, errors, multiline, value, onValueChange, ...input }: Props) {
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  const shared = {
    id,
    name: input.name,
    value,
    required: true,
    maxLength: input.maxLength,
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId : undefined,
    className: FIELD_CLASS,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </label>
      {multiline ? (
        <textarea {...shared} rows={4} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          inputMode={input.inputMode}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      {invalid && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
