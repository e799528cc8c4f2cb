'use client';

import { useActionState, useRef, useState, useTransition, type FormEvent, type ReactNode } from 'react';
import { FORM_COPY } from '@/components/ui/form/use-action-form';
import type { FormAction, FormState } from '@/lib/actions/form-state';

// The answer when the server could not be reached.
export const UNREACHABLE: FormState<string> = { ok: false, code: 'error', message: FORM_COPY.unreachable, answer: 0, values: {} };

type Props = {
  // An adminFormAction (lib/server/admin-action.ts) answering its success message: React posts the
  // form to it before the scripts run, and the page the server sends back shows its answer.
  action: FormAction<string>;
  'aria-label'?: string;
  className?: string;
  // The fields, given the last answer (its field errors, the values posted) and whether it is
  // being sent.
  children: (state: FormState<string> | null, pending: boolean) => ReactNode;
  // Told each answer sent with scripts, with the fields sent (the board focuses the card moved),
  // also when the form is gone by then (a board card's form leaves its column with the move; a
  // removed stage's row goes): the page says it in one place of its own, and the form says only
  // the answer to a post made before the scripts ran.
  onAnswer?: (state: FormState<string>, sent: FormData) => void;
  // What the browser's confirmation asks first (with scripts), for a change hard to undo.
  confirm?: string;
};

// A back-office form that works before its scripts load (issue 47): a real form posting to a
// Server Action. With scripts, the action is called from here: no page load and no form reset,
// so a refusal keeps what was typed (a success empties the form). The answer is said in a polite
// live region.
export function PostedForm({ action, className, children, onAnswer, confirm, ...rest }: Props) {
  // The answer to a post made before the scripts ran (rendered by the server), then this form's.
  const [posted, formAction] = useActionState<FormState<string> | null, FormData>(action, null);
  const [sent, setSent] = useState<FormState<string> | null>(null);
  const [pending, startSending] = useTransition();
  const state = sent ?? posted;
  const said = onAnswer ? (sent ? null : posted) : state;
  const form = useRef<HTMLFormElement>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending || (confirm && !window.confirm(confirm))) return;
    const data = new FormData(event.currentTarget, (event.nativeEvent as SubmitEvent).submitter);
    startSending(async () => {
      const answer = (await action(state, data).catch(() => null)) ?? UNREACHABLE;
      setSent(answer);
      if (answer.ok) form.current?.reset();
      onAnswer?.(answer, data);
    });
  }

  return (
    <form ref={form} action={formAction} onSubmit={onSubmit} noValidate className={className} aria-label={rest['aria-label']}>
      {children(state, pending)}
      <p role="status" className={`text-sm empty:hidden ${said && !said.ok ? 'text-red-700' : 'text-slate-700'}`}>
        {said ? (said.ok ? said.data : said.message) : ''}
      </p>
    </form>
  );
}

// A field's errors from the last answer.
export function postedErrors(state: FormState<string> | null, name: string): string[] | undefined {
  return state && !state.ok ? state.fieldErrors?.[name] : undefined;
}
