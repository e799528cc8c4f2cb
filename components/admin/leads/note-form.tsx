'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import type { FieldErrors } from '@/components/admin/admin-api';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import { NOTE_MAX_LENGTH } from '@/lib/validation/lead-workspace';
import { leadUrl, leadWrite } from '@/components/admin/shared/lead-actions';

export function NoteForm({ id }: { id: string }) {
  const router = useRouter();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await leadWrite(leadUrl(id, '/notes'), 'POST', { text }, COPY.noteAdded, COPY.noteFailed);
    setBusy(false);
    if (!result.ok) return showRefusal(() => setErrors(result.errors));
    setErrors({});
    clearSummary();
    setText('');
    router.refresh();
  }

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-3">
      <ErrorSummary {...summaryProps} />
      <Field id="lead-note" label={COPY.noteLabel} hints={[COPY.noteHint]} errors={errors.text}>
        <textarea
          id="lead-note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          rows={3}
          maxLength={NOTE_MAX_LENGTH}
          className={FIELD_CLASS}
          {...fieldA11y('lead-note', { hints: [COPY.noteHint], errors: errors.text })}
        />
      </Field>
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={`${buttonClass('secondary')} self-start`}>
        {COPY.addNote}
      </button>
    </form>
  );
}
