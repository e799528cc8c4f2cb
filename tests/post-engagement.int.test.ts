import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as like } from '@/app/api/v1/posts/[id]/like/route';
import { POST as view } from '@/app/api/v1/posts/[id]/view/route';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { dailyViews, recordView } from '@/lib/server/posts/engagement';
import { expireFigures, LIKE_FIGURES_TAG, VIEW_FIGURES_TAG } from '@/lib/server/cache-tags';
import { Post } from '@/models/post';
import { likePost } from '@/app/(site)/lang/[locale]/blog/actions';
import { actAs } from './support/actions';

// The dashboard's cached figures are expired by the write paths (e2e/dashboard-cache.spec.ts shows
// the effect on a running server); here, which tag each write expires.
vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('@/lib/server/cache-tags', async (original) => ({ ...(await original<typeof import('@/lib/server/cache-tags')>()), expireFigures: vi.fn() }));

let postId = '';
let lastAddress = 0;

beforeAll(async () => {
  await connectDb();
  const post = await Post.create({ headline: 'Counting views', summary: 'A post whose views are counted.', category: 'General' });
  postId = post._id.toString();
});

async function call(route: typeof view, id: string, body: unknown) {
  const request = new Request(`http://localhost/api/v1/posts/${id}/x`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SOCKET_ADDRESS_HEADER]: `192.0.2.${++lastAddress}` },
    body: JSON.stringify(body),
  });
  const response = await route(request, { params: Promise.resolve({ id }) });
  return { status: response.status, body: await response.json() };
}

beforeEach(() => {
  vi.mocked(expireFigures).mockClear();
});

const visitor = (n: number) => `visitor-${String(n).padStart(12, '0')}`;

describe('POST /api/v1/posts/{id}/view', () => {
  it('counts one view per browser per day; reloading does not inflate it', async () => {
    expect(await call(view, postId, { visitorId: visitor(1) })).toEqual({ status: 200, body: { success: true, counted: true, views: 1 } });
    expect(await call(view, postId, { visitorId: visitor(1) })).toEqual({ status: 200, body: { success: true, counted: false, views: 1 } });
    expect((await call(view, postId, { visitorId: visitor(2) })).body.views).toBe(2);
    expect((await Post.findById(postId).lean())?.views).toBe(2);
  });

  it('leaves the post\'s last change alone: a view or a like is no edit (the sitemap\'s lastmod, the search\'s version)', async () => {
    const post = await Post.create({ headline: 'Read and liked', summary: 'Its text stays as written.', category: 'General' });
    const id = post._id.toString();
    expect((await call(view, id, { visitorId: visitor(3) })).body.counted).toBe(true);
    expect((await call(like, id, { visitorId: visitor(3), delta: 1 })).body.liked).toBe(true);
    const after = (await Post.findById(id).lean())!;
    expect([after.views, after.likes]).toEqual([1, 1]);
    expect(after.updatedAt.toISOString()).toBe(post.updatedAt.toISOString());
  });

  it('keeps daily buckets: the same browser counts again on another day', async () => {
    const other = await Post.create({ headline: 'Daily buckets', summary: 'Views spread over several days.', category: 'General' });
    const id = other._id.toString();
    await recordView(id, visitor(9), new Date('2026-03-01T10:00:00Z'));
    await recordView(id, visitor(9), new Date('2026-03-01T23:00:00Z'));
    await recordView(id, visitor(9), new Date('2026-03-02T08:00:00Z'));
    await recordView(id, visitor(8), new Date('2026-03-02T09:00:00Z'));
    expect(await dailyViews('2026-03-01', '2026-03-31')).toEqual([
      { day: '2026-03-01', views: 1 },
      { day: '2026-03-02', views: 2 },
    ]);
    expect((await Post.findById(id).lean())?.views).toBe(3);
  });

  it('answers 400 to a bad id or visitor id and 404 to an unknown post', async () => {
    expect((await call(view, 'nope', { visitorId: visitor(1) })).status).toBe(400);
    expect((await call(view, postId, { visitorId: 'short' })).status).toBe(400);
    expect(await call(view, '64b7f0c2a1b2c3d4e5f60718', { visitorId: visitor(1) })).toEqual({
      status: 404,
      body: { success: false, message: 'Post not found' },
    });
  });
});

describe('POST /api/v1/posts/{id}/like', () => {
  it('allows one like per browser and takes it back with -1', async () => {
    expect((await call(like, postId, { visitorId: visitor(1), delta: 1 })).body).toEqual({ success: true, liked: true, likes: 1 });
    expect((await call(like, postId, { visitorId: visitor(1), delta: 1 })).body.likes).toBe(1);
    expect((await call(like, postId, { visitorId: visitor(2), delta: 1 })).body.likes).toBe(2);
    expect((await call(like, postId, { visitorId: visitor(1), delta: -1 })).body).toEqual({ success: true, liked: false, likes: 1 });
    expect((await call(like, postId, { visitorId: visitor(1), delta: -1 })).body.likes).toBe(1);
    expect((await Post.findById(postId).lean())?.likes).toBe(1);
  });

  it('rejects any other delta', async () => {
    const result = await call(like, postId, { visitorId: visitor(3), delta: 5 });
    expect(result.status).toBe(400);
    expect(result.body.errors.delta).toEqual(['delta must be 1 or -1']);
  });
});

describe('the post page’s Like action', () => {
  it('counts one like per browser, as the route does, and refuses what the route refuses', async () => {
    const other = (await Post.create({ headline: 'Liked by the page', summary: 'A post liked through its page.', category: 'General' }))._id.toString();
    actAs(null, { [SOCKET_ADDRESS_HEADER]: '192.0.2.250' });
    expect(await likePost({ postId: other, visitorId: visitor(401), delta: 1 })).toEqual({ ok: true, liked: true, likes: 1 });
    expect(await likePost({ postId: other, visitorId: visitor(401), delta: 1 })).toEqual({ ok: true, liked: true, likes: 1 });
    expect(await likePost({ postId: other, visitorId: visitor(401), delta: -1 })).toEqual({ ok: true, liked: false, likes: 0 });
    expect(await likePost({ postId: other, visitorId: 'short', delta: 1 })).toEqual({ ok: false });
    expect(await likePost({ postId: other, visitorId: visitor(402), delta: 5 as never })).toEqual({ ok: false });
    expect(await likePost({ postId: '64b7f0c2a1b2c3d4e5f60718', visitorId: visitor(403), delta: 1 })).toEqual({ ok: false });
    expect((await Post.findById(other).lean())?.likes).toBe(0);
  });
});

describe('the dashboard figures a view or a like changes', () => {
  it('a counted view expires the view figures; a repeated one expires nothing', async () => {
    await call(view, postId, { visitorId: visitor(301) });
    expect(vi.mocked(expireFigures).mock.calls).toEqual([[VIEW_FIGURES_TAG]]);
    vi.mocked(expireFigures).mockClear();
    await call(view, postId, { visitorId: visitor(301) });
    expect(expireFigures).not.toHaveBeenCalled();
  });

  it('a like given or taken back expires the like figures; one that changes nothing expires nothing', async () => {
    await call(like, postId, { visitorId: visitor(302), delta: 1 });
    await call(like, postId, { visitorId: visitor(302), delta: 1 });
    await call(like, postId, { visitorId: visitor(302), delta: -1 });
    await call(like, postId, { visitorId: visitor(302), delta: -1 });
    expect(vi.mocked(expireFigures).mock.calls).toEqual([[LIKE_FIGURES_TAG], [LIKE_FIGURES_TAG]]);
  });
});
