'use client';

import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SERVICE_ICON_NAMES, SERVICE_TONES } from '@/lib/content/services';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import type { EditorProps } from './editor-props';
import { FeeFields } from './fee-fields';
import { EditableList } from './editable-list';
import type { OfferingState } from './form-state';
import { TextField } from './text-field';

const iconLabel = (icon: string) => icon.replace(/-/g, ' ');

// The offering cards: title, text, icon, colour and an optional fee each; at least one.
export function OfferingsEditor({ items, onChange, errorsAt, focus }: EditorProps<OfferingState>) {
  const update = (index: number, change: Partial<OfferingState>) => onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <div className="space-y-4">
      {errorsAt('offerings') && <p className="text-sm text-red-700">{errorsAt('offerings')!.join(' ')}</p>}
      <EditableList
        items={items}
        onChange={onChange}
        focus={focus}
        idPrefix="offering"
        legend={(item, index) => `${COPY.item.offering} ${index + 1}${item.title.trim() ? `: ${item.title.trim()}` : ''}`}
        minimum={SERVICE_LIMITS.offerings.min}
        maximum={SERVICE_LIMITS.offerings.max}
        addLabel={COPY.add.offering}
        newItem={(key): OfferingState => ({ key, title: '', description: '', icon: 'compass', tone: 'blue', fee: { kind: 'none', amount: '', note: '' } })}
        firstField="title"
      >
        {(item, index, id) => {
          const path = `offerings.${index}`;
          const select = (name: 'icon' | 'tone', options: readonly string[], label: (value: string) => string) => {
            const selectId = `${id}-${name}`;
            return (
              <Field id={selectId} label={COPY.labels[name]} errors={errorsAt(`${path}.${name}`)}>
                <select
                  id={selectId}
                  value={item[name]}
                  onChange={(event) => update(index, { [name]: event.target.value })}
                  className={FIELD_CLASS}
                  {...fieldA11y(selectId, { errors: errorsAt(`${path}.${name}`) })}
                >
                  {options.map((option) => (
                    <option key={option} value={option}>
                      {label(option)}
                    </option>
                  ))}
                </select>
              </Field>
            );
          };
          return (
            <>
              <TextField
                id={`${id}-title`}
                label={COPY.labels.offeringTitle}
                hint={COPY.hints.offeringTitle}
                value={item.title}
                required
                maxLength={SERVICE_LIMITS.offeringTitle.max}
                onChange={(title) => update(index, { title })}
                errors={errorsAt(`${path}.title`)}
              />
              <TextField
                id={`${id}-description`}
                label={COPY.labels.offeringDescription}
                value={item.description}
                rows={3}
                required
                maxLength={SERVICE_LIMITS.offeringDescription.max}
                onChange={(description) => update(index, { description })}
                errors={errorsAt(`${path}.description`)}
              />
              <div className="grid gap-4 sm:grid-cols-2">
                {select('icon', SERVICE_ICON_NAMES, iconLabel)}
                {select('tone', SERVICE_TONES, (tone) => COPY.tones[tone as keyof typeof COPY.tones])}
              </div>
              <FeeFields
                id={`${id}-fee`}
                label={COPY.labels.offeringFee}
                fee={item.fee}
                allowNone
                onChange={(fee) => update(index, { fee })}
                errors={(field) => errorsAt(`${path}.fee.${field}`)}
              />
            </>
          );
        }}
      </EditableList>
    </div>
  );
}
