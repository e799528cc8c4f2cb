import type { ReactNode } from 'react';
import { POST_FORM as COPY } from '@/lib/content/post-form';

type Described = { hints?: string[]; errors?: string[] };

const hintId = (id: string, index: number) => `${id}-hint-${index}`;
const errorId = (id: string) => `${id}-error`;

// The ARIA attributes of a control, matching the ids FormField gives its hints and errors.
export function fieldA11y(id: string, { hints = [], errors }: Described) {
  const invalid = Boolean(errors?.length);
  const ids = [...hints.map((_, index) => hintId(id, index)), ...(invalid ? [errorId(id)] : [])];
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': ids.join(' ') || undefined };
}

type Props = Described & { id: string; label: string; optional?: boolean; children: ReactNode };

// Label, hints, the control (children) and its messages; the messages are announced with the control.
export function FormField({ id, label, optional = false, hints = [], errors, children }: Props) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
        {optional && <span className="font-normal text-slate-600"> {COPY.optional}</span>}
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
