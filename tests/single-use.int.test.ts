import { afterEach, describe, expect, it, vi } from 'vitest';
import { claimOnce } from '@/lib/server/auth/single-use';

// claimOnce sweeps expired claims now and then (one call in 20). A claim dated in the past by a
// caller on another clock (the newsletter's batch of a minute a test names) was swept by its own
// call, so the same minute could be claimed twice: the sending test failed about once in 20 runs.
afterEach(() => vi.restoreAllMocks());

describe('a claim', () => {
  it('is made once, even when it is already past its keeping time and the sweep runs', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const past = new Date(Date.now() - 60_000);
    expect(await claimOnce('test-claim:past', past)).toBe(true);
    expect(await claimOnce('test-claim:past', past)).toBe(false);
  });

  it('is made once by one of two callers at the same moment', async () => {
    const until = new Date(Date.now() + 60_000);
    const results = await Promise.all([claimOnce('test-claim:race', until), claimOnce('test-claim:race', until)]);
    expect(results.sort()).toEqual([false, true]);
  });
});
