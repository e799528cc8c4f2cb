'use client';

import { startTransition, useActionState, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import type { PostedFormState } from '@/lib/actions/form-state';

export type PostedFormAction = (previous: PostedFormState, form: FormData) => Promise<PostedFormState>;

type Props = {
  // A Server Action of lib/server/admin-form-action.ts: React posts the form to it before the
  // scripts run, and the page the server sends back shows its answer.
  action: PostedFormAction;
  'aria-label'?: string;
  className?: string;
  // The fields, given the last answer (its field errors, the values posted).
  children: (state: PostedFormState, pending: boolean) => ReactNode;
  // Told each answer (the board announces moves in one place: the card's form leaves its column).
  onAnswer?: (state: NonNullable<PostedFormState>) => void;
  // Where the answer is said; off when onAnswer says it elsewhere.
  showAnswer?: boolean;
};

// A back-office form that works before its scripts load (issue 47): a real form posting to a
// Server Action. With scripts it is sent without React's form reset, so a refusal keeps what was
// typed; a success empties it. The answer is said in a polite live region.
export function PostedForm({ action, className, children, onAnswer, showAnswer = true, ...rest }: Props) {
  const [state, formAction, pending] = useActionState(action, null);
  const form = useRef<HTMLFormElement>(null);
  const told = useRef<PostedFormState>(null);
  useEffect(() => {
    if (!state || told.current === state) return;
    told.current = state;
    if (state.ok) form.current?.reset();
    onAnswer?.(state);
  }, [state, onAnswer]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startTransition(() => formAction(data));
  }

  return (
    <form ref={form} action={formAction} onSubmit={onSubmit} noValidate className={className} aria-label={rest['aria-label']}>
      {children(state, pending)}
      {showAnswer && (
        <p role="status" className={`text-sm ${state && !state.ok ? 'text-red-700' : 'text-slate-700'} empty:hidden`}>
          {state ? (state.ok ? state.data : state.message) : ''}
        </p>
      )}
    </form>
  );
}

// A field's errors from the last answer.
export function postedErrors(state: PostedFormState, name: string): string[] | undefined {
  return state && !state.ok ? state.fieldErrors?.[name] : undefined;
}
