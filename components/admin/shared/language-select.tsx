'use client';

import { SelectField } from '@/components/ui/form/fields';
import { LANGUAGE_NAMES, PUBLISHED_LOCALES } from '@/i18n/locales';

type Props = { name: string; label: string; hint: string };

// A form field choosing one of the published languages by its English name (the back office stays
// English): a post's language, a newsletter issue's.
export function LanguageSelect({ name, label, hint }: Props) {
  return (
    <SelectField name={name} label={label} hints={[hint]} required>
      {PUBLISHED_LOCALES.map((locale) => (
        <option key={locale} value={locale}>
          {LANGUAGE_NAMES[locale]}
        </option>
      ))}
    </SelectField>
  );
}
