'use client';

import { TextField } from '@/components/ui/form/fields';
import { MISSING_FOR_IMPRESSUM } from '@/lib/content/site-settings';
import { FIELD_COPY, type SiteSettingsField } from '@/lib/site-settings/settings';

type Props = {
  // The form value's name, and the control's id, so /admin/settings#phone leads to it
  // (lib/site-settings/launch-findings.ts).
  field: SiteSettingsField;
  // The site cannot do without it: the server refuses an empty one.
  required?: boolean;
  // The Impressum needs it for the chosen legal form and it is empty.
  missing?: boolean;
  label?: string;
  hint?: string;
  type?: 'text' | 'email' | 'tel' | 'url';
  autoComplete?: string;
  multiline?: boolean;
  className?: string;
};

// One text field of the settings form (its value and errors in the surrounding ActionForm), with
// its hint and what the Impressum lacks.
export function SettingsField({ field, required, missing, label, hint, type = 'text', autoComplete = 'off', multiline, className = '' }: Props) {
  const copy = FIELD_COPY[field];
  const hints = [hint ?? copy?.hint, missing ? MISSING_FOR_IMPRESSUM : undefined].filter((text): text is string => Boolean(text));
  return (
    <div className={className}>
      <TextField
        name={field}
        id={field}
        label={label ?? copy?.label ?? field}
        required={required}
        optionalLabel=""
        hints={hints}
        type={type}
        autoComplete={autoComplete}
        placeholder={copy?.placeholder}
        rows={multiline ? 3 : undefined}
        className={missing ? 'border-amber-600' : ''}
      />
    </div>
  );
}
