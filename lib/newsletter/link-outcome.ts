// What the confirm and unsubscribe pages say after their button's POST (issue 30), from the
// route's status alone (the pages show their own texts, in the page's language):
// - done: confirmed, or unsubscribed (the unsubscribe route answers 200 again for a known token);
// - invalid: the token names nobody (404) or is not a token at all (400);
// - gone: the confirmation link expired or was used (410; only the confirm route answers it);
// - failed: anything else (429, an outage, no network): trying again later may work.
export type LinkOutcome = 'done' | 'invalid' | 'gone' | 'failed';

export function linkOutcome(result: { ok: true } | { ok: false; status: number }): LinkOutcome {
  if (result.ok) return 'done';
  if (result.status === 404 || result.status === 400) return 'invalid';
  if (result.status === 410) return 'gone';
  return 'failed';
}
