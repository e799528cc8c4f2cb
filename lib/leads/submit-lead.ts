import type { ContactLeadInput, ServiceEnquiryInput } from '@/lib/validation/lead';
import { currentAttribution } from './attribution';

// Browser-side sender for both lead forms. Never throws: network and server failures come back as
// { ok: false }, so a form can show its failure text and keep what the visitor typed.
export type LeadResult = { ok: true; message: string } | { ok: false; message: string; errors?: Record<string, string[]> };

type Payloads = {
  '/api/v1/email/contact': Omit<ContactLeadInput, 'attribution' | 'clientId'>;
  '/api/v1/email/enquiry': Omit<ServiceEnquiryInput, 'attribution' | 'clientId'>;
};

export async function submitLead<E extends keyof Payloads>(endpoint: E, fields: Payloads[E], clientId: string): Promise<LeadResult> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...fields, clientId, attribution: currentAttribution() }),
    });
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: Record<string, string[]> };
    if (response.ok) return { ok: true, message: body.message ?? '' };
    return { ok: false, message: body.message ?? `Request failed (${response.status})`, errors: body.errors };
  } catch {
    return { ok: false, message: 'Network error' };
  }
}

// One id per filled-in form: a retry of the same submission reuses it, a new form gets a new one.
export function newSubmissionId(): string {
  return crypto.randomUUID();
}
