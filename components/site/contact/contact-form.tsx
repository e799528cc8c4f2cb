'use client';

import { Send } from '@/components/ui/icons';
import Link from 'next/link';
import { CONTACT_FIELDS, LEAD_LIMITS, type ContactFieldName } from '@/lib/leads/lead-forms';
import { LeadField } from '@/components/site/lead-field';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';
import { checkContact, type ContactCheckTexts } from './check-contact';
import { HoneypotField } from '@/components/site/honeypot-field';

// Every word of the form in the page's language, from the contact page (Contact and Forms catalogues).
export type ContactFormTexts = {
  labels: Record<ContactFieldName, string>;
  checks: ContactCheckTexts;
  privacy: { before: string; link: string; after: string; href: string };
  optional: string;
  messageHint: string;
  submit: string;
  submitting: string;
  honeypot: string;
  // When the server could not be reached.
  failed: string;
};

export function ContactForm({ texts, action }: { texts: ContactFormTexts; action: PublicFormAction }) {
  const { formRef, formAction, onSubmit, valueOf, errorsOf, markEdited, status, busy, answeredByPage } = usePublicForm({
    action,
    fields: CONTACT_FIELDS,
    check: (values) => checkContact(values, texts.checks),
    failedText: texts.failed,
  });
  const field = (name: ContactFieldName) => ({
    id: `contact-${name}`,
    name,
    label: texts.labels[name],
    defaultValue: valueOf(name),
    errors: errorsOf(name),
    onValueChange: () => markEdited(name),
  });

  return (
    <form
      // With scripts the form is sent by onSubmit; without them the browser posts it to its action.
      action={formAction}
      ref={formRef}
      aria-labelledby="contact-form-title"
      className="space-y-5"
      // The form's own checks speak the page's language; the browser's bubbles would not.
      noValidate
      onSubmit={onSubmit}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadField {...field('fullName')} required autoComplete="name" maxLength={LEAD_LIMITS.name} />
        <LeadField {...field('email')} required type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
      </div>
      <LeadField {...field('phoneNumber')} optionalLabel={texts.optional} type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
      <LeadField {...field('message')} required rows={6} hint={texts.messageHint} maxLength={LEAD_LIMITS.message} />

      <HoneypotField id="contact-website" label={texts.honeypot} />

      {/* After a post without scripts the page comes back at its top: the answer is focused, so the
          browser brings it into view and a screen reader reads it. */}
      <div role="status" aria-live="polite" tabIndex={-1} autoFocus={answeredByPage} className="outline-none">
        {status && (
          <p
            className={`rounded-md border px-4 py-3 text-sm font-medium ${
              status.kind === 'success' ? 'border-emerald-200 bg-emerald-50 text-emerald-900' : 'border-red-200 bg-red-50 text-red-800'
            }`}
          >
            {status.text}
          </p>
        )}
      </div>

      <div>
        <button
          type="submit"
          disabled={busy}
          className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-70 sm:w-auto ${FOCUS_RING}`}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {busy ? texts.submitting : texts.submit}
        </button>
        <p className="mt-3 text-sm text-slate-600">
          {texts.privacy.before}
          <Link href={texts.privacy.href} className={`font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}>
            {texts.privacy.link}
          </Link>
          {texts.privacy.after}
        </p>
      </div>
    </form>
  );
}
