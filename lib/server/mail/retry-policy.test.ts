import { describe, expect, it } from 'vitest';
import { assertSingleLineHeaders, describeFailure, isPermanentFailure, nextAttemptAfter, UndeliverableMessage } from './retry-policy';

const smtpError = (fields: Record<string, unknown>) => Object.assign(new Error('smtp'), fields);

describe('nextAttemptAfter', () => {
  it('waits 1 min, 5 min, 30 min, 2 h, 12 h, then gives up', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    const minutes = [1, 2, 3, 4, 5].map((n) => ((nextAttemptAfter(n, now)?.getTime() ?? 0) - now.getTime()) / 60_000);
    expect(minutes).toEqual([1, 5, 30, 120, 720]);
    expect(nextAttemptAfter(6, now)).toBeNull();
  });
});

describe('isPermanentFailure', () => {
  it.each([
    ['550 mailbox unavailable', smtpError({ code: 'EENVELOPE', responseCode: 550, command: 'RCPT TO' }), true],
    ['552 message too large', smtpError({ code: 'EMESSAGE', responseCode: 552 }), true],
    ['an address nodemailer refuses', smtpError({ code: 'EENVELOPE', command: 'API' }), true],
    ['a header with a line break', new UndeliverableMessage('Refused'), true],
    ['450 mailbox busy', smtpError({ code: 'EENVELOPE', responseCode: 450 }), false],
    ['421 service not available', smtpError({ code: 'EPROTOCOL', responseCode: 421 }), false],
    ['503 bad sequence', smtpError({ code: 'EPROTOCOL', responseCode: 503 }), false],
    ['535 authentication failed', smtpError({ code: 'EAUTH', responseCode: 535 }), false],
    ['a refused connection', smtpError({ code: 'ESOCKET' }), false],
    ['a timeout', smtpError({ code: 'ETIMEDOUT' }), false],
    ['something else', new Error('boom'), false],
  ])('%s → %s', (_label, error, permanent) => {
    expect(isPermanentFailure(error)).toBe(permanent);
  });
});

it('refuses CR or LF in any header field', () => {
  expect(() => assertSingleLineHeaders({ to: 'a@b.de', replyTo: undefined, subject: 'Hi – there' })).not.toThrow();
  expect(() => assertSingleLineHeaders({ subject: 'Hi\rBcc: x@evil.test' })).toThrow('Refused: subject contains a line break');
  expect(() => assertSingleLineHeaders({ replyTo: 'a@b.de\nBcc: x@evil.test' })).toThrow(UndeliverableMessage);
});

it('describes a failure on one line with its code, capped', () => {
  expect(describeFailure(smtpError({ code: 'ESOCKET', message: 'connect ECONNREFUSED\n127.0.0.1:25' }))).toBe('ESOCKET: connect ECONNREFUSED 127.0.0.1:25');
  expect(describeFailure(new Error('x'.repeat(900)))).toHaveLength(500);
});
