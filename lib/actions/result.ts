// What every back-office Server Action answers (lib/server/admin-action.ts), read by the form kit
// (components/ui/form/). Plain data: it crosses from the server to the browser.

export type FieldErrors = Record<string, string[]>;

// Why an action was refused: the domain error kinds (lib/server/errors.ts), plus what the wrapper
// itself refuses (`forbidden`: a foreign origin or a role without the capability), a database
// outage (`unavailable`) and anything unexpected (`error`, logged on the server with its id).
export type ActionFailureCode =
  | 'invalid'
  | 'unauthenticated'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'too-large'
  | 'unsupported-type'
  | 'unreadable'
  | 'rate-limited'
  | 'unavailable'
  | 'error';

export type ActionFailure = { ok: false; code: ActionFailureCode; message: string; fieldErrors?: FieldErrors };
export type ActionResult<T = void> = { ok: true; data: T } | ActionFailure;

// A Server Action as a client component receives it.
export type Action<Input, T = void> = (input: Input) => Promise<ActionResult<T>>;
