'use client';

import { startTransition, useActionState, useEffect, useRef, useState, type FormEvent } from 'react';
import { NOT_SENT, SUBMISSION_ID_FIELD, type PublicFormState } from '@/lib/actions/public-form';
import { isRedirect } from '@/lib/actions/redirect';
import { currentAttribution } from '@/lib/leads/attribution';
import { newSubmissionId } from '@/lib/leads/submission-id';
import { STATUS_MESSAGE_MS } from '@/lib/leads/lead-forms';

// A public form's Server Action, its page's language bound (lib/server/public-action.ts).
export type PublicFormAction<R = never> = (previous: PublicFormState<R>, form: FormData) => Promise<PublicFormState<R>>;

type Options<F extends string, R> = {
  action: PublicFormAction<R>;
  fields: readonly F[];
  // The form's own checks before anything is sent (texts in the page's language): errors per
  // field, none when the values may go to the server.
  check?: (values: Record<F, string>) => Partial<Record<F, string[]>>;
  // After success: what was sent, and the whole answer (its result).
  onSent?: (sent: Record<string, string>, state: PublicFormState<R>) => void;
  // Said when the action could not be reached (no connection, the server's answer lost).
  failedText: string;
};

// A public form on one Server Action (publicFormAction). The same <form> works before and without
// its scripts: the browser posts it, and the page comes back from the server with the answer and
// what was typed (useActionState's state). Once the scripts run, a submission is sent without a
// reload: the form's own checks first, one submission at a time, the same id for a retry of the
// same data, and a failure keeps everything typed (the form is never reset then; after success
// it is emptied). Status lines vanish after 5 s; a field's error goes once it is edited.
export function usePublicForm<F extends string, R = never>({ action, fields, check, onSent, failedText }: Options<F, R>) {
  // The form's action as the server renders it (React writes the action's fields into the HTML, so
  // the browser can post it without scripts), and the answer to such a post: the page's first state.
  const [postedState, formAction] = useActionState<PublicFormState<R>, FormData>(action, NOT_SENT);
  // With scripts the action is called here, never through React's form action: that would reset
  // the form after every answer, a refusal included, and an unreachable server would throw.
  const [sentState, setSentState] = useState<PublicFormState<R> | null>(null);
  const [busy, setBusy] = useState(false);
  const state = sentState ?? postedState;
  const formRef = useRef<HTMLFormElement>(null);
  const [ownErrors, setOwnErrors] = useState<Partial<Record<F, string[]>> | null>(null);
  // Counts submissions (sent or refused by the form's own checks). The fields edited since the last
  // one are keyed by it: their errors stay hidden, even when the answer to that submission arrives
  // after the edit (typed while it was on its way).
  const [submissions, setSubmissions] = useState(0);
  const [edited, setEdited] = useState<{ submission: number; fields: ReadonlySet<string> }>({ submission: 0, fields: new Set() });
  // The answer whose status line has had its 5 s.
  const [statusGone, setStatusGone] = useState(0);
  // Counts refusals by the form's own checks, so focus moves to the first field in error after each.
  const [ownRefusals, setOwnRefusals] = useState(0);
  const attempt = useRef<{ key: string; id: string } | null>(null);
  // A ref, not state: a double click lands before React re-renders the disabled button.
  const inFlight = useRef(false);

  // Each answer: its status line shown (for 5 s), the errors fresh, focus on the first field in error.
  useEffect(() => {
    if (state.answer === 0) return;
    inFlight.current = false;
    if (state.outcome === 'sent') {
      attempt.current = null;
      formRef.current?.reset();
      onSent?.(state.sent ?? {}, state);
    } else {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    }
    const timer = window.setTimeout(() => setStatusGone(state.answer), STATUS_MESSAGE_MS);
    return () => window.clearTimeout(timer);
    // onSent is the caller's; only a new answer matters here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state]);

  useEffect(() => {
    if (ownRefusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [ownRefusals]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    setSubmissions((count) => count + 1);
    // The button pressed is part of what is sent (a free time offered instead of a taken one).
    const form = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    const values = Object.fromEntries(fields.map((field) => [field, String(form.get(field) ?? '')])) as Record<F, string>;
    const found = check?.(values) ?? {};
    if (Object.keys(found).length > 0) {
      setOwnErrors(found);
      setOwnRefusals((count) => count + 1);
      return;
    }
    const key = JSON.stringify([...form.entries()].filter(([name]) => !name.startsWith('$ACTION')));
    if (attempt.current?.key !== key) attempt.current = { key, id: newSubmissionId() };
    form.set(SUBMISSION_ID_FIELD, attempt.current.id);
    const attribution = currentAttribution();
    if (attribution) form.set('attribution', JSON.stringify(attribution));
    inFlight.current = true;
    setOwnErrors(null);
    setBusy(true);
    const previous = state;
    startTransition(async () => {
      const next = await action(previous, form).catch((error: unknown): PublicFormState<R> | null => {
        // An action that ends by sending the browser on (a password set): Next's router is on its
        // way; the form stays busy (lib/actions/redirect.ts).
        if (isRedirect(error)) return null;
        console.error('The form could not be sent', error);
        return { answer: previous.answer + 1, outcome: 'refused', message: failedText, values };
      });
      if (!next) return;
      startTransition(() => {
        setBusy(false);
        setSentState(next);
      });
    });
  }

  // The errors shown: the form's own checks' since the last submission, else the server's answer's;
  // a field's go once it is edited.
  const editedNow = edited.submission === submissions ? edited.fields : new Set<string>();
  const errorsOf = (field: F): string[] | undefined => {
    if (editedNow.has(field)) return undefined;
    return ownErrors ? ownErrors[field] : state.fieldErrors?.[field];
  };
  const markEdited = (field: F) => {
    if (!editedNow.has(field)) setEdited({ submission: submissions, fields: new Set(editedNow).add(field) });
  };
  const status = state.outcome !== 'none' && statusGone !== state.answer && !ownErrors && state.message ? { kind: state.outcome === 'sent' ? ('success' as const) : ('error' as const), text: state.message } : null;
  // A page rendered after a post without scripts: the browser brings its status into view.
  const answeredByPage = state.answer > 0;
  // What the form holds now (the enquiry's "Continue on WhatsApp" sends it).
  const currentValues = (): Record<F, string> => {
    const form = formRef.current ? new FormData(formRef.current) : null;
    return Object.fromEntries(fields.map((field) => [field, String(form?.get(field) ?? state.values[field] ?? '')])) as Record<F, string>;
  };
  return {
    state,
    formRef,
    onSubmit,
    formAction,
    busy,
    errorsOf,
    markEdited,
    valueOf: (field: F) => state.values[field] ?? '',
    currentValues,
    status,
    clearStatus: () => setStatusGone(state.answer),
    answeredByPage,
  };
}
