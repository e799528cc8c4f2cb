'use client';

import type { ReactNode } from 'react';
import { get, useFormContext, useFormState, type RegisterOptions } from 'react-hook-form';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { takeTypedBeforeHydration } from './typed-before-hydration';
import { useFieldId } from './action-form';

// The error of one field of the surrounding ActionForm (set by the server's answer or a control's
// own rule), as Field shows errors.
export function useFieldErrors(name: string): string[] | undefined {
  const { errors } = useFormState({ name });
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message ? [message] : undefined;
}

// What a text input, textarea or select starts with: the form's value when it is one a control can show.
function initialText(value: unknown): string | number | readonly string[] | undefined {
  if (typeof value === 'string' || typeof value === 'number') return value;
  return Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : undefined;
}

// react-hook-form's `register`, plus the control's own starting state taken from the value the
// form holds as it renders. `register` is uncontrolled: it fills its control through its ref, which
// runs only in the browser, so without these the server's HTML would carry empty fields until the
// scripts ran (a slow connection showed an empty settings form). Server and browser render the same
// starting values (the form's default values), so hydration matches; react-hook-form then keeps the
// control, and counts a value changed before the scripts ran as an edit (its `isEdited` compares
// the control with these defaults). Every control of the kit is registered through this; a form's
// own control (a radio group, a time input) uses it the same way.
export function useRegister() {
  const { register, getValues, setValue } = useFormContext();
  return {
    // A text input, textarea or select. A textarea's text typed before the scripts ran is put back
    // as an edit once react-hook-form holds the control (typed-before-hydration.ts says why).
    value: (name: string, rules?: RegisterOptions) => {
      const registered = register(name, rules);
      const ref = (element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement | null) => {
        registered.ref(element);
        const typed = element instanceof HTMLTextAreaElement ? takeTypedBeforeHydration(element) : undefined;
        if (typed !== undefined) setValue(name, typed, { shouldDirty: true });
      };
      return { defaultValue: initialText(getValues(name)), ...registered, ref };
    },
    // A checkbox holding true or false. A disabled one starts unticked on the server: react-hook-form
    // reads a box that starts ticked from the page, where a disabled box counts as false.
    checkbox: (name: string, options: { disabled?: boolean; rules?: RegisterOptions } = {}) => ({
      defaultChecked: !options.disabled && getValues(name) === true,
      ...register(name, options.rules),
    }),
    // One radio button of a group, with its value.
    radio: (name: string, value: string, rules?: RegisterOptions) => ({ value, defaultChecked: getValues(name) === value, ...register(name, rules) }),
  };
}

type Common = {
  name: string;
  label: string;
  hints?: string[];
  required?: boolean;
  optionalLabel?: string;
  // An id other than `<prefix>-<name>`.
  id?: string;
  disabled?: boolean;
  className?: string;
  rules?: RegisterOptions;
};

type TextProps = Common & {
  type?: 'text' | 'email' | 'url' | 'tel' | 'date' | 'datetime-local' | 'number' | 'password' | 'time';
  rows?: number;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: React.HTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  dir?: string;
  // The language of the text typed (a German text in an English form), for spelling and speech.
  lang?: string;
  // A number field's bounds and step (the server checks them too).
  min?: number;
  max?: number;
  step?: number;
};

// A one-line input, or a textarea with `rows`, with its label, hints and error.
export function TextField({ name, label, hints = [], required, optionalLabel, id, disabled, className = '', rules, type = 'text', rows, ...control }: TextProps) {
  const register = useRegister();
  const ownId = useFieldId(name);
  const fieldId = id ?? ownId;
  const errors = useFieldErrors(name);
  const props = {
    id: fieldId,
    required,
    disabled,
    className: `${FIELD_CLASS} min-h-11 ${className}`.trim(),
    ...fieldA11y(fieldId, { hints, errors }),
    ...control,
    ...register.value(name, rules),
  };
  return (
    <Field id={fieldId} label={label} required={required} optionalLabel={optionalLabel} hints={hints} errors={errors}>
      {rows ? <textarea rows={rows} {...props} /> : <input type={type} {...props} />}
    </Field>
  );
}

// A select with its label, hints and error; the options are its children.
export function SelectField({ name, label, hints = [], required, optionalLabel, id, disabled, className = '', rules, children }: Common & { children: ReactNode }) {
  const register = useRegister();
  const ownId = useFieldId(name);
  const fieldId = id ?? ownId;
  const errors = useFieldErrors(name);
  return (
    <Field id={fieldId} label={label} required={required} optionalLabel={optionalLabel} hints={hints} errors={errors}>
      <select id={fieldId} required={required} disabled={disabled} className={`${FIELD_CLASS} min-h-11 ${className}`.trim()} {...fieldA11y(fieldId, { hints, errors })} {...register.value(name, rules)}>
        {children}
      </select>
    </Field>
  );
}

// A checkbox with its label, a hint under it and its error.
export function CheckboxField({ name, label, hint, id, disabled, className = '' }: { name: string; label: string; hint?: string; id?: string; disabled?: boolean; className?: string }) {
  const register = useRegister();
  const ownId = useFieldId(name);
  const fieldId = id ?? ownId;
  const errors = useFieldErrors(name);
  const described = [hint ? `${fieldId}-hint` : '', errors ? `${fieldId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={`flex items-start gap-3 ${className}`.trim()}>
      <input
        id={fieldId}
        type="checkbox"
        disabled={disabled}
        aria-describedby={described || undefined}
        aria-invalid={errors ? true : undefined}
        className="mt-1 h-5 w-5 shrink-0 accent-brand-700 disabled:opacity-60"
        {...register.checkbox(name, { disabled })}
      />
      <div>
        <label htmlFor={fieldId} className="font-medium text-slate-900">
          {label}
        </label>
        {hint && (
          <p id={`${fieldId}-hint`} className="text-sm text-slate-600">
            {hint}
          </p>
        )}
        {errors && (
          <p id={`${fieldId}-error`} className="mt-1 text-sm text-red-700">
            {errors.join(' ')}
          </p>
        )}
      </div>
    </div>
  );
}
