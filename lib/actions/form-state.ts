import type { ActionResult } from './result';

// What a back-office form that works before its scripts load gets back from its Server Action
// (adminFormAction, lib/server/admin-action.ts, through React's useActionState): the action's
// result, the answer's number (a new one each time, so the form is drawn afresh), and, after a
// refusal, the values as they were sent, so nothing typed is lost with or without scripts.
export type FormState<T = unknown> = ActionResult<T | null> & { answer: number; values: Record<string, string> };

export const FORM_STATE_START: FormState = { ok: true, data: null, answer: 0, values: {} };

// Such an action as a client component receives it (the record's id already bound); T is what a
// success answers (the pipeline's: the message to announce).
export type FormAction<T = unknown> = (previous: FormState | null, form: FormData) => Promise<FormState<T>>;
