import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { unstable_rethrow } from 'next/navigation';
import { z } from 'zod';
import type { Locale } from '@/i18n/locales';
import type { PublicFormState } from '@/lib/actions/public-form';
import { leadLocale } from '@/lib/leads/lead-locale';
import { clientAddress } from '@/lib/server/client-address';
import { isDatabaseUnavailable } from '@/lib/server/db';
import { getEnv } from '@/lib/server/env';
import { DomainError } from '@/lib/server/errors';
import { fieldErrors } from '@/lib/server/http';

// What a public action's body gets besides its parsed input.
export type PublicActionContext = {
  locale: Locale;
  // The request's headers (its browser, its referrer).
  headers: Headers;
  // The visitor's address behind TRUSTED_PROXY_COUNT proxies (lib/server/client-address.ts): the
  // key of the rate limits, never stored with the record.
  clientAddress: string;
};

// A form's status lines in the page's language.
export type PublicFormTexts = {
  sent: string;
  // Anything else that stopped it: wrong fields (their messages are under them), or an error of ours.
  failed: string;
  // The database is out: nothing was stored, what was typed is kept.
  unavailable: string;
  tooMany: string;
};

type Options<S extends z.ZodType, R> = {
  // The form's fields as a person types them: shown again after a refusal. Hidden fields the form
  // adds (the submission id, the attribution) are not among them.
  fields: readonly string[];
  // Fields sent as JSON text (the attribution the scripts add): parsed before the schema sees them.
  jsonFields?: readonly string[];
  // The schema, its messages in the page's language.
  schema: (locale: Locale) => Promise<S>;
  texts: (locale: Locale) => Promise<PublicFormTexts>;
  // Counted first, per client address (a rate limit throws RateLimitExceeded).
  limit?: (clientAddress: string) => Promise<unknown>;
  // A filled honeypot field: a bot. It is told "sent" and nothing is done.
  honeypot?: string;
  // A refusal of the domain (DomainError) says its own message rather than `failed`: for the
  // sign-in pages, which are English as those messages are.
  domainMessages?: boolean;
  // Done, or refused for a reason the form says in words (the newsletter switched off meanwhile);
  // either with a result for the form to show (PublicFormState.result).
  run: (input: z.output<S>, context: PublicActionContext) => Promise<void | { refused: string; result?: R } | { result: R }>;
};

// The one write path of the public site, beside the back office's `adminAction`: a form's Server
// Action, used with `useActionState` so the same form works with scripts (no reload) and without
// them (the browser posts the form, and the page comes back with the answer and what was typed).
// The page binds its language (`action.bind(null, locale)`), so the messages speak it. No
// session; the same-origin check is Next's (platform/server-action-requests.ts answers a foreign
// Origin 403 before it). Whatever happens the form gets a state, never a thrown error: field
// errors under their fields, an outage or a rate limit in words, anything else logged with an id.
export function publicFormAction<S extends z.ZodType, R = never>(options: Options<S, R>) {
  // A result left out (`result?:`) is no kind of result: the form's state has R without undefined.
  type State = PublicFormState<Exclude<R, undefined>>;
  return async (boundLocale: Locale, previous: State, form: FormData): Promise<State> => {
    const locale = leadLocale(boundLocale);
    const answer = (previous?.answer ?? 0) + 1;
    const input = formInput(form, options.fields, options.jsonFields ?? []);
    const values = typedValues(input, options.fields);
    const texts = await options.texts(locale);
    const refused = (message: string, errors?: Record<string, string[]>, result?: Exclude<R, undefined>): State => ({
      answer,
      outcome: 'refused',
      message,
      ...(errors && Object.keys(errors).length ? { fieldErrors: errors } : {}),
      values,
      ...(result === undefined ? {} : { result }),
    });
    try {
      const requestHeaders = new Headers(await headers());
      const address = clientAddress(requestHeaders, getEnv().TRUSTED_PROXY_COUNT);
      await options.limit?.(address);
      const honeypot = options.honeypot ?? 'website';
      if (typeof input[honeypot] === 'string' && input[honeypot].trim()) return { answer, outcome: 'sent', message: texts.sent, values: {}, sent: values };
      const parsed = (await options.schema(locale)).safeParse({ ...input, locale });
      if (!parsed.success) return refused(texts.failed, fieldErrors(parsed.error));
      const outcome = await options.run(parsed.data, { locale, headers: requestHeaders, clientAddress: address });
      if (outcome && 'refused' in outcome) return refused(outcome.refused, undefined, outcome.result as Exclude<R, undefined> | undefined);
      return { answer, outcome: 'sent', message: texts.sent, values: {}, sent: values, ...(outcome ? { result: outcome.result as Exclude<R, undefined> } : {}) };
    } catch (error) {
      unstable_rethrow(error);
      if (error instanceof DomainError && error.kind === 'rate-limited') return refused(texts.tooMany);
      if (error instanceof DomainError) return refused(options.domainMessages ? error.message : texts.failed, error.errors);
      if (isDatabaseUnavailable(error)) {
        console.error('[db] unavailable during a public form:', error instanceof Error ? error.message : error);
        return refused(texts.unavailable);
      }
      console.error(`[action error ${randomUUID()}]`, error);
      return refused(texts.failed);
    }
  };
}

// The form's own entries: text only (a file field has no place on a public form), without React's
// `$ACTION_…` fields. An empty hidden field (the submission id of a form posted without scripts) is
// left out, as a script leaves out what it has not got.
function formInput(form: FormData, fields: readonly string[], jsonFields: readonly string[]): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [name, entry] of form.entries()) {
    if (name.startsWith('$ACTION') || typeof entry !== 'string') continue;
    // A form's post writes a textarea's line breaks as CRLF; stored as the API stores them, LF.
    const value = entry.replace(/\r\n?/g, '\n');
    if (value === '' && !fields.includes(name)) continue;
    if (!jsonFields.includes(name)) {
      input[name] = value;
      continue;
    }
    try {
      if (value) input[name] = JSON.parse(value);
    } catch {
      // Unreadable extra data is left out; the schema decides whether it was needed.
    }
  }
  return input;
}

function typedValues(input: Record<string, unknown>, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field, typeof input[field] === 'string' ? input[field] : '']));
}

// A public page's one button (the newsletter's Confirm and Unsubscribe; a booking's Cancel): no
// fields typed, an outcome the page shows in its own words. The same rate limit per client
// address, and whatever goes wrong (a rate limit, an outage, an error of ours, logged) is the
// `failed` outcome: trying again later may work.
export type ButtonActionState<O extends string> = { answer: number; outcome: O | null };

export function publicButtonAction<O extends string>(options: {
  limit?: (clientAddress: string) => Promise<unknown>;
  run: (form: FormData, context: PublicActionContext) => Promise<O>;
  failed: O;
}) {
  return async (boundLocale: Locale, previous: ButtonActionState<O>, form: FormData): Promise<ButtonActionState<O>> => {
    const answer = (previous?.answer ?? 0) + 1;
    try {
      const requestHeaders = new Headers(await headers());
      const address = clientAddress(requestHeaders, getEnv().TRUSTED_PROXY_COUNT);
      await options.limit?.(address);
      return { answer, outcome: await options.run(form, { locale: leadLocale(boundLocale), headers: requestHeaders, clientAddress: address }) };
    } catch (error) {
      unstable_rethrow(error);
      if (isDatabaseUnavailable(error)) console.error('[db] unavailable during a public action:', error instanceof Error ? error.message : error);
      else if (!(error instanceof DomainError)) console.error(`[action error ${randomUUID()}]`, error);
      return { answer, outcome: options.failed };
    }
  };
}
