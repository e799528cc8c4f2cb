'use client';

import { Send } from '@/components/ui/icons';
import Link from 'next/link';
import { buttonClass } from '@/components/ui/button';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { LEAD_LIMITS, type EnquiryFieldName } from '@/lib/leads/lead-forms';
import { LeadField } from '@/components/site/lead-field';
import { ContinueOnWhatsApp } from './continue-on-whatsapp';
import type { EnquiryTexts } from './enquiry-texts';
import type { EnquiryFormState } from './use-enquiry-form';
import type { LeadAttachment } from '@/lib/leads/lead-attachment';
import { HoneypotField } from '@/components/site/honeypot-field';

// The fields and actions of a service enquiry: in the dialog, and in a service page's enquiry
// section for a visitor whose scripts have not run (ServiceEnquiryFallback); state lives in
// useEnquiryForm. Sent from a self-check (`attachment`: the points check's result or a checklist
// attached) it asks only for a name and an e-mail address besides the message: the contact number
// is optional and the city is not asked (issue 40). The services' own enquiry keeps SPEC's
// fields, all required. `idPrefix` keeps two forms on one page apart.
export function EnquiryForm({
  form,
  texts,
  serviceName,
  attachment,
  onWhatsapp,
  idPrefix = 'enquiry',
}: {
  form: EnquiryFormState;
  texts: EnquiryTexts;
  serviceName: string;
  attachment?: LeadAttachment | null;
  onWhatsapp?: () => void;
  idPrefix?: string;
}) {
  const { formRef, formAction, onSubmit, valueOf, errorsOf, markEdited, status, busy, answeredByPage } = form;
  const selfCheck = Boolean(attachment);
  const field = (name: EnquiryFieldName) => ({
    id: `${idPrefix}-${name}`,
    name,
    defaultValue: valueOf(name),
    errors: errorsOf(name),
    onValueChange: () => markEdited(name),
  });

  return (
    <form ref={formRef} action={formAction} noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="serviceName" value={serviceName} />
      {attachment && <input type="hidden" name="attachment" value={JSON.stringify(attachment)} />}
      <LeadField required {...field('name')} label={texts.fields.name} autoComplete="name" maxLength={LEAD_LIMITS.name} />
      <LeadField
        required={!selfCheck}
        optionalLabel={selfCheck ? texts.optional : undefined}
        {...field('contact')}
        label={texts.fields.contact}
        type="tel"
        autoComplete="tel"
        maxLength={LEAD_LIMITS.phone}
      />
      <LeadField required {...field('email')} label={texts.fields.email} type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
      {!selfCheck && <LeadField required {...field('city')} label={texts.fields.city} autoComplete="address-level2" maxLength={LEAD_LIMITS.city} />}
      <LeadField required {...field('message')} label={texts.fields.message} rows={4} maxLength={LEAD_LIMITS.message} />

      <HoneypotField id={`${idPrefix}-website`} label={texts.honeypot} />

      {/* After a post without scripts the page comes back at its top: the answer is focused, so the
          browser brings it into view and a screen reader reads it. */}
      <div role="status" aria-live="polite" tabIndex={-1} autoFocus={answeredByPage} className="text-sm font-medium outline-none">
        {status && <p className={status.kind === 'success' ? 'text-emerald-800' : 'text-red-700'}>{status.text}</p>}
      </div>

      <div>
        <button type="submit" disabled={busy} className={`${buttonClass('primary')} w-full`}>
          <Send aria-hidden="true" className="h-4 w-4" />
          {busy ? texts.submitting : texts.submit}
        </button>
        <p className="mt-2 text-sm text-slate-600">
          {texts.privacyBefore}{' '}
          <Link href={texts.privacyHref} className={`font-medium text-brand-700 underline ${FOCUS_RING}`}>
            {texts.privacyLink}
          </Link>
          {texts.privacyAfter}
        </p>
      </div>

      {onWhatsapp && (
        <div className="border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-600">{texts.chatIntro}</p>
          <ContinueOnWhatsApp label={texts.continueOnWhatsApp} onClick={onWhatsapp} />
        </div>
      )}
    </form>
  );
}
