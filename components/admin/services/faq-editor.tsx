'use client';

import { Plus } from 'lucide-react';
import { buttonClass } from '@/components/ui/button';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import type { EditorProps } from './editor-props';
import { moved, nextKey, type FaqState } from './form-state';
import { ListItem } from './list-item';
import { TextField } from './text-field';

const ADD_ID = 'faq-add';

// The questions and answers of the service's page (and its FAQPage data for search engines).
export function FaqEditor({ items, onChange, errorsAt, focus }: EditorProps<FaqState>) {
  const update = (index: number, change: Partial<FaqState>) => onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <div className="space-y-4">
      {errorsAt('faq') && <p className="text-sm text-red-700">{errorsAt('faq')!.join(' ')}</p>}
      {items.length === 0 && <p className="text-slate-700">{COPY.noQuestions}</p>}
      <ol className="space-y-4">
        {items.map((item, index) => {
          const id = `faq-${item.key}`;
          const path = `faq.${index}`;
          return (
            <li key={item.key}>
              <ListItem
                id={id}
                legend={`${COPY.item.question} ${index + 1}`}
                index={index}
                count={items.length}
                onMove={(by) => onChange(moved(items, index, by), true)}
                onRemove={() => onChange(items.filter((_, at) => at !== index), true)}
                focus={focus}
                addId={ADD_ID}
              >
                <TextField
                  id={`${id}-question`}
                  label={COPY.labels.question}
                  value={item.question}
                  required
                  maxLength={SERVICE_LIMITS.question.max}
                  onChange={(question) => update(index, { question })}
                  errors={errorsAt(`${path}.question`)}
                />
                <TextField
                  id={`${id}-answer`}
                  label={COPY.labels.answer}
                  value={item.answer}
                  rows={4}
                  required
                  maxLength={SERVICE_LIMITS.answer.max}
                  onChange={(answer) => update(index, { answer })}
                  errors={errorsAt(`${path}.answer`)}
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
        disabled={items.length >= SERVICE_LIMITS.faq}
        onClick={() => {
          const key = nextKey();
          onChange([...items, { key, question: '', answer: '' }], true);
          focus(`faq-${key}-question`);
        }}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
        {COPY.add.question}
      </button>
    </div>
  );
}
