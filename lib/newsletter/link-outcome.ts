// What the confirm and unsubscribe pages say after their button (issue 30), in their own texts in
// the page's language (app/(site)/lang/[locale]/newsletter/actions.ts decides which):
// - done: confirmed, or unsubscribed (again, for a link already used: nothing to undo);
// - invalid: the token names nobody, or is not a token at all;
// - gone: the confirmation link expired or was used (only the confirm page says it);
// - failed: anything else (a rate limit, an outage, no network): trying again later may work.
export type LinkOutcome = 'done' | 'invalid' | 'gone' | 'failed';
