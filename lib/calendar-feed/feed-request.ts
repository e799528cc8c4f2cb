import { z } from 'zod';

// The account page's calendar feed forms (issue 47): what each posts, and what they answer. The
// forms post to their Server Actions before the scripts load too, so the fields are form fields.

export const CONFIRM_FEED_CHANGE = 'Tick this to confirm: calendars subscribed to the current address stop updating.';

export const createFeedSchema = z.object({ intent: z.literal('create', { error: 'Use the button to make the address.' }) });
// Replacing or revoking ends the address calendars are subscribed to: the person confirms it.
export const changeFeedSchema = z.object({ confirm: z.literal('yes', { error: CONFIRM_FEED_CHANGE }) });

// A made or replaced address, shown this once: only its hash is stored.
export type IssuedFeed = { address: string; since: string };
