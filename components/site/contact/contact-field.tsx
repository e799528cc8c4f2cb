'use client';

import { FIELD_CLASS } from '@/components/site/services/enquiry-field';
import { CONTACT_FORM } from '@/lib/content/contact';

type Props = {
  id: string;
  name: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  required?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength: number;
  hint?: string;
  errors?: string[];
};

// A labelled contact-form field; a hint and the server's messages for it are announced with it.
export function ContactField({ id, label, required = false, multiline, hint, errors, value, onValueChange, ...input }: Props) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = errors?.length ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  const shared = {
    id,
    name: input.name,
    value,
    required,
    maxLength: input.maxLength,
    'aria-invalid': errorId ? true : undefined,
    'aria-describedby': describedBy,
    className: FIELD_CLASS,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : (
          <span className="font-normal text-slate-600"> {CONTACT_FORM.optional}</span>
        )}
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
      {multiline ? (
        <textarea {...shared} rows={6} onChange={(event) => onValueChange(event.target.value)} />
      ) : (
        <input
          {...shared}
          type={input.type ?? 'text'}
          autoComplete={input.autoComplete}
          onChange={(event) => onValueChange(event.target.value)}
        />
      )}
      {errorId && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {errors?.join(' ')}
        </p>
      )}
    </div>
  );
}
