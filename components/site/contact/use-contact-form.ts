'use client';

import { useEffect, useRef, useState } from 'react';
import { newSubmissionId, submitLead } from '@/lib/leads/submit-lead';
import { LEAD_MESSAGES, STATUS_MESSAGE_MS } from '@/lib/validation/lead-constants';

export type ContactValues = { fullName: string; email: string; phoneNumber: string; message: string };
export type ContactFieldName = keyof ContactValues;
export type ContactStatus = { kind: 'success' | 'error'; text: string } | null;

const EMPTY: ContactValues = { fullName: '', email: '', phoneNumber: '', message: '' };

// State and submission of the contact form. A failure keeps everything typed; only success clears it.
export function useContactForm() {
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<ContactStatus>(null);
  const [busy, setBusy] = useState(false);
  // The submission id travels with the data it was made for: a retry of the same data reuses it, so
  // the server stores the lead once even if an earlier attempt did arrive; edited data gets a new one.
  const attempt = useRef<{ key: string; clientId: string } | null>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  const statusTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(statusTimer.current), []);

  function showStatus(next: ContactStatus) {
    window.clearTimeout(statusTimer.current);
    setStatus(next);
    if (next) statusTimer.current = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
  }

  function setField(field: ContactFieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's complaint about a field no longer applies once the visitor edits it.
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
    const fields = { ...values, website };
    const key = JSON.stringify(fields);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: newSubmissionId() };
    setBusy(true);
    setErrors({});
    showStatus(null);
    const result = await submitLead('/api/v1/email/contact', fields, attempt.current.clientId);
    inFlight.current = false;
    setBusy(false);
    if (result.ok) {
      attempt.current = null;
      setValues(EMPTY);
      setWebsite('');
      showStatus({ kind: 'success', text: LEAD_MESSAGES.contactSuccess });
    } else {
      setErrors(result.errors ?? {});
      showStatus({ kind: 'error', text: LEAD_MESSAGES.contactFailure });
    }
  }

  return { values, setField, website, setWebsite, errors, status, busy, submit };
}
