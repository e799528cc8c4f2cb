'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { goToLogin, sendAdminJson, type FieldErrors } from '@/components/admin/admin-api';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import { TEMPLATES_COPY as COPY } from '@/lib/content/lead-workspace';
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX, type ReplyTemplateDto } from '@/lib/replies/templates';

// One template (a service in one language): saved, or put back to the default text.
export function ReplyTemplateForm({ template, heading, serviceLabel }: { template: ReplyTemplateDto; heading: string; serviceLabel: string }) {
  const router = useRouter();
  const [values, setValues] = useState({ subject: template.subject, body: template.body });
  const [seen, setSeen] = useState(template);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);
  // A reset (or someone else's save) arrives from the server: show it.
  if (template !== seen && (template.subject !== seen.subject || template.body !== seen.body)) {
    setSeen(template);
    setValues({ subject: template.subject, body: template.body });
  }
  const id = `template-${template.service}-${template.language}`;
  const key = { service: template.service, language: template.language };

  async function send(method: 'PUT' | 'DELETE', body: object, done: string) {
    setBusy(true);
    const result = await sendAdminJson('/api/v1/reply-templates', method, body);
    setBusy(false);
    if (result.ok) {
      setErrors({});
      clearSummary();
      toast.success(done);
      router.refresh();
      return;
    }
    if (result.status === 401) return goToLogin();
    toast.error(result.status === 400 ? COPY.failed : (result.message ?? COPY.failed));
    showRefusal(() => setErrors(result.errors ?? {}));
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send('PUT', { ...key, ...values }, COPY.saved);
  };
  const reset = () => {
    if (window.confirm(COPY.confirmReset)) void send('DELETE', key, COPY.resetDone);
  };

  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate aria-label={`${serviceLabel}, ${heading}`} className="flex min-w-0 flex-col gap-3">
      <h3 className="font-semibold text-slate-900">
        {heading} <span className="text-sm font-normal text-slate-600">({template.customised ? COPY.customised : COPY.standard})</span>
      </h3>
      <ErrorSummary {...summaryProps} />
      <Field id={`${id}-subject`} label="Subject" errors={errors.subject}>
        <input
          id={`${id}-subject`}
          value={values.subject}
          maxLength={REPLY_SUBJECT_MAX}
          onChange={(event) => setValues((current) => ({ ...current, subject: event.target.value }))}
          className={FIELD_CLASS}
          {...fieldA11y(`${id}-subject`, { errors: errors.subject })}
        />
      </Field>
      <Field id={`${id}-body`} label="Message" errors={errors.body}>
        <textarea
          id={`${id}-body`}
          value={values.body}
          rows={9}
          maxLength={REPLY_BODY_MAX}
          onChange={(event) => setValues((current) => ({ ...current, body: event.target.value }))}
          className={FIELD_CLASS}
          {...fieldA11y(`${id}-body`, { errors: errors.body })}
        />
      </Field>
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={busy} className={buttonClass('primary')}>
          {COPY.save}
        </button>
        {template.customised && (
          <button type="button" disabled={busy} onClick={reset} className={buttonClass('secondary')}>
            {COPY.reset}
          </button>
        )}
      </div>
    </form>
  );
}
