// What a public form's Server Action answers (lib/server/public-action.ts), and what the form is
// rendered from: with scripts through `useActionState`, without them as the page the server sends
// back after the post. Plain data: it crosses from the server to the browser.

import type { FieldErrors } from './result';

export type PublicFormState<R = never> = {
  // Counts the answers a form has had, so it reacts to each one (focus, the status line), a
  // repeat of the same refusal included. 0: not sent yet.
  answer: number;
  outcome: 'none' | 'sent' | 'refused';
  // The status line in the page's language: the thanks, or why nothing was sent.
  message?: string;
  fieldErrors?: FieldErrors;
  // What the form shows: what was typed after a refusal (a page rendered after a post without
  // scripts starts from it too), nothing after success.
  values: Record<string, string>;
  // What was sent, after success (the enquiry's "Continue on WhatsApp" repeats it).
  sent?: Record<string, string>;
  // What the form shows besides its status line, when its action has more to say (a booking's
  // confirmation, the free times offered instead of a taken one).
  result?: R;
};

export const NOT_SENT: PublicFormState = { answer: 0, outcome: 'none', values: {} };

// The hidden field that carries a submission's id: a retry of the same data reuses it, so the
// server stores it once (the specification's `clientId`).
export const SUBMISSION_ID_FIELD = 'clientId';
