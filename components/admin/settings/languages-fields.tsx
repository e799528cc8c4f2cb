'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { ListField } from '@/components/ui/form/list-field';
import { LANGUAGES_COPY as COPY } from '@/lib/content/site-settings';
import { formLocalized } from '@/lib/i18n/localized';

// The consultation languages, one fieldset each: the language's name in English and in each other
// language (German pages say "Deutsch", not "German"; English where none is written).
export function LanguagesFields() {
  return (
    <ListField
      name="languages"
      legend={(index) => COPY.language(index + 1)}
      maximum={COPY.maximum}
      addLabel={COPY.add}
      newItem={() => formLocalized('')}
      firstField="en"
    >
      {(_, path) => <LocalizedTextField name={path} label={COPY.name} required maxLength={40} />}
    </ListField>
  );
}
