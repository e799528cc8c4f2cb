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
