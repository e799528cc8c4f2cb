'use client';

import { TextField } from '@/components/ui/form/fields';
import { languageName, TRANSLATION_LOCALES } from '@/lib/i18n/localized';

type Props = {
  // The text's path in the form's values; its languages are `<name>.en`, `<name>.de`.
  name: string;
  label: string;
  hints?: string[];
  required?: boolean;
  // What an optional field's label adds ("optional").
  optionalLabel?: string;
  rows?: number;
  maxLength?: number;
};

// A text the site shows in each language (lib/i18n/localized.ts): English, then each other
// language beside it (stacked on a phone). Only English may be required: a language left empty
// shows the English text on its pages, and the launch check lists it.
export function LocalizedTextField({ name, label, hints = [], required, optionalLabel, rows, maxLength }: Props) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField name={`${name}.en`} label={label} hints={hints} required={required} optionalLabel={optionalLabel} rows={rows} maxLength={maxLength} lang="en" />
      {TRANSLATION_LOCALES.map((locale) => (
        <TextField
          key={locale}
          name={`${name}.${locale}`}
          label={`${label} (${languageName(locale)})`}
          hints={[`Optional: where it is empty, the ${languageName(locale)} pages show the English text.`]}
          optionalLabel={optionalLabel}
          rows={rows}
          maxLength={maxLength}
          lang={locale}
        />
      ))}
    </div>
  );
}
