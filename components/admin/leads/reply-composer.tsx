'use client';

import { useRouter } from 'next/navigation';
import { startTransition, useId, useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorSummary, useErrorSummary } from '@/components/ui/form/error-summary';
import { Field, FIELD_CLASS, fieldA11y } from '@/components/ui/field';
import type { FieldErrors } from '@/components/admin/admin-api';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import {
  fillReplyTemplate,
  REPLY_BODY_MAX,
  REPLY_LANGUAGE_LABELS,
  REPLY_LANGUAGES,
  REPLY_SERVICES,
  REPLY_SUBJECT_MAX,
  type ReplyLanguage,
  type ReplyTemplateDto,
  type ReplyValues,
} from '@/lib/replies/templates';
import { leadUrl, leadWrite } from '@/components/admin/shared/lead-actions';

type Props = {
  id: string;
  templates: ReplyTemplateDto[];
  // The template of the lead's service, and the values its placeholders take.
  service: string;
  values: ReplyValues;
  mailProgramHref: string;
};

// Compose an answer from a template: choosing a template or language fills subject and message
// (after asking, once something was written); both stay editable. Sending goes through the
// outbox; a failure keeps the text, a sent reply empties the box, and 'Fill from template' fills it again.
export function ReplyComposer({ id, templates, service: leadService, values, mailProgramHref }: Props) {
  const router = useRouter();
  const ids = useId();
  const [service, setService] = useState(leadService);
  const [language, setLanguage] = useState<ReplyLanguage>('en');
  const filled = (forService: string, forLanguage: ReplyLanguage) => {
    const template = templates.find((candidate) => candidate.service === forService && candidate.language === forLanguage);
    return {
      subject: template ? fillReplyTemplate(template.subject, values, forLanguage) : '',
      body: template ? fillReplyTemplate(template.body, values, forLanguage) : '',
    };
  };
  const [draft, setDraft] = useState(() => filled(leadService, 'en'));
  const [pristine, setPristine] = useState(true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const { formRef, summaryProps, showRefusal, clearSummary } = useErrorSummary();
  const [busy, setBusy] = useState(false);

  function choose(nextService: string, nextLanguage: ReplyLanguage) {
    if (!pristine && !window.confirm(COPY.replaceDraft)) return;
    setService(nextService);
    setLanguage(nextLanguage);
    setDraft(filled(nextService, nextLanguage));
    setPristine(true);
  }

  function edit(patch: Partial<typeof draft>) {
    setDraft((current) => ({ ...current, ...patch }));
    setPristine(false);
  }

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const result = await leadWrite(leadUrl(id, '/replies'), 'POST', draft, COPY.replySent, COPY.replyFailed);
    setBusy(false);
    if (!result.ok) return showRefusal(() => setErrors(result.errors));
    setErrors({});
    clearSummary();
    // Emptied in the same transition as the refresh that puts the reply on the timeline, so the
    // sent text does not sit in the box inviting a second send.
    startTransition(() => {
      setDraft({ subject: '', body: '' });
      setPristine(true);
      router.refresh();
    });
  }

  const field = (name: string) => `${ids}-${name}`;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      <ErrorSummary {...summaryProps} />
      <p className="text-sm text-slate-700">{COPY.replyIntro}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field id={field('template')} label={COPY.template}>
          <select id={field('template')} value={service} onChange={(event) => choose(event.target.value, language)} className={`${FIELD_CLASS} min-h-11`}>
            {REPLY_SERVICES.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={field('language')} label={COPY.language}>
          <select id={field('language')} value={language} onChange={(event) => choose(service, event.target.value as ReplyLanguage)} className={`${FIELD_CLASS} min-h-11`}>
            {REPLY_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {REPLY_LANGUAGE_LABELS[option]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <Field id={field('subject')} label={COPY.subject} required errors={errors.subject}>
        <input
          id={field('subject')}
          value={draft.subject}
          onChange={(event) => edit({ subject: event.target.value })}
          maxLength={REPLY_SUBJECT_MAX}
          required
          className={FIELD_CLASS}
          {...fieldA11y(field('subject'), { errors: errors.subject })}
        />
      </Field>
      <Field id={field('body')} label={COPY.message} required errors={errors.body}>
        <textarea
          id={field('body')}
          value={draft.body}
          onChange={(event) => edit({ body: event.target.value })}
          rows={10}
          maxLength={REPLY_BODY_MAX}
          required
          className={FIELD_CLASS}
          {...fieldA11y(field('body'), { errors: errors.body })}
        />
      </Field>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass('primary')}>
          {busy ? COPY.sending : COPY.sendReply}
        </button>
        {draft.subject === '' && draft.body === '' && (
          <button type="button" onClick={() => {
              choose(service, language);
              // The button goes once the box is filled: the keyboard continues in the subject.
              document.getElementById(field('subject'))?.focus();
            }} className={buttonClass('secondary')}>
            {COPY.fillFromTemplate}
          </button>
        )}
        <a href={mailProgramHref} className="text-sm text-brand-700 underline">
          {COPY.mailProgram}
        </a>
      </div>
    </form>
  );
}
