'use client';

import { useEffect, useRef, useState } from 'react';
import { leadLocale } from '@/lib/leads/lead-locale';
import { newSubmissionId, submitLead } from '@/lib/leads/submit-lead';
import { STATUS_MESSAGE_MS } from '@/lib/validation/lead-constants';

export type LeadStatus = { kind: 'success' | 'error'; text: string } | null;

type Options<V extends Record<string, string>> = {
  endpoint: '/api/v1/email/contact' | '/api/v1/email/enquiry';
  empty: V;
  // Fields sent with every submission besides the typed ones (the service name of an enquiry, a
  // self-check's block).
  extra?: Record<string, unknown>;
  successText: string;
  failureText: string;
  // Called with what was sent (the form is empty by then).
  onSuccess?: (sent: V) => void;
  // The form's own checks before anything is sent (texts in the page's language, from its
  // catalogue): errors per field, none when the values may go to the server.
  check?: (values: V) => Record<string, string[]>;
};

// The page's language (the public root layout's <html lang>), sent with the lead so the server
// answers and mails in it; the pseudo-locale of test builds counts as English.
function pageLanguage(): string {
  return leadLocale(document.documentElement.lang);
}

// State and submission shared by the contact form and the enquiry dialog. A failure keeps
// everything typed; only success clears it. Status messages vanish after 5 s.
export function useLeadForm<V extends Record<string, string>>({ endpoint, empty, extra, successText, failureText, onSuccess, check }: Options<V>) {
  const [values, setValues] = useState<V>(empty);
  const [website, setWebsite] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [status, setStatus] = useState<LeadStatus>(null);
  const [busy, setBusy] = useState(false);
  // Counts submissions the form's own checks stopped, so the form can move focus to the first
  // field in error after each (a repeat with the same errors must move it again).
  const [refusals, setRefusals] = useState(0);
  // The submission id travels with the data it was made for: a retry of the same data reuses it, so
  // the server stores the lead once even if an earlier attempt did arrive; edited data gets a new one.
  const attempt = useRef<{ key: string; clientId: string } | null>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);
  const statusTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(statusTimer.current), []);

  function showStatus(next: LeadStatus) {
    window.clearTimeout(statusTimer.current);
    setStatus(next);
    if (next) statusTimer.current = window.setTimeout(() => setStatus(null), STATUS_MESSAGE_MS);
  }

  function setField(field: keyof V, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    // The server's complaint about a field no longer applies once the visitor edits it.
    setErrors((current) => {
      if (!(field in current)) return current;
      const next = { ...current };
      delete next[field as string];
      return next;
    });
  }

  async function submit() {
    if (inFlight.current) return;
    const found = check?.(values) ?? {};
    if (Object.keys(found).length > 0) {
      setErrors(found);
      showStatus(null);
      setRefusals((count) => count + 1);
      return;
    }
    inFlight.current = true;
    const sent = values;
    const fields = { ...values, ...extra, website, locale: pageLanguage() };
    const key = JSON.stringify(fields);
    if (attempt.current?.key !== key) attempt.current = { key, clientId: newSubmissionId() };
    setBusy(true);
    setErrors({});
    showStatus(null);
    // The endpoint's schema checks the fields; the two payload shapes meet here as plain records.
    const result = await submitLead(endpoint, fields as never, attempt.current.clientId);
    inFlight.current = false;
    setBusy(false);
    if (result.ok) {
      attempt.current = null;
      setValues(empty);
      setWebsite('');
      showStatus({ kind: 'success', text: successText });
      onSuccess?.(sent);
    } else {
      setErrors(result.errors ?? {});
      showStatus({ kind: 'error', text: failureText });
    }
  }

  return { values, setField, website, setWebsite, errors, status, busy, refusals, submit, clearStatus: () => showStatus(null) };
}
