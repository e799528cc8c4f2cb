import { beforeAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import { postListAnswer } from '@/lib/server/posts/post-list-answer';
import { Post } from '@/models/post';

// GET /api/v1/posts/get's body: one cached string for a list up to a bound, a stream read from a
// cursor a batch at a time above it (issue 42: the whole list of 10,000 posts as one string
// killed an instance). The stream must say exactly what the cached string says.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const day = (n: number) => new Date(Date.UTC(2026, 5, 1, n));

beforeAll(async () => {
  await connectDb();
  // More than one batch of 100, in two categories, with texts outside ASCII.
  await Post.insertMany(
    Array.from({ length: 230 }, (_, index) => ({
      headline: `Stream post ${index} – Übersicht`,
      summary: `Text ${index}: Anmeldung, Aufenthaltstitel und “quotes”.`,
      category: index % 3 === 0 ? 'Visa' : 'Education',
      createdAt: day(index % 24),
      updatedAt: day(index % 24),
    })),
  );
});

async function text(body: BodyInit): Promise<string> {
  return new Response(body).text();
}

describe('the post list’s answer', () => {
  it.each([{}, { sort: 'oldest' as const }, { category: 'visa' }, { q: 'stream post 1' }, { category: 'no-such-category' }])(
    'streamed above the bound, it is the cached answer character for character (%j)',
    async (query) => {
      const cached = await text(await postListAnswer(query));
      const streamed = await postListAnswer(query, { cachedUpTo: -1 });
      expect(streamed).toBeInstanceOf(ReadableStream);
      const body = await text(streamed);
      expect(body).toBe(cached);
      expect(Array.isArray(JSON.parse(body))).toBe(true);
      expect(body).toMatch(/^[\x00-\x7f]*$/);
    },
  );

  it('a page with a limit is always the cached string', async () => {
    expect(typeof (await postListAnswer({ limit: 5, page: 2 }, { cachedUpTo: -1 }))).toBe('string');
  });

  it('more streams than may run at once all finish, and those given up half read free their turns', async () => {
    // As many as may run at once, each given up after its first batch: a turn not given back
    // would leave the five below waiting for good.
    for (let index = 0; index < 2; index += 1) {
      const reader = ((await postListAnswer({}, { cachedUpTo: -1 })) as ReadableStream<Uint8Array>).getReader();
      await reader.read();
      await reader.cancel();
    }
    const expected = await text(await postListAnswer({}));
    const bodies = await Promise.all(Array.from({ length: 5 }, async () => text(await postListAnswer({}, { cachedUpTo: -1 }))));
    expect(bodies).toEqual(Array(5).fill(expected));
  });

  it('a request whose client left while it waited for its turn reads nothing and takes no turn', async () => {
    // Both turns taken and held: the requests below wait.
    const held = await Promise.all([0, 1].map(async () => ((await postListAnswer({}, { cachedUpTo: -1 })) as ReadableStream<Uint8Array>).getReader()));
    const gone = new AbortController();
    const leaving = postListAnswer({}, { cachedUpTo: -1, signal: gone.signal });
    const staying = postListAnswer({}, { cachedUpTo: -1 });
    gone.abort();
    expect(await leaving).toBe('');
    // A client gone before it asked never queues.
    expect(await postListAnswer({}, { cachedUpTo: -1, signal: gone.signal })).toBe('');
    for (const reader of held) await reader.cancel();
    // The one still there got the turn the leaver would have had, and the whole list.
    expect(JSON.parse(await text(await staying))).toEqual(JSON.parse(await text(await postListAnswer({}))));
  });
});
