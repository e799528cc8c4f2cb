import { describe, expect, it } from 'vitest';
import { linkOutcome } from './link-outcome';

describe('the outcome a newsletter link page shows', () => {
  it('is done on success, whatever the body', () => {
    expect(linkOutcome({ ok: true })).toBe('done');
  });

  it('is an invalid link for a token that names nobody or is malformed', () => {
    expect(linkOutcome({ ok: false, status: 404 })).toBe('invalid');
    expect(linkOutcome({ ok: false, status: 400 })).toBe('invalid');
  });

  it('is a spent link for an expired or used confirmation', () => {
    expect(linkOutcome({ ok: false, status: 410 })).toBe('gone');
  });

  it('is a failure worth retrying for rate limits, outages and no network', () => {
    for (const status of [0, 429, 500, 503]) expect(linkOutcome({ ok: false, status })).toBe('failed');
  });
});
