import { beforeAll, describe, expect, it, vi } from 'vitest';
import { GET as getPosts } from '@/app/api/v1/posts/get/route';
import { GET as getPostById } from '@/app/api/v1/posts/getById/[id]/route';
import { GET as getUpload } from '@/app/uploads/[filename]/route';
import { connectDb } from '@/lib/server/db';
import { categoryCounts, relatedPosts } from '@/lib/server/posts/queries';
import { saveImage } from '@/lib/server/storage';
import { Post } from '@/models/post';
import { UNSET_POST_FIELDS } from './support/unset-post-fields';

// The list is read through Next's data cache, which needs a running Next server; the tests check
// the query behind it.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const day = (n: number) => new Date(Date.UTC(2026, 9, n));
const ids: Record<string, string> = {};

beforeAll(async () => {
  await connectDb();
  const posts = [
    { headline: 'Opportunity Card points', summary: 'How the points system works for job seekers.', category: 'Immigration', createdAt: day(5) },
    { headline: 'Student visa basics', summary: 'Blocked account, admission letter and insurance.', category: 'Visa', createdAt: day(3) },
    { headline: 'Regex (a+)+$ in a title', summary: 'A headline with special characters .* inside.', category: 'Education', createdAt: day(1) },
    { headline: 'Family reunification', summary: 'What spouses should prepare for the VISA appointment.', category: 'Immigration', createdAt: day(7) },
    { headline: 'Blue Card guide', summary: 'Salary thresholds change every year.', category: 'Immigration', createdAt: day(2) },
  ] as const;
  for (const post of posts) {
    const created = await Post.create({ ...post, updatedAt: post.createdAt });
    ids[post.headline] = created._id.toString();
  }
});

async function list(query = '') {
  const response = await getPosts(new Request(`http://localhost/api/v1/posts/get${query}`), {});
  return { status: response.status, body: await response.json() };
}

const headlines = (body: { headline: string }[]) => body.map((post) => post.headline);

describe('GET /api/v1/posts/get', () => {
  it('answers every post as an array, newest first, with the fields of SPEC section 3', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(headlines(body)).toEqual([
      'Family reunification',
      'Opportunity Card points',
      'Student visa basics',
      'Blue Card guide',
      'Regex (a+)+$ in a title',
    ]);
    expect(body[0]).toEqual({
      _id: ids['Family reunification'],
      headline: 'Family reunification',
      summary: 'What spouses should prepare for the VISA appointment.',
      // Beyond SPEC: the start of the text without Markdown syntax, for previews.
      excerpt: 'What spouses should prepare for the VISA appointment.',
      category: 'Immigration',
      image: null,
      tags: [],
      views: 0,
      likes: 0,
      readTime: null,
      // Beyond SPEC: the address (a post stored without one is found by its id), and the
      // publishing state: a post saved without a time went out when it was made.
      slug: ids['Family reunification'],
      ...UNSET_POST_FIELDS,
      status: 'published',
      publishAt: day(7).toISOString(),
      createdAt: day(7).toISOString(),
      updatedAt: day(7).toISOString(),
      // Beyond SPEC: the post's language (stored without one: English) and its translation group
      // (without one: its own id).
      locale: 'en',
      translationGroup: ids['Family reunification'],
    });
  });

  it('searches headline and summary case-insensitively', async () => {
    expect(headlines((await list('?q=visa')).body)).toEqual(['Family reunification', 'Student visa basics']);
  });

  it('treats the search text as a literal, never as a regular expression', async () => {
    expect(headlines((await list(`?q=${encodeURIComponent('(a+)+$')}`)).body)).toEqual(['Regex (a+)+$ in a title']);
    expect(headlines((await list(`?q=${encodeURIComponent('.*')}`)).body)).toEqual(['Regex (a+)+$ in a title']);
    expect((await list(`?q=${encodeURIComponent('[')}`)).body).toEqual([]);
  });

  it('filters by category name or chip id, and "all" means every post', async () => {
    expect(headlines((await list('?category=Immigration')).body)).toHaveLength(3);
    expect(headlines((await list('?category=immigration&sort=oldest')).body)).toEqual([
      'Blue Card guide',
      'Opportunity Card points',
      'Family reunification',
    ]);
    expect((await list('?category=all')).body).toHaveLength(5);
    expect((await list('?category=unknown')).body).toEqual([]);
  });

  it('pages with page and limit', async () => {
    expect(headlines((await list('?limit=2')).body)).toEqual(['Family reunification', 'Opportunity Card points']);
    expect(headlines((await list('?limit=2&page=3')).body)).toEqual(['Regex (a+)+$ in a title']);
  });

  it.each([['?limit=101'], ['?limit=0'], ['?page=0&limit=5'], ['?sort=random'], ['?limit=abc'], [`?q=${'x'.repeat(101)}`]])(
    'answers 400 to %s',
    async (query) => {
      const { status, body } = await list(query);
      expect(status).toBe(400);
      expect(body.success).toBe(false);
      expect(body.message).toBe('Invalid query parameters');
      expect(body.errors).toBeTypeOf('object');
    },
  );
});

describe('GET /api/v1/posts/getById/{id}', () => {
  const byId = async (id: string) => {
    const response = await getPostById(new Request(`http://localhost/api/v1/posts/getById/${id}`), { params: Promise.resolve({ id }) });
    return { status: response.status, body: await response.json() };
  };

  it('answers one post', async () => {
    const { status, body } = await byId(ids['Student visa basics']!);
    expect(status).toBe(200);
    expect(body.headline).toBe('Student visa basics');
  });

  it('answers 400 to an id that is not an ObjectId and 404 to an unknown one', async () => {
    expect(await byId('not-an-id')).toEqual({ status: 400, body: { success: false, message: 'Invalid post id' } });
    expect(await byId('64b7f0c2a1b2c3d4e5f60718')).toEqual({ status: 404, body: { success: false, message: 'Post not found' } });
  });
});

describe('category counts and related posts', () => {
  it('counts over all posts, only categories that have posts', async () => {
    expect(await categoryCounts()).toEqual([
      { id: 'immigration', name: 'Immigration', count: 3 },
      { id: 'education', name: 'Education', count: 1 },
      { id: 'visa', name: 'Visa', count: 1 },
    ]);
  });

  it('relates up to three posts of the same category, not the post itself', async () => {
    const related = await relatedPosts({ _id: ids['Family reunification']!, category: 'Immigration' });
    expect(headlines(related)).toEqual(['Opportunity Card points', 'Blue Card guide']);
  });
});

describe('GET /uploads/{filename}', () => {
  const fetchUpload = (filename: string, headers: Record<string, string> = {}) =>
    getUpload(new Request(`http://localhost/uploads/${filename}`, { headers }), { params: Promise.resolve({ filename }) });

  it('serves a stored image with its type, a long immutable cache and an ETag', async () => {
    const data = Buffer.from('RIFF\x00\x00\x00\x00WEBPVP8 fake', 'binary');
    const name = await saveImage(data, 'webp');
    const response = await fetchUpload(name);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(data);
    const etag = response.headers.get('etag')!;
    expect((await fetchUpload(name, { 'if-none-match': etag })).status).toBe(304);
  });

  it.each([['..%2F..%2Fetc%2Fpasswd'], ['../secret.webp'], ['a/b.webp'], ['image.svg'], ['x.webp']])('answers 400 to the name %s', async (name) => {
    const response = await fetchUpload(name);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: 'Invalid file name' });
  });

  it('answers 404 to a valid name that is not stored', async () => {
    const response = await fetchUpload('0f8fad5b-d9cb-469f-a165-70867728950e.webp');
    expect(response.status).toBe(404);
  });
});
