'use client';

import type { InputHTMLAttributes, Ref } from 'react';
import { FIELD_CLASS } from './field';
import { Search } from './icons';

// The back office shows the label above a form field's box; the site's blog says it to screen
// readers only, beside a rounder box.
const ICON = 'pointer-events-none absolute top-1/2 left-3 h-5 w-5 -translate-y-1/2 text-slate-500';
const LOOKS = {
  // The icon's top margin makes up for the field's own (mt-1), so it sits in the box's middle.
  field: { label: 'block text-sm font-medium text-slate-800', icon: `${ICON} mt-0.5`, input: `${FIELD_CLASS} pl-10` },
  plain: {
    label: 'sr-only',
    icon: ICON,
    input: 'w-full rounded-lg border border-slate-300 py-2.5 pr-3 pl-10 text-base focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none',
  },
} as const;

// No `name`: a form posted before its scripts run (a GET) then puts nothing typed in the address.
type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'name' | 'onChange' | 'className'> & {
  id: string;
  label: string;
  look: keyof typeof LOOKS;
  onValueChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
  // The form's place in its row of filters.
  className: string;
};

// A search box that searches as one types (its owner sends the text): a search landmark with a
// magnifier in the box. Enter sends nothing more, so the form is never posted.
export function SearchBox({ id, label, look, onValueChange, inputRef, className, ...input }: Props) {
  const classes = LOOKS[look];
  return (
    <form method="get" role="search" className={className} onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={id} className={classes.label}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className={classes.icon} />
        <input {...input} ref={inputRef} id={id} type="search" onChange={(event) => onValueChange(event.target.value)} className={classes.input} />
      </div>
    </form>
  );
}
