import { describe, expect, it } from 'vitest';
import { deliveryText, messageExcerpt } from './format';

const base = { attempts: 0, lastError: null, sentAt: null, nextAttemptAt: null };

describe('deliveryText', () => {
  it('says when an e-mail was never queued', () => {
    expect(deliveryText(null)).toBe('Not queued');
  });

  it('gives the attempts and the next attempt while pending', () => {
    const text = deliveryText({ ...base, state: 'pending', attempts: 2, nextAttemptAt: '2025-03-01T09:30:00.000Z' });
    expect(text).toBe(`Pending (2 attempts so far), next attempt 1 Mar 2025, 10:30`);
    expect(deliveryText({ ...base, state: 'pending', attempts: 1 })).toBe('Pending (1 attempt so far)');
  });

  it('gives the time of a sent e-mail and the error of a failed one', () => {
    expect(deliveryText({ ...base, state: 'sent', sentAt: '2025-03-01T09:30:00.000Z' })).toBe(`Sent 1 Mar 2025, 10:30`);
    expect(deliveryText({ ...base, state: 'failed', lastError: 'Mailbox unavailable' })).toBe('Failed: Mailbox unavailable');
  });
});

describe('messageExcerpt', () => {
  it('keeps a short message on one line', () => {
    expect(messageExcerpt('Hello\n\nI need a visa.')).toBe('Hello I need a visa.');
  });

  it('cuts a long message at a word end and adds an ellipsis', () => {
    const excerpt = messageExcerpt(`${'word '.repeat(40)}end`, 30);
    expect(excerpt).toBe('word word word word word word…');
  });
});
