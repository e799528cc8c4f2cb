import { describe, expect, it, vi } from 'vitest';
import { POST as createRoute } from '@/app/api/v1/posts/create/route';
import { DELETE as deleteRoute } from '@/app/api/v1/posts/delete/[id]/route';
import { PUT as updateRoute } from '@/app/api/v1/posts/update/[id]/route';
import { restorePostRevision } from '@/app/(admin)/admin/blogs/actions';
import { listRevisions, recordRevision, REVISIONS_KEPT } from '@/lib/server/posts/revisions';
import { Post } from '@/models/post';
import { PostRevision } from '@/models/post-revision';
import { actAs } from './support/actions';
import { postWriter } from './support/post-writer';

// Every save keeps a version; staff see them newest first and can restore one (a Server Action).
vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

const writer = postWriter({ email: 'reviser@example.com', name: 'Rita Reviser' }, { width: 640, height: 400, background: '#475569' });

function form(fields: Record<string, string>, withImage: boolean) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ category: 'Visa', ...fields })) body.set(key, value);
  if (withImage) body.set('image', new Blob([new Uint8Array(writer.png)], { type: 'image/png' }), 'cover.png');
  return body;
}

async function create(fields: Record<string, string>) {
  const response = await createRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: writer.session, body: form(fields, true) }), {});
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

async function update(id: string, fields: Record<string, string>) {
  const request = new Request(`http://localhost/api/v1/posts/update/${id}`, { method: 'PUT', headers: writer.session, body: form(fields, false) });
  expect((await updateRoute(request, { params: Promise.resolve({ id }) })).status).toBe(200);
}

function restore(id: string, revisionId: string, as: string | null = writer.token) {
  actAs(as);
  return restorePostRevision(id, revisionId);
}

describe('revisions', () => {
  it('keeps every save, newest first, with who saved it', async () => {
    const id = await create({ headline: 'Visa fees 2026', summary: 'The fee is €75.' });
    await update(id, { headline: 'Visa fees 2027', summary: 'The fee is €100.' });
    await update(id, { headline: 'Visa fees 2027', summary: 'The fee is €100.\nPay by card.' });
    const revisions = await listRevisions(id);
    expect(revisions.map((revision) => revision.summary)).toEqual(['The fee is €100.\nPay by card.', 'The fee is €100.', 'The fee is €75.']);
    expect(revisions.every((revision) => revision.savedBy === 'Rita Reviser')).toBe(true);
  });

  it('restores an earlier version as a save of its own, keeping the address', async () => {
    const id = await create({ headline: 'Blocked account amount', summary: 'It is €11,208 a year.' });
    await update(id, { headline: 'Blocked account amount (updated)', summary: 'It is €11,904 a year.' });
    const oldest = (await listRevisions(id)).at(-1)!;
    expect(await restore(id, oldest._id)).toEqual({ ok: true, data: undefined });
    expect(await Post.findById(id).lean()).toMatchObject({ headline: 'Blocked account amount', summary: 'It is €11,208 a year.', slug: 'blocked-account-amount' });
    expect(await listRevisions(id)).toHaveLength(3);
  });

  it('refuses no session, an unknown or malformed revision, and another post\'s revision', async () => {
    const id = await create({ headline: 'Guarded post', summary: 'Nothing to restore here.' });
    const other = await create({ headline: 'Other post', summary: 'Its own revision.' });
    const revisionOfOther = (await listRevisions(other))[0]!._id;
    expect(await restore(id, revisionOfOther, null)).toMatchObject({ ok: false, code: 'unauthenticated' });
    expect(await restore(id, revisionOfOther)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await restore(id, '64b7f0c2a1b2c3d4e5f60718')).toMatchObject({ ok: false, code: 'not-found' });
    expect(await restore(id, 'nope')).toMatchObject({ ok: false, code: 'invalid' });
  });

  it(`keeps the newest ${REVISIONS_KEPT} and removes them with the post`, async () => {
    const id = await create({ headline: 'Busy post', summary: 'Saved many times.' });
    const post = (await Post.findById(id).lean())!;
    const start = Date.now();
    for (let n = 1; n <= REVISIONS_KEPT + 2; n += 1) await recordRevision({ ...post, summary: `Save ${n}` }, '', new Date(start + n * 1000));
    const kept = await listRevisions(id);
    expect(kept).toHaveLength(REVISIONS_KEPT);
    expect(kept[0]!.summary).toBe(`Save ${REVISIONS_KEPT + 2}`);
    expect(kept.at(-1)!.summary).toBe('Save 3');

    const request = new Request(`http://localhost/api/v1/posts/delete/${id}`, { method: 'DELETE', headers: writer.session });
    expect((await deleteRoute(request, { params: Promise.resolve({ id }) })).status).toBe(200);
    expect(await PostRevision.countDocuments({ postId: id })).toBe(0);
  });
});
