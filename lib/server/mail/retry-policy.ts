// When to try a message again, and which failures are worth another try. Pure rules.

const MINUTE = 60_000;
// Delay after the 1st, 2nd, ... failed attempt; a failure after the last delay is final.
export const RETRY_DELAYS_MS = [1 * MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE, 720 * MINUTE] as const;

// attempts: how many attempts have failed so far, this one included. Null: give up.
export function nextAttemptAfter(attempts: number, now: Date): Date | null {
  const delay = RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

// A message that can never be sent as it is; raised before anything is sent.
export class UndeliverableMessage extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UndeliverableMessage';
  }
}

// A header value with CR or LF could end the header and start another (Bcc: ...). The lead forms
// already refuse them; this is the last line, whatever wrote the outbox row.
export function assertSingleLineHeaders(fields: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(fields)) {
    if (value && /[\r\n]/.test(value)) throw new UndeliverableMessage(`Refused: ${name} contains a line break`);
  }
}

type SmtpError = { code?: unknown; responseCode?: unknown; command?: unknown };

// Permanent: retrying the same message would get the same answer. A 5xx reply (RFC 5321; 503 only
// means a confused session), an address nodemailer cannot use, or our own refusal. Not permanent:
// 4xx, refused connections, timeouts, and authentication failures, which are the server's
// configuration rather than the message's fault and go through once an operator fixes it.
export function isPermanentFailure(error: unknown): boolean {
  if (error instanceof UndeliverableMessage) return true;
  const { code, responseCode, command } = (error ?? {}) as SmtpError;
  if (code === 'EAUTH' || code === 'ENOAUTH') return false;
  if (typeof responseCode === 'number') return responseCode >= 500 && responseCode < 600 && responseCode !== 503;
  // nodemailer's own check of the envelope, before talking to the server (invalid or no recipient).
  return code === 'EENVELOPE' && command === 'API';
}

export function describeFailure(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  const code = (error as SmtpError | null)?.code;
  const prefixed = typeof code === 'string' && !text.includes(code) ? `${code}: ${text}` : text;
  return prefixed.replace(/\s+/g, ' ').trim().slice(0, 500);
}
