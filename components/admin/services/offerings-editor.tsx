'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { ListField } from '@/components/ui/form/list-field';
import { SelectField } from '@/components/ui/form/fields';
import { SERVICE_ICON_NAMES, SERVICE_TONES } from '@/lib/content/services';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import { FeeFields } from './fee-fields';
import { emptyText, noFee, type OfferingValues } from './form-values';
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
        newItem={(): OfferingValues => ({ title: emptyText(), description: emptyText(), icon: 'compass', tone: 'blue', fee: noFee() })}
        firstField="title-en"
      >
        {(_, path) => (
          <>
            <LocalizedTextField name={`${path}.title`} label={COPY.labels.offeringTitle} hints={[COPY.hints.offeringTitle]} required maxLength={SERVICE_LIMITS.offeringTitle.max} />
            <LocalizedTextField name={`${path}.description`} label={COPY.labels.offeringDescription} rows={3} required maxLength={SERVICE_LIMITS.offeringDescription.max} />
            <div className="grid gap-4 sm:grid-cols-2">
              <SelectField name={`${path}.icon`} label={COPY.labels.icon}>
                {SERVICE_ICON_NAMES.map((icon) => (
                  <option key={icon} value={icon}>
                    {iconLabel(icon)}
                  </option>
                ))}
              </SelectField>
              <SelectField name={`${path}.tone`} label={COPY.labels.tone}>
                {SERVICE_TONES.map((tone) => (
                  <option key={tone} value={tone}>
                    {COPY.tones[tone]}
                  </option>
                ))}
              </SelectField>
            </div>
            <FeeFields name={`${path}.fee`} label={COPY.labels.offeringFee} allowNone />
          </>
        )}
      </ListField>
    </div>
  );
}
