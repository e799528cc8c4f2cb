'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { useRouter } from 'next/navigation';
import toast from 'react-hot-toast';
import { isRedirect } from '@/lib/actions/redirect';
import { NOT_SIGNED_IN, type SignInState } from '@/lib/actions/sign-in';
import { LOGIN_REDIRECT_DELAY_MS, LOGIN_TOASTS } from '@/lib/content/login';
import { loginSchema } from '@/lib/auth/credentials';

export type LoginFieldName = 'email' | 'password';
export type LoginErrors = Partial<Record<LoginFieldName, string>>;
// The page's Server Action (app/(admin)/login/actions.ts), where to go next bound.
export type SignInAction = (previous: SignInState, form: FormData) => Promise<SignInState>;

// One message per field (the first rule that fails), as SPEC section 5 shows them.
function validate(values: { email: string; password: string }): LoginErrors {
  const result = loginSchema.safeParse({ ...values, remember: false });
  if (result.success) return {};
  const errors: LoginErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'email' || field === 'password') && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

// The sign-in form of SPEC section 4 on its Server Action. The same form works before and without
// scripts (the browser posts it; the page comes back at the code step, or with the reason, or the
// server sends it on). With scripts: validation on submit and then on every change, one submission
// at a time, the reason of a refusal as a toast and what was typed kept, and on success the
// welcome toast as the next page opens.
export function useLoginForm(action: SignInAction) {
  const router = useRouter();
  const [postedState, formAction] = useActionState(action, NOT_SIGNED_IN);
  // With scripts the action is called here, never through React's form action: that would reset
  // the form after every answer, and an unreachable server would throw.
  const [sentState, setSentState] = useState<SignInState | null>(null);
  const state = sentState ?? postedState;
  const [email, setEmail] = useState(postedState.values.email);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(postedState.values.remember === 'on');
  const [errors, setErrors] = useState<LoginErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  // A ref, not state: a quick double Enter lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  // An answer that names no field is said as a toast (SPEC section 8). Signed in: the welcome,
  // then, 100 ms later, the next page in place of this one (SPEC section 4); the form stays busy.
  useEffect(() => {
    if (sentState?.message) toast.error(sentState.message);
    const destination = sentState?.signedInTo;
    if (!destination) return;
    toast.success(LOGIN_TOASTS.success);
    const timer = window.setTimeout(() => router.replace(destination), LOGIN_REDIRECT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [sentState, router]);

  function setField(name: LoginFieldName, value: string) {
    const nextValues = { email, password, [name]: value };
    if (name === 'email') setEmail(value);
    else setPassword(value);
    if (submitted) setErrors(validate(nextValues));
  }

  function send(form: FormData) {
    inFlight.current = true;
    setBusy(true);
    const previous = state;
    startTransition(async () => {
      let next: SignInState;
      try {
        next = await action(previous, form);
      } catch (error) {
        // Sent on by the server after all: Next's router is on its way (lib/actions/redirect.ts).
        if (isRedirect(error)) return;
        // No answer (offline): the browser's own message, as SPEC section 8 asks.
        next = { ...previous, answer: previous.answer + 1, fieldErrors: undefined, message: error instanceof Error && error.message ? error.message : LOGIN_TOASTS.fallback };
      }
      // Signed in: busy until the next page opens.
      if (!next.signedInTo) inFlight.current = false;
      startTransition(() => {
        setBusy(Boolean(next.signedInTo));
        setSentState(next);
      });
    });
  }

  // The password step. Returns the first field that failed, so the form can move focus there.
  function submit(event: FormEvent<HTMLFormElement>): LoginFieldName | null {
    event.preventDefault();
    setSubmitted(true);
    const found = validate({ email, password });
    setErrors(found);
    if (found.email || found.password) return found.email ? 'email' : 'password';
    if (!inFlight.current) send(new FormData(event.currentTarget));
    return null;
  }

  // The code step, and its "Back to password" (a submit button of its own, so it works without
  // scripts too).
  function submitCode(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    const form = new FormData(event.currentTarget, submitter);
    if (!form.get('back') && !String(form.get('code') ?? '').trim()) {
      setSentState({ ...state, answer: state.answer + 1, message: undefined, fieldErrors: { code: ['Enter the code'] } });
      return;
    }
    send(form);
  }

  // The server's field messages after a post without scripts, until the form's own checks run.
  const serverErrors = state.fieldErrors ?? {};
  const shownErrors: LoginErrors = submitted ? errors : { email: serverErrors.email?.[0], password: serverErrors.password?.[0] };
  return {
    formAction,
    state,
    values: { email, password, remember },
    setField,
    setRemember,
    errors: shownErrors,
    busy,
    submit,
    submitCode,
    // A page rendered after a post without scripts: its reason is shown in the form (no toasts).
    pageMessage: sentState ? undefined : postedState.message,
  };
}
