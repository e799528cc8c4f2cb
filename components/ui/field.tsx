import type { ReactNode } from 'react';

// A labelled form control with its hints and errors, used by every form on the site and in the
// back office. The control is the child; fieldA11y gives it the ARIA attributes that tie the hints
// and errors to it, so a screen reader announces them with the control.

// The look of a text input, textarea or select on a light background.
export const FIELD_CLASS =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 aria-invalid:border-red-700';

type Described = { hints?: string[]; errors?: string[] };

const hintId = (id: string, index: number) => `${id}-hint-${index}`;
const errorId = (id: string) => `${id}-error`;

// The ARIA attributes of a control, matching the ids Field gives its hints and errors.
export function fieldA11y(id: string, { hints = [], errors }: Described) {
  const invalid = Boolean(errors?.length);
  const ids = [...hints.map((_, index) => hintId(id, index)), ...(invalid ? [errorId(id)] : [])];
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids.join(' ') || undefined };
}

type Props = Described & {
  id: string;
  label: string;
  // A required field shows an asterisk (the control itself carries `required`); an optional one
  // may say so in words instead.
  required?: boolean;
  optionalLabel?: string;
  children: ReactNode;
};

export function Field({ id, label, required = false, optionalLabel, hints = [], errors, children }: Props) {
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
          optionalLabel && <span className="font-normal text-slate-600"> {optionalLabel}</span>
        )}
      </label>
      {hints.map((hint, index) => (
        <p key={hint} id={hintId(id, index)} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      ))}
      {children}
      {errors?.length ? (
        <p id={errorId(id)} className="mt-1 text-sm text-red-700">
          {errors.join(' ')}
        </p>
      ) : null}
    </div>
  );
}
