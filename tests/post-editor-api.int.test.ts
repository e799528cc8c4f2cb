import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { addPost, previewPost, savePost } from '@/app/(admin)/admin/blogs/actions';
import { POST as uploadRoute } from '@/app/api/v1/uploads/route';
import { DatabaseUnavailable } from '@/lib/server/db';
import { UNAVAILABLE_MESSAGE } from '@/lib/server/http';
import { listRevisions } from '@/lib/server/posts/revisions';
import { readImage } from '@/lib/server/storage';
import { POST_MESSAGES, type PostSaveInput } from '@/lib/posts/post';
import { AuditEntry } from '@/models/audit-entry';
import { Post } from '@/models/post';
import { actAs, dataOf } from './support/actions';
import { postWriter } from './support/post-writer';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The editor's calls: the live preview (rendered as the post page renders), images (the cover,
// images for the text: /api/v1/uploads) and the saves, which name the uploaded cover.
const writer = postWriter({ email: 'editor-api@example.com', name: 'Edda Editor' }, { width: 640, height: 400, background: '#0f766e' });

async function upload(file: Blob | null, headers = writer.session) {
  const body = new FormData();
  if (file) body.set('image', file, 'picture.png');
  const response = await uploadRoute(new Request('http://localhost/api/v1/uploads', { method: 'POST', headers, body }), {});
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: { name: string; url: string } } };
}

async function uploadedCover() {
  return (await upload(new Blob([new Uint8Array(await writer.newCover())], { type: 'image/png' }))).body.data!.name;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
type Input = any;
const create = (input: Input) => (actAs(writer.token), addPost(input as PostSaveInput));
const update = (id: string, input: Input) => (actAs(writer.token), savePost(id, input as PostSaveInput));
const valid = { headline: 'Anmeldung in Berlin', summary: 'Register your address within 14 days.', category: 'Germany', tags: 'Berlin, Anmeldung', imageAlt: 'A form on a desk' };

describe('previewPost', () => {
  it('answers the sanitised HTML the post page would show', async () => {
    actAs(writer.token);
    const html = dataOf(await previewPost('## Costs\n\n**Rent** [x](javascript:alert(1)) <script>bad()</script>'));
    expect(html).toContain('<h2 id="costs">Costs</h2>');
    expect(html).toContain('<strong>Rent</strong>');
    // The link is refused (left as text) and the tag shown as text, never as markup.
    expect(html).not.toContain('href="javascript:');
    expect(html).toContain('&lt;script&gt;bad()&lt;/script&gt;');
    expect(html).not.toContain('<script');
  });

  it('refuses no session, and an input that is not text', async () => {
    actAs(null);
    expect(await previewPost('x')).toMatchObject({ ok: false, code: 'unauthenticated' });
    actAs(writer.token);
    expect(await previewPost(42 as unknown as string)).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { _: ['summary must be text'] } });
  });
});

describe('POST /api/v1/uploads', () => {
  it('stores an image as WebP and answers its address', async () => {
    const { status, body } = await upload(new Blob([new Uint8Array(writer.png)], { type: 'image/png' }));
    expect(status).toBe(201);
    expect(body.data?.url).toBe(`/uploads/${body.data?.name}`);
    expect((await sharp((await readImage(body.data!.name))!.data).metadata()).format).toBe('webp');
  });

  it('refuses no session, no file and a file that is not an image', async () => {
    expect((await upload(null, {})).status).toBe(401);
    const none = await upload(null);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please select an image');
    expect((await upload(new Blob(['<svg xmlns="http://www.w3.org/2000/svg"/>'], { type: 'image/svg+xml' }))).status).toBe(415);
  });
});

describe('addPost and savePost', () => {
  it('creates a post with the uploaded cover, its address, a revision and the audit entry', async () => {
    const image = await uploadedCover();
    const post = dataOf(await create({ ...valid, image }));
    expect(post).toMatchObject({ headline: valid.headline, image, slug: 'anmeldung-in-berlin', status: 'published', tags: ['Berlin', 'Anmeldung'] });
    expect(await listRevisions(post._id)).toHaveLength(1);
    const audit = await AuditEntry.findOne({ action: 'post-saved', target: valid.headline }).lean();
    expect(audit).toMatchObject({ actorName: 'Edda Editor', details: 'published, /blog/anmeldung-in-berlin' });
  });

  it('refuses a new post without a cover, or with one that was never uploaded, with the fields named', async () => {
    const before = await Post.countDocuments();
    const none = await create({ ...valid, headline: 'ab' });
    expect(none).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { image: [POST_MESSAGES.imageRequired], headline: [POST_MESSAGES.headlineMin] } });
    const unknown = await create({ ...valid, image: '0f0e0d0c-0b0a-4908-8706-050403020100.webp' });
    expect(unknown).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { image: ['This image was not found; please upload it again'] } });
    expect(await Post.countDocuments()).toBe(before);
  });

  it('changes a post, keeping its cover without a new one and replacing it with one; a schedule needs a time', async () => {
    const first = await uploadedCover();
    const post = dataOf(await create({ ...valid, headline: 'Residence permit renewal', image: first }));
    const kept = dataOf(await update(post._id, { ...valid, headline: 'Residence permit renewal (2027)' }));
    expect(kept).toMatchObject({ headline: 'Residence permit renewal (2027)', image: first, slug: 'residence-permit-renewal' });

    const second = await uploadedCover();
    expect(dataOf(await update(post._id, { ...valid, headline: 'Residence permit renewal (2027)', image: second })).image).toBe(second);
    // The old cover is removed once the post points at the new one.
    expect(await readImage(first)).toBeNull();
    expect(await listRevisions(post._id)).toHaveLength(3);
    expect(await AuditEntry.countDocuments({ action: 'post-saved', target: 'Residence permit renewal (2027)' })).toBe(2);

    const unscheduled = await update(post._id, { ...valid, status: 'scheduled' });
    expect(unscheduled).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { publishAt: [POST_MESSAGES.publishAtRequired] } });
  });

  it('answers not-found for an unknown post and invalid for a malformed id', async () => {
    expect(await update('64b7f0c2a1b2c3d4e5f60718', valid)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await update('nope', valid)).toMatchObject({ ok: false, code: 'invalid' });
  });

  it('answers a database outage with the outage message (the form keeps what was typed)', async () => {
    const post = dataOf(await create({ ...valid, headline: 'Outage check', image: await uploadedCover() }));
    const outage = vi.spyOn(Post, 'findById').mockImplementation(() => {
      throw new DatabaseUnavailable('Could not connect to the database');
    });
    try {
      expect(await update(post._id, valid)).toEqual({ ok: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    } finally {
      outage.mockRestore();
    }
  });
});
