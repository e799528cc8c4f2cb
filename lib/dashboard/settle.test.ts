import { describe, expect, it, vi } from 'vitest';
import { settledValue } from './settle';

describe('settledValue', () => {
  it('passes a loaded section through and logs a failed one as null', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const [ok, failed] = await Promise.allSettled([Promise.resolve(3), Promise.reject(new Error('db down'))]);
    expect(settledValue('stats', ok)).toBe(3);
    expect(settledValue('charts', failed)).toBeNull();
    expect(error).toHaveBeenCalledWith('Dashboard section "charts" could not be loaded', expect.any(Error));
    error.mockRestore();
  });
});
