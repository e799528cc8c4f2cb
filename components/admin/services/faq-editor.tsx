'use client';

import { useWatch } from 'react-hook-form';
import { ListField } from '@/components/ui/form/list-field';
import { TextField } from '@/components/ui/form/fields';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { SERVICE_LIMITS } from '@/lib/validation/service';
import { ListError } from './list-error';

// The questions and answers of the service's page (and its FAQPage data for search engines).
export function FaqEditor() {
  const count = (useWatch({ name: 'faq' }) as unknown[] | undefined)?.length ?? 0;
  return (
    <div className="space-y-4">
      <ListError name="faq" />
      {count === 0 && <p className="text-slate-700">{COPY.noQuestions}</p>}
      <ListField
        name="faq"
        legend={(index) => `${COPY.item.question} ${index + 1}`}
        maximum={SERVICE_LIMITS.faq}
        addLabel={COPY.add.question}
        newItem={() => ({ question: '', answer: '' })}
        firstField="question"
      >
        {(_, path) => (
          <>
            <TextField name={`${path}.question`} label={COPY.labels.question} required maxLength={SERVICE_LIMITS.question.max} />
            <TextField name={`${path}.answer`} label={COPY.labels.answer} rows={4} required maxLength={SERVICE_LIMITS.answer.max} />
          </>
        )}
      </ListField>
    </div>
  );
}
