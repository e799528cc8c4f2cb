'use client';

import { TextField } from '@/components/ui/form/fields';
import { ListField } from '@/components/ui/form/list-field';
import { HOME_STATS_COPY as COPY } from '@/lib/content/site-settings';
import { HOME_STATS_LIMITS as LIMITS } from '@/lib/site-settings/home-stats';

const PARTS = ['value', 'label', 'note'] as const;

// The home page's figures, one fieldset each: value, label and an optional note.
export function HomeStatsFields() {
  return (
    <ListField
      name="homeStats"
      legend={(index) => COPY.figure(index + 1)}
      minimum={LIMITS.min}
      maximum={LIMITS.max}
      addLabel={COPY.add}
      newItem={() => ({ value: '', label: '', note: '' })}
      firstField="value"
    >
      {(_, path) => (
        <div className="grid gap-4 sm:grid-cols-3">
          {PARTS.map((part) => (
            <TextField
              key={part}
              name={`${path}.${part}`}
              label={COPY.parts[part]}
              required={part !== 'note'}
              optionalLabel=""
              hints={part === 'value' ? [COPY.valueHint] : []}
              maxLength={LIMITS[part]}
            />
          ))}
        </div>
      )}
    </ListField>
  );
}
