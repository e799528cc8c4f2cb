'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_TOASTS } from '@/lib/content/login';
import { loginSchema } from '@/lib/validation/auth';

export type LoginValues = { email: string; password: string; remember: boolean };
export type LoginFieldName = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginFieldName, string>>;

const EMPTY: LoginValues = { email: '', password: '', remember: false };

// One message per field (the first rule that fails), as SPEC section 5 shows them.
function validate(values: LoginValues) {
  const result = loginSchema.safeParse(values);
  if (result.success) return { data: result.data, errors: {} as LoginErrors };
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return { data: null, errors };
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
  return typeof body.message === 'string' && body.message ? body.message : undefined;
}

function isSignedIn(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as { status?: unknown; token?: unknown };
  return answer.status === true && typeof answer.token === 'string' && answer.token.length > 0;
}

// Sign-in state machine of SPEC section 4: idle, submitting, then success or failure.
export function useLoginForm(next: string) {
  const router = useRouter();
  const [values, setValues] = useState<LoginValues>(EMPTY);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // State updates are not synchronous, so a quick double Enter could otherwise send twice.
  const inFlight = useRef(false);

  function setField<K extends keyof LoginValues>(name: K, value: LoginValues[K]) {
    const nextValues = { ...values, [name]: value };
    setValues(nextValues);
    if (submitted) setErrors(validate(nextValues).errors);
  }

  async function send(data: LoginValues) {
    inFlight.current = true;
    setBusy(true);
    try {
      const response = await fetch('/api/v1/users/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(data),
      });
      const body: unknown = await response.json().catch(() => null);
      if (!response.ok) {
        toast.error(messageOf(body) ?? LOGIN_TOASTS.fallback);
      } else if (!isSignedIn(body)) {
        toast.error(LOGIN_TOASTS.rejected);
      } else {
        toast.success(LOGIN_TOASTS.success);
        window.setTimeout(() => router.replace(next), LOGIN_REDIRECT_DELAY_MS);
      }
    } catch (error) {
      // Network failures: the browser's own message, as SPEC section 8 asks.
      toast.error(error instanceof Error && error.message ? error.message : LOGIN_TOASTS.fallback);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  // Returns the first field that failed, so the form can move focus there.
  function submit(): LoginFieldName | null {
    setSubmitted(true);
    const { data, errors: found } = validate(values);
    setErrors(found);
    if (!data) return found.email ? 'email' : 'password';
    if (!inFlight.current) void send(data);
    return null;
  }

  return { values, errors, busy, setField, submit };
}
