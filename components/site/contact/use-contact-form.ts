'use client';

import { useLeadForm, type LeadStatus } from '@/components/site/use-lead-form';
import { EMAIL_PATTERN } from '@/lib/validation/user';

export type ContactValues = { fullName: string; email: string; phoneNumber: string; message: string };
export type ContactFieldName = keyof ContactValues;
export type ContactStatus = LeadStatus;

// What the form's own checks say, in the page's language: the same texts the server answers with
// (Forms catalogue, lib/leads/form-messages.ts), so a visitor reads one wording either way.
export type ContactCheckTexts = {
  required: Record<'fullName' | 'email' | 'message', string>;
  invalidEmail: string;
};

export type ContactStatusTexts = { success: string; failure: string };

const EMPTY: ContactValues = { fullName: '', email: '', phoneNumber: '', message: '' };

// The server's checks that need no server: required fields and the e-mail's form. Length is
// capped by maxLength, control characters are left to the server.
function checkContact(values: ContactValues, texts: ContactCheckTexts): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const field of ['fullName', 'email', 'message'] as const) {
    if (!values[field].trim()) errors[field] = [texts.required[field]];
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = [texts.invalidEmail];
  return errors;
}

export function useContactForm(checks: ContactCheckTexts, status: ContactStatusTexts) {
  return useLeadForm({
    endpoint: '/api/v1/email/contact',
    empty: EMPTY,
    successText: status.success,
    failureText: status.failure,
    check: (values) => checkContact(values, checks),
  });
}
