'use client';

import { useId, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Field, FIELD_CLASS } from '@/components/ui/field';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { LeadPageActions } from '@/components/admin/shared/lead-actions';
import { LEAD_PAGE_COPY as COPY } from '@/lib/content/lead-workspace';
import {
  BOOKED_TEMPLATE,
  REPLY_BODY_MAX,
  REPLY_LABELS as LABELS,
  REPLY_LANGUAGE_LABELS,
  REPLY_LANGUAGES,
  REPLY_SUBJECT_MAX,
  type ReplyLanguage,
  type ReplyTemplateDto,
} from '@/lib/replies/reply-template';
import { fillReplyTemplate, REPLY_SERVICES, startingTemplate, type BookedReply, type ReplyValues } from '@/lib/replies/templates';

const SUBJECT_ID = 'reply-subject';

type Props = {
  templates: ReplyTemplateDto[];
  // The template of the lead's service, and the values its placeholders take.
  service: string;
  // The lead's language: the template's language to start from.
  language: ReplyLanguage;
  values: ReplyValues;
  // The lead's coming booking: the reply starts from the booked template, in the booking's language.
  booked: BookedReply | null;
  mailProgramHref: string;
  sendReply: LeadPageActions['sendReply'];
};

// Compose an answer from a template: choosing a template or language fills subject and message
// (after asking, once something was written); both stay editable. A lead with a coming booking
// starts from the booked template (offered only then). Sending goes through the outbox; a failure
// keeps the text, a sent reply empties the box, and 'Fill from template' fills it again.
export function ReplyComposer({ templates, service: leadService, language: leadLanguage, values, booked, mailProgramHref, sendReply }: Props) {
  const ids = useId();
  const startService = startingTemplate(leadService, Boolean(booked));
  const startLanguage = booked?.language ?? leadLanguage;
  const [service, setService] = useState(startService);
  const [language, setLanguage] = useState<ReplyLanguage>(startLanguage);
  const choices = REPLY_SERVICES.filter((option) => option.key !== BOOKED_TEMPLATE || booked);
  const filled = (forService: string, forLanguage: ReplyLanguage) => {
    const template = templates.find((candidate) => candidate.service === forService && candidate.language === forLanguage);
    const filling = { ...values, booking: booked?.values[forLanguage] ?? null };
    return {
      subject: template ? fillReplyTemplate(template.subject, filling, forLanguage) : '',
      body: template ? fillReplyTemplate(template.body, filling, forLanguage) : '',
    };
  };
  const kit = useActionForm({
    defaultValues: filled(startService, startLanguage),
    action: sendReply,
    saved: COPY.replySent,
    fixFields: COPY.replyFailed,
    failed: COPY.replyFailed,
    // The sent text leaves the box, so it is not sent twice by mistake.
    onSaved: () => kit.form.reset({ subject: '', body: '' }),
  });
  const [subject, body] = kit.form.watch(['subject', 'body']);

  // A template's text becomes the form's starting point: only what is written after it is a change.
  function choose(nextService: string, nextLanguage: ReplyLanguage) {
    if (kit.form.formState.isDirty && !window.confirm(COPY.replaceDraft)) return;
    setService(nextService);
    setLanguage(nextLanguage);
    kit.form.reset(filled(nextService, nextLanguage));
  }

  const select = (name: string) => `${ids}-${name}`;
  return (
    <ActionForm kit={kit} idPrefix="reply" className="flex flex-col gap-4">
      <p className="text-sm text-slate-700">{COPY.replyIntro}</p>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto]">
        <Field id={select('template')} label={COPY.template}>
          <select id={select('template')} value={service} onChange={(event) => choose(event.target.value, language)} className={`${FIELD_CLASS} min-h-11`}>
            {choices.map((option) => (
              <option key={option.key} value={option.key}>
                {option.label}
              </option>
            ))}
          </select>
        </Field>
        <Field id={select('language')} label={LABELS.language}>
          <select id={select('language')} value={language} onChange={(event) => choose(service, event.target.value as ReplyLanguage)} className={`${FIELD_CLASS} min-h-11`}>
            {REPLY_LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {REPLY_LANGUAGE_LABELS[option]}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <TextField name="subject" id={SUBJECT_ID} label={LABELS.subject} required maxLength={REPLY_SUBJECT_MAX} />
      <TextField name="body" label={LABELS.body} required rows={10} maxLength={REPLY_BODY_MAX} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton busy={kit.busy} label={COPY.sendReply} busyLabel={COPY.sending} />
        {subject === '' && body === '' && (
          <button
            type="button"
            onClick={() => {
              choose(service, language);
              // The button goes once the box is filled: the keyboard continues in the subject (by
              // its id: a reset form registers its fields again only when it renders).
              document.getElementById(SUBJECT_ID)?.focus();
            }}
            className={buttonClass('secondary')}
          >
            {COPY.fillFromTemplate}
          </button>
        )}
        <a href={mailProgramHref} className="text-sm text-brand-700 underline">
          {COPY.mailProgram}
        </a>
      </div>
    </ActionForm>
  );
}
