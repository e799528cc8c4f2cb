'use client';

import { LEAD_MESSAGES } from '@/lib/validation/lead-constants';
import { useLeadForm, type LeadStatus } from '@/components/site/use-lead-form';

export type ContactValues = { fullName: string; email: string; phoneNumber: string; message: string };
export type ContactFieldName = keyof ContactValues;
export type ContactStatus = LeadStatus;

const EMPTY: ContactValues = { fullName: '', email: '', phoneNumber: '', message: '' };

export function useContactForm() {
  return useLeadForm({
    endpoint: '/api/v1/email/contact',
    empty: EMPTY,
    successText: LEAD_MESSAGES.contactSuccess,
    failureText: LEAD_MESSAGES.contactFailure,
  });
}
