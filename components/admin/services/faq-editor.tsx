'use client';

import { LocalizedTextField } from '@/components/admin/shared/localized-text-field';
import { useWatch } from 'react-hook-form';
import { ListField } from '@/components/ui/form/list-field';
import { SERVICES_ADMIN_COPY as COPY } from '@/lib/content/services-admin';
import { emptyText, SERVICE_LABELS as LABELS, SERVICE_LIMITS } from '@/lib/services/service';
import { ListError } from '@/components/admin/shared/list-error';

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
        newItem={() => ({ question: emptyText(), answer: emptyText() })}
        firstField="question-en"
      >
        {(_, path) => (
          <>
            <LocalizedTextField name={`${path}.question`} label={LABELS.question} required maxLength={SERVICE_LIMITS.question.max} />
            <LocalizedTextField name={`${path}.answer`} label={LABELS.answer} rows={4} required maxLength={SERVICE_LIMITS.answer.max} />
          </>
        )}
      </ListField>
    </div>
  );
}
