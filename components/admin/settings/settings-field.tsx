import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { FIELD_COPY, MISSING_FOR_IMPRESSUM } from '@/lib/content/site-settings';
import type { SiteSettingsField } from '@/lib/site-settings/settings';

type Props = {
  // Also the control's id, so /admin/settings#phone leads to it (lib/site-settings/launch-findings.ts).
  field: SiteSettingsField;
  value: string;
  onChange: (value: string) => void;
  errors?: string[];
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

// One text field of the settings form, with its hint, what the Impressum lacks, and the server's errors.
export function SettingsField({ field, value, onChange, errors, required, missing, label, hint, type = 'text', autoComplete = 'off', multiline, className = '' }: Props) {
  const copy = FIELD_COPY[field];
  const hints = [hint ?? copy?.hint, missing ? MISSING_FOR_IMPRESSUM : undefined].filter((text): text is string => Boolean(text));
  const shared = {
    id: field,
    name: field,
    value,
    placeholder: copy?.placeholder,
    required,
    className: `${FIELD_CLASS} ${missing ? 'border-amber-600' : ''} ${className}`,
    ...fieldA11y(field, { hints, errors }),
  };
  return (
    <Field id={field} label={label ?? copy?.label ?? field} required={required} optionalLabel={required ? undefined : ''} hints={hints} errors={errors}>
      {multiline ? (
        <textarea {...shared} rows={3} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...shared} type={type} autoComplete={autoComplete} spellCheck={type === 'text' ? undefined : false} onChange={(event) => onChange(event.target.value)} />
      )}
    </Field>
  );
}
