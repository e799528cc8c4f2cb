'use client';

import type { EnquiryDetails } from '@/lib/content/whatsapp-messages';
import { LEAD_MESSAGES } from '@/lib/validation/lead-constants';
import { useLeadForm, type LeadStatus } from '@/components/site/use-lead-form';

export type EnquiryField = keyof EnquiryDetails;
export type EnquiryStatus = LeadStatus;

const EMPTY: EnquiryDetails = { name: '', contact: '', email: '', city: '', message: '' };

// What the visitor typed survives a failure and a closed dialog; only a successful submission clears it.
export function useEnquiryForm(serviceName: string, onSuccess: (sent: EnquiryDetails) => void) {
  return useLeadForm({
    endpoint: '/api/v1/email/enquiry',
    empty: EMPTY,
    extra: { serviceName },
    successText: LEAD_MESSAGES.enquirySuccess,
    failureText: LEAD_MESSAGES.enquiryFailure,
    onSuccess,
  });
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
