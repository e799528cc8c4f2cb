import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const { singleFlight } = await import('./data-cache');
const { expireFigures } = await import('./figures-cache');

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('singleFlight', () => {
  it('shares one running read between callers with the same arguments, and reads again once it ended', async () => {
    const pending = [deferred<number>(), deferred<number>()];
    let calls = 0;
    const read = singleFlight((day: string) => {
      void day;
      calls += 1;
      return pending[calls - 1]!.promise;
    });
    const first = read('2026-11-26');
    const second = read('2026-11-26');
    expect(calls).toBe(1);
    pending[0]!.resolve(7);
    await expect(Promise.all([first, second])).resolves.toEqual([7, 7]);
    const third = read('2026-11-26');
    expect(calls).toBe(2);
    pending[1]!.resolve(8);
    await expect(third).resolves.toBe(8);
  });

  it('runs reads with different arguments side by side', async () => {
    const read = vi.fn(async (day: string) => day.length);
    await Promise.all([read('a'), singleFlight(read)('bb'), singleFlight(read)('ccc')]);
    const shared = singleFlight(read);
    await Promise.all([shared('x'), shared('yy')]);
    expect(read).toHaveBeenCalledTimes(5);
  });

  it('hands a failure to every waiting caller and lets the next call try again', async () => {
    const failing = deferred<number>();
    const read = vi.fn().mockReturnValueOnce(failing.promise).mockResolvedValueOnce(3);
    const shared = singleFlight(read as (key: string) => Promise<number>);
    const first = shared('k');
    const second = shared('k');
    failing.reject(new Error('database unavailable'));
    await expect(first).rejects.toThrow('database unavailable');
    await expect(second).rejects.toThrow('database unavailable');
    await expect(shared('k')).resolves.toBe(3);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('starts a new read for a caller after a write, rather than joining one begun before it', async () => {
    const before = deferred<string>();
    const read = vi.fn().mockReturnValueOnce(before.promise).mockResolvedValueOnce('after the write');
    const shared = singleFlight(read as (key: string) => Promise<string>);
    const early = shared('k');
    expireFigures('figures:leads');
    const late = shared('k');
    before.resolve('before the write');
    await expect(early).resolves.toBe('before the write');
    await expect(late).resolves.toBe('after the write');
  });
});
