'use client';

import { useEffect } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ActionForm } from '@/components/ui/form/action-form';
import { TextField } from '@/components/ui/form/fields';
import { useAction } from '@/components/ui/form/use-action';
import { useActionForm } from '@/components/ui/form/use-action-form';
import { SubmitButton } from '@/components/ui/submit-button';
import type { Action } from '@/lib/actions/result';
import { TEMPLATES_COPY as COPY } from '@/lib/content/lead-workspace';
import {
  REPLY_BODY_MAX,
  REPLY_LABELS as LABELS,
  REPLY_SUBJECT_MAX,
  replyTemplateFormInput,
  replyTemplateFormValues,
  type ReplyTemplateDto,
  type ReplyTemplateFormValues as Values,
  type ReplyTemplateInput,
} from '@/lib/replies/reply-template';

type TemplateKey = Pick<ReplyTemplateInput, 'service' | 'language'>;

type Props = {
  template: ReplyTemplateDto;
  heading: string;
  serviceLabel: string;
  save: Action<ReplyTemplateInput>;
  reset: Action<TemplateKey>;
};

// One template (a service in one language): saved, or put back to the default text.
export function ReplyTemplateForm({ template, heading, serviceLabel, save, reset }: Props) {
  const key = { service: template.service, language: template.language };
  const kit = useActionForm<Values, ReplyTemplateInput>({
    defaultValues: replyTemplateFormValues(template),
    action: save,
    toInput: (values) => replyTemplateFormInput(template, values),
    saved: COPY.saved,
    fixFields: COPY.failed,
    failed: COPY.failed,
  });
  const resetting = useAction();

  // The text as stored arrives with the refreshed page (after a save, a reset or someone else's
  // save): the form shows it.
  const { showStored } = kit;
  useEffect(() => showStored({ subject: template.subject, body: template.body }), [showStored, template.subject, template.body]);

  const onReset = () => {
    if (window.confirm(COPY.confirmReset)) resetting.run(() => reset(key), { success: COPY.resetDone, failed: COPY.failed });
  };

  const busy = kit.busy || resetting.pending;
  return (
    <ActionForm kit={kit} idPrefix={`template-${template.service}-${template.language}`} aria-label={`${serviceLabel}, ${heading}`} className="flex min-w-0 flex-col gap-3">
      <h3 className="font-semibold text-slate-900">
        {heading} <span className="text-sm font-normal text-slate-600">({template.customised ? COPY.customised : COPY.standard})</span>
      </h3>
      <TextField name="subject" label={LABELS.subject} maxLength={REPLY_SUBJECT_MAX} />
      <TextField name="body" label={LABELS.body} rows={9} maxLength={REPLY_BODY_MAX} />
      <div className="flex flex-wrap gap-2">
        <SubmitButton busy={busy} label={COPY.save} />
        {template.customised && (
          <button type="button" disabled={busy} onClick={onReset} className={buttonClass('secondary')}>
            {COPY.reset}
          </button>
        )}
      </div>
    </ActionForm>
  );
}
