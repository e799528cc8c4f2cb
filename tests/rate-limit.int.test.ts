import { describe, expect, it } from 'vitest';
import { RateLimitExceeded } from '@/lib/server/errors';
import { hitRateLimit, sweepExpiredHits } from '@/lib/server/rate-limit';
import { RateLimitHit } from '@/models/rate-limit-hit';

const rule = { name: 'test', limit: 2, windowMs: 60_000 };

describe('hitRateLimit', () => {
  it('allows the limit per window, then throws with the seconds left in the window', async () => {
    const start = Date.UTC(2026, 0, 1, 12, 0, 0);
    await hitRateLimit(rule, 'a', start);
    await hitRateLimit(rule, 'a', start + 1000);
    const error = await hitRateLimit(rule, 'a', start + 15_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitExceeded);
    expect((error as RateLimitExceeded).retryAfter).toBe(45);
    // Another subject, and the next window, start from zero.
    await expect(hitRateLimit(rule, 'b', start + 15_000)).resolves.toMatch(/^[0-9a-f]{24}$/);
    await expect(hitRateLimit(rule, 'a', start + 60_000)).resolves.toMatch(/^[0-9a-f]{24}$/);
  });

  it('never lets more than the limit through, even for concurrent first hits', async () => {
    const now = Date.UTC(2026, 0, 1, 13, 0, 0);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => hitRateLimit(rule, 'burst', now)));
    const passed = results.filter((r) => r.status === 'fulfilled').length;
    expect(passed).toBeLessThanOrEqual(2);
    expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof RateLimitExceeded)).toHaveLength(6 - passed);
    await expect(hitRateLimit(rule, 'burst', now)).rejects.toBeInstanceOf(RateLimitExceeded);
  });

  it('sweeps the hits of past windows and keeps current ones', async () => {
    await RateLimitHit.deleteMany({});
    const now = Date.now();
    // Written directly: hitRateLimit itself sweeps now and then, at random.
    await RateLimitHit.create({ key: 'test:old:0', expiresAt: new Date(now - 9 * 60_000) });
    await RateLimitHit.create({ key: 'test:current:0', expiresAt: new Date(now + 60_000) });
    expect(await sweepExpiredHits(new Date(now))).toBe(1);
    expect(await RateLimitHit.countDocuments()).toBe(1);
  });
});
