'use client';

import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { SERVICE_ICON_NAMES, SERVICE_TONES } from '@/lib/content/services';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import type { EditorProps } from './editor-props';
import { FeeFields } from './fee-fields';
import { moved, nextKey, type OfferingState } from './form-state';
import { ListItem } from './list-item';
import { TextField } from './text-field';

const ADD_ID = 'offering-add';
const iconLabel = (icon: string) => icon.replace(/-/g, ' ');

// The offering cards: title, text, icon, colour and an optional fee each; at least one.
export function OfferingsEditor({ items, onChange, errorsAt, focus }: EditorProps<OfferingState>) {
  const update = (index: number, change: Partial<OfferingState>) => onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <div className="space-y-4">
      {errorsAt('offerings') && <p className="text-sm text-red-700">{errorsAt('offerings')!.join(' ')}</p>}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const id = `offering-${item.key}`;
          const path = `offerings.${index}`;
          const legend = `${COPY.item.offering} ${index + 1}${item.title.trim() ? `: ${item.title.trim()}` : ''}`;
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
            <li key={item.key}>
              <ListItem
                id={id}
                legend={legend}
                index={index}
                count={items.length}
                minimum={SERVICE_LIMITS.offerings.min}
                onMove={(by) => onChange(moved(items, index, by), true)}
                onRemove={() => onChange(items.filter((_, at) => at !== index), true)}
                focus={focus}
                addId={ADD_ID}
              >
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
              </ListItem>
            </li>
          );
        })}
      </ol>
      <button
        id={ADD_ID}
        type="button"
        className={buttonClass('outline', 'sm')}
        disabled={items.length >= SERVICE_LIMITS.offerings.max}
        onClick={() => {
          const key = nextKey();
          onChange([...items, { key, title: '', description: '', icon: 'compass', tone: 'blue', fee: { kind: 'none', amount: '', note: '' } }], true);
          focus(`offering-${key}-title`);
        }}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {COPY.add.offering}
      </button>
    </div>
  );
}
