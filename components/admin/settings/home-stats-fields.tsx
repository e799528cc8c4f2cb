'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { TextField } from '@/components/ui/form/fields';
import { ListField } from '@/components/ui/form/list-field';
import { HOME_STATS_COPY as COPY } from '@/lib/content/site-settings';
import { formLocalized } from '@/lib/i18n/localized';
import { HOME_STATS_LIMITS as LIMITS } from '@/lib/site-settings/home-stats';

// The home page's figures, one fieldset each: the value, then the label and optional note in
// English and each other language (English the fallback).
export function HomeStatsFields() {
  return (
    <ListField
      name="homeStats"
      legend={(index) => COPY.figure(index + 1)}
      minimum={LIMITS.min}
      maximum={LIMITS.max}
      addLabel={COPY.add}
      newItem={() => ({ value: '', label: formLocalized(''), note: formLocalized('') })}
      firstField="value"
    >
      {(_, path) => (
        <div className="space-y-4">
          <div className="max-w-xs">
            <TextField name={`${path}.value`} label={COPY.parts.value} required hints={[COPY.valueHint]} maxLength={LIMITS.value} />
          </div>
          <LocalizedTextField name={`${path}.label`} label={COPY.parts.label} required maxLength={LIMITS.label} />
          <LocalizedTextField name={`${path}.note`} label={COPY.parts.note} maxLength={LIMITS.note} />
        </div>
      )}
    </ListField>
  );
}
