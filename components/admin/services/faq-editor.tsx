'use client';

import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import type { EditorProps } from './editor-props';
import { EditableList } from './editable-list';
import type { FaqState } from './form-state';
import { TextField } from './text-field';

// The questions and answers of the service's page (and its FAQPage data for search engines).
export function FaqEditor({ items, onChange, errorsAt, focus }: EditorProps<FaqState>) {
  const update = (index: number, change: Partial<FaqState>) => onChange(items.map((item, at) => (at === index ? { ...item, ...change } : item)));
  return (
    <div className="space-y-4">
      {errorsAt('faq') && <p className="text-sm text-red-700">{errorsAt('faq')!.join(' ')}</p>}
      {items.length === 0 && <p className="text-slate-700">{COPY.noQuestions}</p>}
      <EditableList
        items={items}
        onChange={onChange}
        focus={focus}
        idPrefix="faq"
        legend={(_, index) => `${COPY.item.question} ${index + 1}`}
        maximum={SERVICE_LIMITS.faq}
        addLabel={COPY.add.question}
        newItem={(key) => ({ key, question: '', answer: '' })}
        firstField="question"
      >
        {(item, index, id) => (
          <>
            <TextField
              id={`${id}-question`}
              label={COPY.labels.question}
              value={item.question}
              required
              maxLength={SERVICE_LIMITS.question.max}
              onChange={(question) => update(index, { question })}
              errors={errorsAt(`faq.${index}.question`)}
            />
            <TextField
              id={`${id}-answer`}
              label={COPY.labels.answer}
              value={item.answer}
              rows={4}
              required
              maxLength={SERVICE_LIMITS.answer.max}
              onChange={(answer) => update(index, { answer })}
              errors={errorsAt(`faq.${index}.answer`)}
            />
          </>
        )}
      </EditableList>
    </div>
  );
}
