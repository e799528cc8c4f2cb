import type { ActionResult } from './result';

// What a back-office form that posts without scripts (the pipeline's) gets back: the action's
// result, its success message, and the values posted, so a refused form shows what was typed also
// when the server rendered it after a post without scripts. Plain data.
export type PostedFormState = (ActionResult<string> & { values: Record<string, string> }) | null;

// A form's fields as plain text (React adds its own $ACTION_ fields; files are not taken).
export function postedValues(form: FormData | Record<string, unknown>): Record<string, string> {
  const entries = form instanceof FormData ? [...form.entries()] : Object.entries(form ?? {});
  return Object.fromEntries(entries.filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !entry[0].startsWith('$ACTION')));
}

// What a back-office form that works before its scripts load gets back from its Server Action
// (adminFormAction, lib/server/admin-action.ts, through React's useActionState): the action's
// result, the answer's number (a new one each time, so the form is drawn afresh), and, after a
// refusal, the values as they were sent, so nothing typed is lost with or without scripts.
export type FormState<T = unknown> = ActionResult<T | null> & { answer: number; values: Record<string, string> };

export const FORM_STATE_START: FormState = { ok: true, data: null, answer: 0, values: {} };

// Such an action as a client component receives it (the record's id already bound).
export type FormAction = (previous: FormState | null, form: FormData) => Promise<FormState<unknown>>;
