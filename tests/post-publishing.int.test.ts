import { beforeAll, describe, expect, it, vi } from 'vitest';
import { revalidateTag } from 'next/cache';
import { GET as getPosts } from '@/app/api/v1/posts/get/route';
import { GET as getPostById } from '@/app/api/v1/posts/getById/[id]/route';
import { POST as createRoute } from '@/app/api/v1/posts/create/route';
import { PUT as updateRoute } from '@/app/api/v1/posts/update/[id]/route';
import { POST as viewRoute } from '@/app/api/v1/posts/[id]/view/route';
import { POST as likeRoute } from '@/app/api/v1/posts/[id]/like/route';
import { GET as rss } from '@/app/(site)/lang/[locale]/blog/rss.xml/route';
import { everySitemapEntry } from './support/sitemap';
import { connectDb } from '@/lib/server/db';
import { publishTimeFor } from '@/lib/server/posts/commands';
import { POSTS_CACHE_TAG } from '@/lib/server/cache-tags';
import { giveLegacyPostsAPublishTime, publicationClockJob, scheduleCameDue } from '@/lib/server/posts/publication-clock';
import { createScheduler } from '@/lib/server/scheduler';
import { EXPIRE_TAGS_KEY } from '@/platform/page-cache/expire-tags';
import { categoryCounts, getPostForStaff, listAllPosts, relatedPosts } from '@/lib/server/posts/queries';
import { toBerlinLocal } from '@/lib/time/berlin';
import { Post } from '@/models/post';
import { postWriter } from './support/post-writer';

// Drafts and posts scheduled for later reach no public route, API, feed or sitemap; a schedule
// whose time has come is public without anyone acting. Reads go straight to the database here
// (the data cache needs a running Next server; e2e/post-publishing.spec.ts covers the cached pages).
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const HOUR = 60 * 60 * 1000;
const ids: Record<string, string> = {};
const writer = postWriter({ email: 'publisher@example.com' }, { width: 800, height: 500, background: '#1e40af' });

beforeAll(async () => {
  await connectDb();
  const now = Date.now();
  const posts = [
    { key: 'out', headline: 'Published visa guide', status: 'published', publishAt: new Date(now - 2 * HOUR) },
    { key: 'draft', headline: 'Draft visa guide', status: 'draft' },
    { key: 'later', headline: 'Scheduled visa guide', status: 'scheduled', publishAt: new Date(now + 24 * HOUR) },
    { key: 'due', headline: 'Due visa guide', status: 'scheduled', publishAt: new Date(now - HOUR) },
  ] as const;
  for (const { key, ...post } of posts) {
    const created = await Post.create({ ...post, summary: 'Everything about the visa for this test.', category: 'Visa', image: 'x.webp' });
    ids[key] = created._id.toString();
  }
});

const publicHeadlines = ['Due visa guide', 'Published visa guide'];

function form(fields: Record<string, string>) {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.set(key, value);
  body.set('image', new Blob([new Uint8Array(writer.png)], { type: 'image/png' }), 'cover.png');
  return body;
}

async function create(fields: Record<string, string>) {
  const request = new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: writer.session, body: form(fields) });
  const response = await createRoute(request, {});
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field
  return { status: response.status, body: (await response.json()) as Record<string, any> };
}

const valid = { headline: 'Working student rules', summary: 'Twenty hours a week during the semester.', category: 'Career' };

describe('what the public sees', () => {
  it('lists only published posts and schedules whose time has come, newest out first', async () => {
    const response = await getPosts(new Request('http://localhost/api/v1/posts/get?q=visa+guide'), {});
    const body = (await response.json()) as { headline: string; status: string }[];
    expect(body.map((post) => post.headline)).toEqual(publicHeadlines);
    expect(body.map((post) => post.status)).toEqual(['scheduled', 'published']);
  });

  it('answers 404 for a draft or a schedule to come by id, and serves the others', async () => {
    const byId = async (id: string) => (await getPostById(new Request(`http://localhost/api/v1/posts/getById/${id}`), { params: Promise.resolve({ id }) })).status;
    expect(await byId(ids.draft!)).toBe(404);
    expect(await byId(ids.later!)).toBe(404);
    expect(await byId(ids.out!)).toBe(200);
    expect(await byId(ids.due!)).toBe(200);
  });

  it('leaves them out of the category counts, related posts, feed and sitemap', async () => {
    expect((await categoryCounts()).find((entry) => entry.name === 'Visa')?.count).toBe(2);
    const related = await relatedPosts({ _id: ids.out!, category: 'Visa' });
    expect(related.map((post) => post.headline)).toEqual(['Due visa guide']);
    const feed = await (await rss(new Request('http://localhost/blog/rss.xml'), { params: Promise.resolve({ locale: 'en' }) })).text();
    expect(feed).toContain('Published visa guide');
    expect(feed).not.toContain('Draft visa guide');
    expect(feed).not.toContain('Scheduled visa guide');
    const urls = (await everySitemapEntry()).map((entry) => entry.url);
    expect(urls.some((url) => url.endsWith(ids.out!))).toBe(true);
    expect(urls.some((url) => url.endsWith(ids.draft!) || url.endsWith(ids.later!))).toBe(false);
  });

  it('counts no view or like on a post that is not out', async () => {
    for (const route of [viewRoute, likeRoute]) {
      const body = JSON.stringify({ visitorId: 'visitor-000000000001', delta: 1 });
      const request = new Request('http://localhost/api/v1/posts/x', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect((await route(request, { params: Promise.resolve({ id: ids.draft! }) })).status).toBe(404);
    }
  });

  it('shows staff every post with its state', async () => {
    const all = await listAllPosts();
    expect(all.find((post) => post._id === ids.draft)?.status).toBe('draft');
    expect((await getPostForStaff(ids.later!))?.headline).toBe('Scheduled visa guide');
  });
});

describe('the publication clock', () => {
  it('notices a schedule whose time fell in the window since its last look', async () => {
    const publishAt = (await Post.findById(ids.due).lean())!.publishAt!.getTime();
    expect(await scheduleCameDue(new Date(publishAt - 5000), new Date(publishAt + 5000))).toBe(true);
    expect(await scheduleCameDue(new Date(publishAt), new Date(publishAt + 5000))).toBe(false);
    expect(await scheduleCameDue(new Date(publishAt + 1), new Date(publishAt + 5000))).toBe(false);
  });

  it('expires the cached blog once when a schedule comes due, and after a failed look still notices it at the next', async () => {
    // The page cache's expiry function, as the handler leaves it in a running server.
    const expire = vi.fn();
    // Outside a request, as the clock runs, Next's revalidateTag throws (it needs the request's store).
    vi.mocked(revalidateTag).mockImplementation(() => {
      throw new Error('revalidateTag outside a request');
    });
    const holder = globalThis as typeof globalThis & { [EXPIRE_TAGS_KEY]?: (tags: string[]) => void };
    holder[EXPIRE_TAGS_KEY] = expire;
    const scheduler = createScheduler();
    scheduler.add(publicationClockJob());
    const look = () => scheduler.runNow('publication clock');
    const failedLook = vi.spyOn(Post, 'exists');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let soonId: unknown;
    try {
      // Nothing came due since the clock started (the due post's time is an hour back).
      await look();
      expect(expire).not.toHaveBeenCalled();
      const lookedAt = Date.now();
      await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(lookedAt));
      // A schedule whose time comes after that look.
      const soon = await Post.create({ headline: 'Soon visa guide', summary: 'Goes out now.', category: 'Visa', image: 'x.webp', status: 'scheduled', publishAt: new Date() });
      soonId = soon._id;
      // The look that would have seen it fails; the next one covers the time since the last that worked.
      failedLook.mockRejectedValueOnce(new Error('lost'));
      await look();
      expect(expire).not.toHaveBeenCalled();
      expect(logged).toHaveBeenCalledWith('[publication clock] failed: lost', expect.any(Error));
      await look();
      expect(expire).toHaveBeenCalledTimes(1);
      expect(expire).toHaveBeenCalledWith([POSTS_CACHE_TAG]);
      await look();
      expect(expire).toHaveBeenCalledTimes(1);
    } finally {
      failedLook.mockRestore();
      logged.mockRestore();
      delete holder[EXPIRE_TAGS_KEY];
      vi.mocked(revalidateTag).mockReset();
      await Post.deleteOne({ _id: soonId });
    }
  });

  it('dates posts stored before statuses existed by when they were made, once', async () => {
    const createdAt = new Date('2025-05-05T10:00:00Z');
    const { insertedId } = await Post.collection.insertOne({
      headline: 'Legacy post',
      summary: 'Stored before statuses existed.',
      category: 'General',
      tags: [],
      views: 0,
      likes: 0,
      createdAt,
      updatedAt: createdAt,
    });
    expect(await giveLegacyPostsAPublishTime()).toBe(1);
    expect((await Post.findById(insertedId).lean())?.publishAt?.toISOString()).toBe(createdAt.toISOString());
    expect(await giveLegacyPostsAPublishTime()).toBe(0);
  });
});

describe('the write API', () => {
  it('publishes when no status is given, as before', async () => {
    const { status, body } = await create(valid);
    expect(status).toBe(201);
    expect(body.data.status).toBe('published');
    expect(Math.abs(new Date(body.data.publishAt).getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('keeps a draft out of sight and schedules a post for a Berlin time', async () => {
    const draft = await create({ ...valid, headline: 'A draft', status: 'draft' });
    expect(draft.status).toBe(201);
    expect(draft.body.data).toMatchObject({ status: 'draft', publishAt: null });

    const when = new Date(Date.now() + 3 * 24 * HOUR);
    when.setUTCSeconds(0, 0);
    const scheduled = await create({ ...valid, headline: 'Scheduled', status: 'scheduled', publishAt: toBerlinLocal(when) });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.data).toMatchObject({ status: 'scheduled', publishAt: when.toISOString() });
    const iso = await create({ ...valid, headline: 'Scheduled by an API client', status: 'scheduled', publishAt: when.toISOString() });
    expect(iso.body.data.publishAt).toBe(when.toISOString());
  });

  it('answers 400 with field errors for an unknown status or a time that cannot be', async () => {
    const unknown = await create({ ...valid, status: 'live' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors.status).toEqual(['Status must be one of draft, scheduled, published']);
    const cases: { fields: Record<string, string>; message: string }[] = [
      { fields: { status: 'scheduled' }, message: 'Choose when the post goes live' },
      { fields: { status: 'scheduled', publishAt: '2020-01-01T10:00' }, message: 'A scheduled time must be in the future' },
      { fields: { status: 'scheduled', publishAt: 'next Monday' }, message: 'Enter a date and time, for example 2026-12-01T09:00 (Berlin time)' },
      { fields: { status: 'published', publishAt: new Date(Date.now() + 24 * HOUR).toISOString() }, message: 'A time in the future is a schedule: choose "Scheduled"' },
    ];
    for (const { fields, message } of cases) {
      const { status, body } = await create({ ...valid, ...fields });
      expect(status, JSON.stringify(fields)).toBe(400);
      expect(body.errors.publishAt).toEqual([message]);
    }
  });

  it('publishing a draft later dates it then; saving a published post keeps its date', async () => {
    const draft = await create({ ...valid, headline: 'Draft to publish', status: 'draft' });
    const id = draft.body.data._id as string;
    const update = async (fields: Record<string, string>) => {
      const body = new FormData();
      for (const [key, value] of Object.entries(fields)) body.set(key, value);
      const request = new Request(`http://localhost/api/v1/posts/update/${id}`, { method: 'PUT', headers: writer.session, body });
      return (await (await updateRoute(request, { params: Promise.resolve({ id }) })).json()) as { data: { status: string; publishAt: string } };
    };
    const published = await update({ ...valid, headline: 'Draft to publish', status: 'published' });
    expect(published.data.status).toBe('published');
    const again = await update({ ...valid, headline: 'Draft to publish, edited' });
    expect(again.data.publishAt).toBe(published.data.publishAt);
  });
});

describe('search fields, alt text and review date', () => {
  it('stores the overrides, keeps a hidden post out of the sitemap, and clears an override left empty', async () => {
    const { status, body } = await create({
      ...valid,
      headline: 'Search fields post',
      imageAlt: 'A student at a desk',
      seoTitle: 'Working student rules 2027',
      seoDescription: 'How many hours students may work in Germany.',
      noindex: 'true',
      reviewed: 'true',
    });
    expect(status).toBe(201);
    expect(body.data).toMatchObject({
      imageAlt: 'A student at a desk',
      seoTitle: 'Working student rules 2027',
      seoDescription: 'How many hours students may work in Germany.',
      noindex: true,
    });
    expect(Math.abs(new Date(body.data.reviewedAt).getTime() - Date.now())).toBeLessThan(60_000);
    const urls = (await everySitemapEntry()).map((entry) => entry.url);
    expect(urls.some((url) => url.endsWith(`/blog/${body.data.slug}`))).toBe(false);

    const id = body.data._id as string;
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...valid, headline: 'Search fields post' })) form.set(key, value);
    const request = new Request(`http://localhost/api/v1/posts/update/${id}`, { method: 'PUT', headers: writer.session, body: form });
    const updated = (await (await updateRoute(request, { params: Promise.resolve({ id }) })).json()) as { data: Record<string, unknown> };
    expect(updated.data).toMatchObject({ imageAlt: null, seoTitle: null, seoDescription: null, noindex: false });
    // The review date stays until staff mark the content as checked again.
    expect(updated.data.reviewedAt).toBe(body.data.reviewedAt);
  });

  it('answers 400 with field errors for values out of bounds', async () => {
    const { status, body } = await create({ ...valid, seoTitle: 'x'.repeat(71), seoDescription: 'y'.repeat(161), noindex: 'yes', imageAlt: 'z'.repeat(201) });
    expect(status).toBe(400);
    expect(Object.keys(body.errors).sort()).toEqual(['imageAlt', 'noindex', 'seoDescription', 'seoTitle']);
  });
});

describe('publishTimeFor', () => {
  const now = new Date('2026-11-24T10:00:00Z');
  const earlier = new Date('2026-11-01T10:00:00Z');
  it('keeps the time a published post went out, dates a newly published one now, leaves drafts alone', () => {
    expect(publishTimeFor({ status: 'published', publishAt: undefined }, { status: 'published', publishAt: earlier }, now)).toBe(earlier);
    expect(publishTimeFor({ status: 'published', publishAt: undefined }, { status: 'draft', publishAt: earlier }, now)).toBe(now);
    expect(publishTimeFor({ status: 'published', publishAt: undefined }, null, now)).toBe(now);
    expect(publishTimeFor({ status: 'draft', publishAt: undefined }, null, now)).toBeUndefined();
    expect(publishTimeFor({ status: 'scheduled', publishAt: earlier }, null, now)).toBe(earlier);
  });
});
