import { describe, expect, it, vi } from 'vitest';
import { POST as createRoute } from '@/app/api/v1/posts/create/route';
import { PUT as updateRoute } from '@/app/api/v1/posts/update/[id]/route';
import { giveLegacyPostsAnAddress } from '@/lib/server/posts/publication-clock';
import { resolvePostAddress } from '@/lib/server/posts/queries';
import { Post } from '@/models/post';
import { postWriter } from './support/post-writer';

// Posts live at /blog/{slug}: made from the headline, unique, editable; every earlier address
// (the id, a slug it had) leads to the current one.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const writer = postWriter({ email: 'slugs@example.com' }, { width: 800, height: 500, background: '#334155' });

type Saved = { status: number; body: { data: { _id: string; slug: string }; errors?: Record<string, string[]>; message: string } };

async function save(fields: Record<string, string>, id?: string): Promise<Saved> {
  const body = new FormData();
  for (const [key, value] of Object.entries({ summary: 'Long enough text for a post.', category: 'Visa', ...fields })) body.set(key, value);
  if (!id) body.set('image', new Blob([new Uint8Array(writer.png)], { type: 'image/png' }), 'cover.png');
  const response = id
    ? await updateRoute(new Request(`http://localhost/api/v1/posts/update/${id}`, { method: 'PUT', headers: writer.session, body }), { params: Promise.resolve({ id }) })
    : await createRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: writer.session, body }), {});
  return { status: response.status, body: (await response.json()) as Saved['body'] };
}

describe('making addresses', () => {
  it('makes the address from the headline, German letters transliterated, and keeps it unique', async () => {
    const first = await save({ headline: 'Sperrkonto für Studierende: Größe 2027' });
    expect(first.status).toBe(201);
    expect(first.body.data.slug).toBe('sperrkonto-fuer-studierende-groesse-2027');
    const second = await save({ headline: 'Sperrkonto für Studierende: Größe 2027' });
    expect(second.body.data.slug).toBe('sperrkonto-fuer-studierende-groesse-2027-2');
    const third = await save({ headline: 'Sperrkonto fuer Studierende, Groesse 2027' });
    expect(third.body.data.slug).toBe('sperrkonto-fuer-studierende-groesse-2027-3');
  });

  it('takes a typed address as a slug, and refuses one that is taken, reserved or id-like', async () => {
    const typed = await save({ headline: 'Chancenkarte points', slug: 'Opportunity Card Punkte' });
    expect(typed.body.data.slug).toBe('opportunity-card-punkte');
    const taken = await save({ headline: 'Another post', slug: 'opportunity-card-punkte' });
    expect(taken.status).toBe(400);
    expect(taken.body.errors).toEqual({ slug: ['This address is already used by another post in this language'] });
    for (const slug of ['preview', '6b04718728e1873ade7b5f5c', '???']) {
      const refused = await save({ headline: 'Another post', slug });
      expect(refused.status, slug).toBe(400);
      expect(refused.body.errors?.slug, slug).toHaveLength(1);
    }
  });
});

describe('changing and following addresses', () => {
  it('keeps a post at its address when the headline changes, and redirects every earlier address', async () => {
    const created = await save({ headline: 'Blue Card salary 2026' });
    const id = created.body.data._id;
    const edited = await save({ headline: 'Blue Card salary thresholds 2027' }, id);
    expect(edited.body.data.slug).toBe('blue-card-salary-2026');

    const moved = await save({ headline: 'Blue Card salary thresholds 2027', slug: 'blue-card-salary' }, id);
    expect(moved.body.data.slug).toBe('blue-card-salary');
    expect(await resolvePostAddress('blue-card-salary')).toMatchObject({ post: { _id: id } });
    expect(await resolvePostAddress('blue-card-salary-2026')).toEqual({ movedTo: '/blog/blue-card-salary' });
    expect(await resolvePostAddress(id)).toEqual({ movedTo: '/blog/blue-card-salary' });

    // An earlier address stays this post's: another post cannot take it.
    const thief = await save({ headline: 'Blue Card salary 2026' });
    expect(thief.body.data.slug).toBe('blue-card-salary-2026-2');
    // Going back to an earlier address is allowed; the other one then redirects.
    await save({ headline: 'Blue Card salary thresholds 2027', slug: 'blue-card-salary-2026' }, id);
    expect(await resolvePostAddress('blue-card-salary')).toEqual({ movedTo: '/blog/blue-card-salary-2026' });
    expect((await Post.findById(id).lean())?.oldSlugs).toEqual(['blue-card-salary']);
  });

  it('answers nothing for an unknown address or a post that is not out', async () => {
    expect(await resolvePostAddress('no-such-post')).toBeNull();
    const draft = await save({ headline: 'Hidden draft', status: 'draft' });
    expect(await resolvePostAddress(draft.body.data.slug)).toBeNull();
    expect(await resolvePostAddress(draft.body.data._id)).toBeNull();
  });

  it('serves a post stored before addresses existed at its id until it is given one', async () => {
    const now = new Date();
    const { insertedId } = await Post.collection.insertOne({
      headline: 'Älteres Posting über Ämter',
      summary: 'Stored before addresses existed.',
      category: 'General',
      status: 'published',
      publishAt: now,
      tags: [],
      oldSlugs: [],
      createdAt: now,
      updatedAt: now,
    });
    const id = insertedId.toString();
    expect(await resolvePostAddress(id)).toMatchObject({ post: { _id: id, slug: id } });
    expect(await giveLegacyPostsAnAddress()).toBe(1);
    expect(await resolvePostAddress(id)).toEqual({ movedTo: '/blog/aelteres-posting-ueber-aemter' });
    expect(await giveLegacyPostsAnAddress()).toBe(0);
  });
});
