import type { ContactFieldName } from '@/lib/leads/lead-forms';
import { EMAIL_PATTERN } from '@/lib/fields/email';

// What the form's own checks say, in the page's language: the same texts the server answers with
// (Forms catalogue, lib/leads/form-messages.ts), so a visitor reads one wording either way.
export type ContactCheckTexts = {
  required: Record<'fullName' | 'email' | 'message', string>;
  invalidEmail: string;
};

// The server's checks that need no server: required fields and the e-mail's form. Length is
// capped by maxLength, control characters are left to the server.
export function checkContact(values: Record<ContactFieldName, string>, texts: ContactCheckTexts): Partial<Record<ContactFieldName, string[]>> {
  const errors: Partial<Record<ContactFieldName, string[]>> = {};
  for (const field of ['fullName', 'email', 'message'] as const) {
    if (!values[field].trim()) errors[field] = [texts.required[field]];
  }
  if (!errors.email && !EMAIL_PATTERN.test(values.email.trim())) errors.email = [texts.invalidEmail];
  return errors;
}
