'use client';

import type { EnquiryDetails } from '@/lib/content/whatsapp-messages';
import { useLeadForm, type LeadStatus } from '@/components/site/use-lead-form';
import type { LeadAttachment } from '@/lib/leads/lead-attachment';
import type { EnquiryTexts } from './enquiry-texts';

export type EnquiryField = keyof EnquiryDetails;
export type EnquiryStatus = LeadStatus;

const EMPTY: EnquiryDetails = { name: '', contact: '', email: '', city: '', message: '' };

// What the visitor typed survives a failure and a closed dialog; only a successful submission clears it.
export function useEnquiryForm(
  serviceName: string,
  texts: Pick<EnquiryTexts, 'success' | 'failure'>,
  onSuccess: (sent: EnquiryDetails) => void,
  attachment: LeadAttachment | null = null,
) {
  return useLeadForm({
    endpoint: '/api/v1/email/enquiry',
    empty: EMPTY,
    extra: attachment ? { serviceName, attachment } : { serviceName },
    successText: texts.success,
    failureText: texts.failure,
    onSuccess,
  });
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
