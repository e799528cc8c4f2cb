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

function hasCodeError(body: unknown): boolean {
  const errors = (body as { errors?: { code?: unknown } } | null)?.errors;
  return Array.isArray(errors?.code);
}

function twoFactorChallenge(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const answer = body as { twoFactorRequired?: unknown; challenge?: unknown };
  return answer.twoFactorRequired === true && typeof answer.challenge === 'string' ? answer.challenge : null;
}

function mustEnrolTwoFactor(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as { mustEnrolTwoFactor?: unknown }).mustEnrolTwoFactor === true;
}

// Where to go after signing in: where the person was going, or, when the firm requires two-factor
// sign-in and they have not set it up, the account page where that is done.
const ENROL_PATH = '/admin/account?two-factor=required';

function isSignedIn(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return false;
  const answer = body as { status?: unknown; token?: unknown };
  return answer.status === true && typeof answer.token === 'string' && answer.token.length > 0;
}

// Sign-in state machine of SPEC section 4: idle, submitting, then success or failure; for an
// account with two-factor sign-in, a second step asks for the code (`challenge` is set).
export function useLoginForm(next: string) {
  const router = useRouter();
  const [challenge, setChallenge] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
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
      const secondStep = response.ok ? twoFactorChallenge(body) : null;
      if (!response.ok) {
        toast.error(messageOf(body) ?? LOGIN_TOASTS.fallback);
      } else if (secondStep) {
        setChallenge(secondStep);
      } else if (!isSignedIn(body)) {
        toast.error(LOGIN_TOASTS.rejected);
      } else {
        welcome(body);
      }
    } catch (error) {
      // Network failures: the browser's own message, as SPEC section 8 asks.
      toast.error(error instanceof Error && error.message ? error.message : LOGIN_TOASTS.fallback);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function welcome(body: unknown) {
    toast.success(LOGIN_TOASTS.success);
    const target = mustEnrolTwoFactor(body) ? ENROL_PATH : next;
    window.setTimeout(() => router.replace(target), LOGIN_REDIRECT_DELAY_MS);
  }

  // The second step: the code from the app (or a recovery code). A wrong code stays in the field
  // with the reason under it; an expired challenge goes back to the password.
  async function sendCode(): Promise<boolean> {
    if (!challenge || inFlight.current) return true;
    if (!code.trim()) {
      setCodeError('Enter the code');
      return false;
    }
    inFlight.current = true;
    setBusy(true);
    try {
      const response = await fetch('/api/v1/users/login/two-factor', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ challenge, code }),
      });
      const body: unknown = await response.json().catch(() => null);
      if (response.ok && isSignedIn(body)) {
        setCodeError(undefined);
        welcome(body);
        return true;
      }
      const message = messageOf(body) ?? LOGIN_TOASTS.fallback;
      // A wrong code is a field error (try again); so is too many tries (wait, then try again). An
      // expired or used sign-in names no field: the step starts over from the password.
      if (hasCodeError(body) || response.status === 429) {
        setCodeError(message);
        return false;
      }
      setChallenge(null);
      setCode('');
      toast.error(message);
      return true;
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : LOGIN_TOASTS.fallback);
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }

  function cancelCode() {
    setChallenge(null);
    setCode('');
    setCodeError(undefined);
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

  return { values, errors, busy, setField, submit, twoFactor: { pending: challenge !== null, code, setCode, error: codeError, send: sendCode, cancel: cancelCode } };
}
