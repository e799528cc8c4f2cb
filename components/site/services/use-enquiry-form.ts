'use client';

import { usePublicForm, type PublicFormAction } from '@/components/site/use-public-form';
import type { EnquiryDetails } from '@/lib/content/whatsapp-messages';
import { ENQUIRY_FIELDS } from '@/lib/leads/lead-forms';
import type { EnquiryTexts } from './enquiry-texts';

// A service enquiry on its Server Action (the page's bound sendServiceEnquiry). What the visitor
// typed survives a failure and a closed dialog; only a successful submission clears it.
export function useEnquiryForm(action: PublicFormAction, texts: Pick<EnquiryTexts, 'failure'>, onSuccess: (sent: EnquiryDetails) => void) {
  return usePublicForm({
    action,
    fields: ENQUIRY_FIELDS,
    failedText: texts.failure,
    onSent: (sent) => onSuccess({ name: sent.name ?? '', contact: sent.contact ?? '', email: sent.email ?? '', city: sent.city ?? '', message: sent.message ?? '' }),
  });
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
