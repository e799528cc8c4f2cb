'use client';

import { useEffect, useRef, useState } from 'react';
import { newSubmissionId, submitLead } from '@/lib/leads/submit-lead';
import type { EnquiryDetails } from '@/lib/content/whatsapp-messages';
import { LEAD_MESSAGES, STATUS_MESSAGE_MS } from '@/lib/validation/lead-constants';

export type EnquiryField = keyof EnquiryDetails;
export type EnquiryStatus = { kind: 'success' | 'error'; text: string } | null;

const EMPTY: EnquiryDetails = { name: '', contact: '', email: '', city: '', message: '' };

// State and submission of the enquiry form. What the visitor typed survives a failure and a
// closed dialog; only a successful submission clears it.
export function useEnquiryForm(serviceName: string, onSuccess: () => void) {
  const [values, setValues] = useState<EnquiryDetails>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<EnquiryStatus>(null);
  const [busy, setBusy] = useState(false);
  // The id of the last attempt and the data it carried: a retry of the same data reuses the id, so
  // the server stores it once even if an earlier attempt did arrive; different data gets a new id.
  const attempt = useRef<{ key: string; clientId: string } | null>(null);
  const inFlight = useRef(false);
  const statusTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(statusTimer.current), []);

  function showStatus(next: EnquiryStatus) {
    window.clearTimeout(statusTimer.current);
    setStatus(next);
    if (next) statusTimer.current = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
  }

  function setField(field: EnquiryField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    const fields = { ...values, serviceName, website };
    const key = JSON.stringify(fields);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: newSubmissionId() };
    setBusy(true);
    setErrors({});
    showStatus(null);
    const result = await submitLead('/api/v1/email/enquiry', fields, attempt.current.clientId);
    inFlight.current = false;
    setBusy(false);
    if (result.ok) {
      attempt.current = null;
      setValues(EMPTY);
      setWebsite('');
      showStatus({ kind: 'success', text: LEAD_MESSAGES.enquirySuccess });
      onSuccess();
    } else {
      setErrors(result.errors ?? {});
      showStatus({ kind: 'error', text: LEAD_MESSAGES.enquiryFailure });
    }
  }

  return { values, setField, website, setWebsite, errors, status, busy, submit, clearStatus: () => showStatus(null) };
}

export type EnquiryFormState = ReturnType<typeof useEnquiryForm>;
