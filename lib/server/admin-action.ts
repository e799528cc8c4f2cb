import 'server-only';
import { randomUUID } from 'node:crypto';
import { refresh } from 'next/cache';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import type { FormState } from '@/lib/actions/form-state';
import type { ActionFailure, ActionFailureCode, ActionResult } from '@/lib/actions/result';
import type { Capability } from '@/lib/auth/permissions';
import { recordAudit, type AuditRecord } from '@/lib/server/audit/record';
import { requireUserFrom } from '@/lib/server/auth/guard';
import type { SessionUser } from '@/lib/server/auth/session';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { ApiError, fieldErrors, UNAVAILABLE_MESSAGE } from '@/lib/server/http';

// What an action's body gets besides its parsed input.
export type ActionContext = {
  user: SessionUser;
  // The request's headers (the client's address for the audit log and rate limits, its browser).
  headers: Headers;
  // Records who did what after the action succeeded (lib/server/audit/record.ts): never fails it.
  audit: (record: Omit<AuditRecord, 'actor'>) => Promise<void>;
};

type Options = {
  // After success the page the person is on renders again with fresh data (next/cache `refresh`),
  // so no component calls router.refresh(). Off for actions that change nothing on the page.
  refresh?: boolean;
};

const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';
const VALIDATION_MESSAGE = 'Please correct the highlighted fields.';

const STATUS_CODE: Record<number, ActionFailureCode> = {
  400: 'invalid',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not-found',
  409: 'conflict',
  413: 'too-large',
  415: 'unsupported-type',
  422: 'unreadable',
  429: 'rate-limited',
  503: 'unavailable',
};

// The one write path of the back office. Every admin Server Action is `adminAction(capability,
// schema, run)` in an `actions.ts` beside its page, and does what an admin route handler's edge
// does: same-origin check, session and role (a null capability: any signed-in account, for its own
// account), zod parsing of the input, then `run`. Whatever happens, the caller gets a typed result,
// never a thrown error: domain and validation errors with their message and field errors, an outage
// with the outage message (the form keeps what was typed), anything else logged with an id.
export function adminAction<S extends z.ZodType, T = void>(
  capability: Capability | null,
  schema: S,
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
  options: Options = {},
): (input: z.input<S>) => Promise<ActionResult<T>> {
  return async (input) => perform(capability, options, schema, input, (parsed, context) => run(parsed, context));
}

// The same for a change to one record: the page binds the record's id (`updateX.bind(null, id)`),
// so the form sends only its values and their field errors keep the form's names. The id is input
// like any other: `run` checks it (a malformed or unknown id is the domain's not-found).
export function adminRecordAction<S extends z.ZodType, T = void>(
  capability: Capability | null,
  schema: S,
  run: (id: string, input: z.output<S>, context: ActionContext) => Promise<T>,
  options: Options = {},
): (id: string, input: z.input<S>) => Promise<ActionResult<T>> {
  return async (id, input) =>
    perform(capability, options, schema, input, (parsed, context) => {
      if (typeof id !== 'string' || !id) throw new DomainError('not-found', 'Not found');
      return run(id, parsed, context);
    });
}

// The same for a form that posts before its scripts load (React's useActionState with the action
// as the form's action): the input is the posted form's text fields, the answer a FormState that
// gives the sent values back after a refusal. For one record, the page binds its id first.
export function adminFormAction<S extends z.ZodType, T = void>(
  capability: Capability | null,
  schema: S,
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
  options: Options = {},
): (previous: FormState | null, form: FormData) => Promise<FormState<T>> {
  return async (previous, form) => {
    const values = formValues(form);
    return formState(previous, values, await perform(capability, options, schema, values, run));
  };
}

export function adminRecordFormAction<S extends z.ZodType, T = void>(
  capability: Capability | null,
  schema: S,
  run: (id: string, input: z.output<S>, context: ActionContext) => Promise<T>,
  options: Options = {},
): (id: string, previous: FormState | null, form: FormData) => Promise<FormState<T>> {
  return async (id, previous, form) => {
    const values = formValues(form);
    const result = await perform(capability, options, schema, values, (parsed, context) => {
      if (typeof id !== 'string' || !id) throw new DomainError('not-found', 'Not found');
      return run(id, parsed, context);
    });
    return formState(previous, values, result);
  };
}

// A posted form's own text fields (React's `$ACTION_…` fields and files left out).
function formValues(form: unknown): Record<string, string> {
  if (!(form instanceof FormData)) return {};
  const values: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === 'string' && !name.startsWith('$')) values[name] = value;
  return values;
}

function formState<T>(previous: FormState | null, values: Record<string, string>, result: ActionResult<T>): FormState<T> {
  const answer = (typeof previous?.answer === 'number' ? previous.answer : 0) + 1;
  return { ...result, answer, values: result.ok ? {} : values };
}

async function perform<S extends z.ZodType, T>(
  capability: Capability | null,
  options: Options,
  schema: S,
  input: unknown,
  run: (input: z.output<S>, context: ActionContext) => Promise<T>,
): Promise<ActionResult<T>> {
  try {
    const requestHeaders = new Headers(await headers());
    const user = await requireUserFrom(requestHeaders, 'POST', capability ?? undefined);
    const parsed = schema.safeParse(input);
    if (!parsed.success) return failure('invalid', VALIDATION_MESSAGE, fieldErrors(parsed.error));
    const actor = { id: user.id, email: user.email, name: user.name };
    const audit = (record: Omit<AuditRecord, 'actor'>) => recordAudit(requestHeaders, { actor, ...record });
    const data = await run(parsed.data, { user, headers: requestHeaders, audit });
    if (options.refresh !== false) refresh();
    return { ok: true, data };
  } catch (error) {
    // redirect() and notFound() work by throwing; they are not failures.
    unstable_rethrow(error);
    return toFailure(error);
  }
}

function failure(code: ActionFailureCode, message: string, errors?: Record<string, string[]>): ActionFailure {
  return errors && Object.keys(errors).length ? { ok: false, code, message, fieldErrors: errors } : { ok: false, code, message };
}

// The result of a thrown value, as toErrorResponse (lib/server/http.ts) does for route handlers.
export function toFailure(error: unknown): ActionFailure {
  if (error instanceof ApiError) return failure(STATUS_CODE[error.status] ?? 'error', error.message, error.errors);
  if (error instanceof DomainError) return failure(error.kind, error.message, error.errors);
  if (error instanceof z.ZodError) return failure('invalid', VALIDATION_MESSAGE, fieldErrors(error));
  if (isDatabaseUnavailable(error)) {
    console.error('[db] unavailable during an action:', error instanceof Error ? error.message : error);
    return failure('unavailable', UNAVAILABLE_MESSAGE);
  }
  const id = randomUUID();
  console.error(`[action error ${id}]`, error);
  return failure('error', GENERIC_MESSAGE);
}
