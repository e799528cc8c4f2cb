'use client';

import { Send } from '@/components/ui/icons';
import Link from 'next/link';
import { CONTACT_FORM as COPY } from '@/lib/content/contact';
import { LEAD_LIMITS } from '@/lib/validation/lead-constants';
import { LeadField } from '@/components/site/lead-field';
import { FOCUS_RING } from '@/components/ui/focus-ring';
import { useContactForm, type ContactFieldName } from './use-contact-form';
import { HoneypotField } from '@/components/site/honeypot-field';

export function ContactForm() {
  const form = useContactForm();
  const { values, errors, status, busy } = form;
  const field = (name: ContactFieldName) => ({
    id: `contact-${name}`,
    name,
    label: COPY.labels[name],
    value: values[name],
    errors: errors[name],
    onValueChange: (value: string) => form.setField(name, value),
  });

  return (
    <form
      aria-labelledby="contact-form-title"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <LeadField {...field('fullName')} required autoComplete="name" maxLength={LEAD_LIMITS.name} />
        <LeadField {...field('email')} required type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
      </div>
      <LeadField {...field('phoneNumber')} optionalLabel={COPY.optional} type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
      <LeadField {...field('message')} required rows={6} hint={COPY.messageHint} maxLength={LEAD_LIMITS.message} />

      <HoneypotField id="contact-website" value={form.website} onChange={form.setWebsite} />

      <div role="status" aria-live="polite">
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
          {busy ? COPY.submitting : COPY.submit}
        </button>
        <p className="mt-3 text-sm text-slate-600">
          {COPY.privacy.before}
          <Link href="/privacy-policy" className={`font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 ${FOCUS_RING}`}>
            {COPY.privacy.link}
          </Link>
          {COPY.privacy.after}
        </p>
      </div>
    </form>
  );
}
