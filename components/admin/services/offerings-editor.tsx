'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { ListField } from '@/components/ui/form/list-field';
import { SelectField } from '@/components/ui/form/fields';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import {
  emptyText,
  noFeeValues,
  SERVICE_HINTS as HINTS,
  SERVICE_ICON_NAMES,
  SERVICE_LABELS as LABELS,
  SERVICE_LIMITS,
  SERVICE_TONE_LABELS,
  SERVICE_TONES,
  type OfferingValues,
} from '@/lib/services/service';
import { FeeFields } from './fee-fields';
import { ListError } from '@/components/admin/shared/list-error';

const iconLabel = (icon: string) => icon.replace(/-/g, ' ');
const englishTitle = (item: Record<string, unknown>) => String((item.title as { en?: string } | undefined)?.en ?? '').trim();

// The offering cards: title, text, icon, colour and an optional fee each; at least one.
export function OfferingsEditor() {
  return (
    <div className="space-y-4">
      <ListError name="offerings" />
      <ListField
        name="offerings"
        legend={(index, item) => `${COPY.item.offering} ${index + 1}${englishTitle(item) ? `: ${englishTitle(item)}` : ''}`}
        minimum={SERVICE_LIMITS.offerings.min}
        maximum={SERVICE_LIMITS.offerings.max}
        addLabel={COPY.add.offering}
        newItem={(): OfferingValues => ({ title: emptyText(), description: emptyText(), icon: 'compass', tone: 'blue', fee: noFeeValues() })}
        firstField="title-en"
      >
        {(_, path) => (
          <>
            <LocalizedTextField name={`${path}.title`} label={LABELS.offeringTitle} hints={[HINTS.offeringTitle]} required maxLength={SERVICE_LIMITS.offeringTitle.max} />
            <LocalizedTextField name={`${path}.description`} label={LABELS.offeringDescription} rows={3} required maxLength={SERVICE_LIMITS.offeringDescription.max} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField name={`${path}.icon`} label={LABELS.icon}>
                {SERVICE_ICON_NAMES.map((icon) => (
                  <option key={icon} value={icon}>
                    {iconLabel(icon)}
                  </option>
                ))}
              </SelectField>
              <SelectField name={`${path}.tone`} label={LABELS.tone}>
                {SERVICE_TONES.map((tone) => (
                  <option key={tone} value={tone}>
                    {SERVICE_TONE_LABELS[tone]}
                  </option>
                ))}
              </SelectField>
            </div>
            <FeeFields name={`${path}.fee`} label={LABELS.offeringFee} allowNone />
          </>
        )}
      </ListField>
    </div>
  );
}
