import { describe, expect, it, vi } from 'vitest';

vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidateTag: vi.fn() }));

const { expireCachedReads, memoryCachedRead, OUTAGE_HOLD_MS, singleFlight } = await import('./data-cache');
const { DatabaseUnavailable } = await import('./db');
const { expireFigures } = await import('./cache-tags');

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

  it('answers an outage with the same error at once for a moment, then reads again; other failures are not held', async () => {
    let now = 1_000_000;
    let calls = 0;
    let failWith: Error | null = new DatabaseUnavailable('Ping failed');
    const read = singleFlight(async (id: string) => {
      calls += 1;
      if (failWith) throw failWith;
      return `post ${id}`;
    }, () => now);
    const outage = await read('a').catch((error: unknown) => error);
    expect(outage).toBeInstanceOf(DatabaseUnavailable);
    now += OUTAGE_HOLD_MS - 1;
    expect(await read('a').catch((error: unknown) => error)).toBe(outage);
    expect(calls).toBe(1);
    // Other arguments are read as usual.
    failWith = null;
    expect(await read('b')).toBe('post b');
    now += 1;
    expect(await read('a')).toBe('post a');
    expect(calls).toBe(3);
    // A failure that is no outage (a bug, a bad value) is never held.
    failWith = new Error('not an outage');
    await expect(read('c')).rejects.toThrow('not an outage');
    failWith = null;
    expect(await read('c')).toBe('post c');
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

describe('memoryCachedRead', () => {
  const clock = () => {
    let now = 1_000_000;
    return { now: () => now, advance: (seconds: number) => (now += seconds * 1000) };
  };

  it('reads once for concurrent callers, then answers from memory until the tag expires', async () => {
    const read = vi.fn(async (locale: string) => [`${locale}-${read.mock.calls.length}`]);
    const cached = memoryCachedRead(read, { tag: 'memo:a', revalidate: 60, waitAfterWriteMs: 1000 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => cached('en')));
    expect(read).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    expect(await cached('en')).toBe(answers[0]);
    expect(read).toHaveBeenCalledTimes(1);
    await cached('de');
    expect(read).toHaveBeenCalledTimes(2);
    expireCachedReads('memo:a');
    expect(await cached('en')).toEqual(['en-3']);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('answers a value older than its lifetime at once and refreshes it once behind the answer', async () => {
    const time = clock();
    const refreshed = deferred<string>();
    const read = vi.fn().mockResolvedValueOnce('first').mockReturnValueOnce(refreshed.promise);
    const cached = memoryCachedRead(read as () => Promise<string>, { tag: 'memo:b', revalidate: 60, waitAfterWriteMs: 1000 }, time.now);
    expect(await cached()).toBe('first');
    time.advance(61);
    expect(await cached()).toBe('first');
    expect(await cached()).toBe('first');
    expect(read).toHaveBeenCalledTimes(2);
    refreshed.resolve('second');
    await refreshed.promise;
    expect(await cached()).toBe('second');
  });

  it('keeps the last good value when a read fails, and fails when it has none', async () => {
    const read = vi.fn().mockRejectedValueOnce(new Error('database unavailable')).mockResolvedValueOnce('good').mockRejectedValueOnce(new Error('database unavailable'));
    const cached = memoryCachedRead(read as () => Promise<string>, { tag: 'memo:c', revalidate: 60, waitAfterWriteMs: 1000 });
    await expect(cached()).rejects.toThrow('database unavailable');
    expect(await cached()).toBe('good');
    expireCachedReads('memo:c');
    expect(await cached()).toBe('good');
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('does not let a caller after a write join the read begun before it', async () => {
    const before = deferred<string>();
    const read = vi.fn().mockReturnValueOnce(before.promise).mockResolvedValueOnce('after the write');
    const cached = memoryCachedRead(read as () => Promise<string>, { tag: 'memo:d', revalidate: 60, waitAfterWriteMs: 1000 });
    const early = cached();
    expireCachedReads('memo:d');
    const late = cached();
    before.resolve('before the write');
    expect(await early).toBe('before the write');
    expect(await late).toBe('after the write');
    expect(await cached()).toBe('after the write');
  });

  it('after a write, answers the last value when the new read takes longer than it may wait, and the new one once it lands', async () => {
    vi.useFakeTimers();
    try {
      const slow = deferred<string>();
      const read = vi.fn().mockResolvedValueOnce('before').mockReturnValueOnce(slow.promise);
      const cached = memoryCachedRead(read as () => Promise<string>, { tag: 'memo:e', revalidate: 60, waitAfterWriteMs: 1000 });
      expect(await cached()).toBe('before');
      expireCachedReads('memo:e');
      const waiting = cached();
      await vi.advanceTimersByTimeAsync(1000);
      expect(await waiting).toBe('before');
      slow.resolve('after');
      await vi.advanceTimersByTimeAsync(0);
      expect(await cached()).toBe('after');
      expect(read).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });
});
