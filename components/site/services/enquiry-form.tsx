'use client';

import { Send } from '@/components/ui/icons';
import Link from 'next/link';
import { LEAD_LIMITS } from '@/lib/validation/lead-constants';
import { LeadField } from '@/components/site/lead-field';
import { ContinueOnWhatsApp } from './continue-on-whatsapp';
import type { EnquiryFormState } from './use-enquiry-form';
import { HoneypotField } from '@/components/site/honeypot-field';

const FOCUS = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

// The fields and actions inside the enquiry dialog; state lives in useEnquiryForm.
export function EnquiryForm({ form, onWhatsapp }: { form: EnquiryFormState; onWhatsapp: () => void }) {
  const { values, setField, errors, status, busy } = form;
  const field = (name: keyof typeof values) => ({
    id: `enquiry-${name}`,
    name,
    value: values[name],
    errors: errors[name],
    onValueChange: (value: string) => setField(name, value),
  });

  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void form.submit();
      }}
    >
      <LeadField required {...field('name')} label="Name" autoComplete="name" maxLength={LEAD_LIMITS.name} />
      <LeadField required {...field('contact')} label="Contact number" type="tel" autoComplete="tel" maxLength={LEAD_LIMITS.phone} />
      <LeadField required {...field('email')} label="Email" type="email" autoComplete="email" maxLength={LEAD_LIMITS.email} />
      <LeadField required {...field('city')} label="City or location" autoComplete="address-level2" maxLength={LEAD_LIMITS.city} />
      <LeadField required {...field('message')} label="Message" rows={4} maxLength={LEAD_LIMITS.message} />

      <HoneypotField id="enquiry-website" value={form.website} onChange={form.setWebsite} />

      <div role="status" aria-live="polite" className="text-sm font-medium">
        {status && <p className={status.kind === 'success' ? 'text-emerald-800' : 'text-red-700'}>{status.text}</p>}
      </div>

      <div>
        <button
          type="submit"
          disabled={busy}
          className={`inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:cursor-not-allowed disabled:opacity-70 ${FOCUS}`}
        >
          <Send aria-hidden="true" className="h-4 w-4" />
          {busy ? 'Submitting...' : 'Submit Enquiry'}
        </button>
        <p className="mt-2 text-sm text-slate-600">
          We use these details only to answer your enquiry. See our{' '}
          <Link href="/privacy-policy" className={`font-medium text-brand-700 underline ${FOCUS}`}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>

      <div className="border-t border-slate-200 pt-4">
        <p className="text-sm text-slate-600">Prefer to chat? We will add the details you have filled in.</p>
        <ContinueOnWhatsApp onClick={onWhatsapp} />
      </div>
    </form>
  );
}
