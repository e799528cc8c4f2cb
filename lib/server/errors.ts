import 'server-only';

// What domain code (lib/server) reports when it refuses something. No HTTP here: the edge
// (toErrorResponse in lib/server/http.ts) turns each kind into its status. The message is safe to
// show to the caller.
export type DomainErrorKind =
  | 'invalid' // the input cannot be acted on (400)
  | 'unauthenticated' // no or wrong credentials (401)
  | 'not-found' // 404
  | 'conflict' // the current state does not allow it (409)
  | 'too-large' // 413
  | 'unsupported-type' // 415
  | 'unreadable' // well-typed but damaged content (422)
  | 'rate-limited'; // 429

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    // Messages per input field, when the refusal is about particular fields.
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

// Too many attempts: says when the caller may try again.
export class RateLimitExceeded extends DomainError {
  constructor(readonly retryAfter: number) {
    super('rate-limited', 'Too many requests. Please wait a moment and try again.');
    this.name = 'RateLimitExceeded';
  }
}
