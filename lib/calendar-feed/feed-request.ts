import { z } from 'zod';
import type { ActionResult } from '@/lib/actions/result';

// The account page's calendar feed forms (issue 47): what each posts, and what they answer. The
// forms post to their Server Actions before the scripts load too, so the fields are form fields.

export const CONFIRM_FEED_CHANGE = 'Tick this to confirm: calendars subscribed to the current address stop updating.';

// Each schema reads the posted form's fields (a FormData from the form; a plain object from a test).
export const createFeedSchema = z.preprocess(feedFormFields, z.object({ intent: z.literal('create', { error: 'Use the button to make the address.' }) }));
// Replacing or revoking ends the address calendars are subscribed to: the person confirms it.
export const changeFeedSchema = z.preprocess(feedFormFields, z.object({ confirm: z.literal('yes', { error: CONFIRM_FEED_CHANGE }) }));

// A made or replaced address, shown this once: only its hash is stored.
export type IssuedFeed = { address: string; since: string };
export type CalendarFeedState<T = IssuedFeed> = ActionResult<T> | null;

// React's own fields of a form posted without scripts (`$ACTION_…`) are not the form's.
function feedFormFields(form: unknown): unknown {
  return form instanceof FormData ? Object.fromEntries([...form.entries()].filter(([name]) => !name.startsWith('$ACTION'))) : form;
}
