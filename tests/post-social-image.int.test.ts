import { describe, expect, it, vi } from 'vitest';
import { POST as createRoute } from '@/app/api/v1/posts/create/route';
import { PUT as updateRoute } from '@/app/api/v1/posts/update/[id]/route';
import { readImage, saveImage } from '@/lib/server/storage';
import { postWriter } from './support/post-writer';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// A post's social image: an upload named by the form, checked to exist, removed when replaced.
const writer = postWriter({ email: 'social-image@example.com' }, { width: 1200, height: 630, background: '#b45309' });

const fields = { headline: 'Opportunity Card points explained', summary: 'How the points add up, item by item.', category: 'Visa', imageAlt: 'A points table' };

function form(extra: Record<string, string>, withCover = true) {
  const body = new FormData();
  for (const [key, value] of Object.entries({ ...fields, ...extra })) body.set(key, value);
  if (withCover) body.set('image', new Blob([new Uint8Array(writer.png)], { type: 'image/png' }), 'cover.png');
  return body;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- checked field by field
async function answer(response: Response): Promise<{ status: number; body: Record<string, any> }> {
  return { status: response.status, body: await response.json() };
}

const create = async (extra: Record<string, string>) =>
  answer(await createRoute(new Request('http://localhost/api/v1/posts/create', { method: 'POST', headers: writer.session, body: form(extra) }), {}));
const update = async (id: string, extra: Record<string, string>) =>
  answer(await updateRoute(new Request(`http://localhost/api/v1/posts/update/${id}`, { method: 'PUT', headers: writer.session, body: form(extra, false) }), { params: Promise.resolve({ id }) }));

describe('socialImage', () => {
  it('stores an uploaded image as the post’s social image; replacing or clearing it removes the old file', async () => {
    const first = await saveImage(writer.png, 'png');
    const created = await create({ socialImage: first });
    expect(created.status).toBe(201);
    expect(created.body.data.socialImage).toBe(first);

    const id = created.body.data._id as string;
    // Kept through a save that sends it again.
    expect((await update(id, { socialImage: first })).body.data.socialImage).toBe(first);
    const second = await saveImage(writer.png, 'png');
    expect((await update(id, { socialImage: second })).body.data.socialImage).toBe(second);
    expect(await readImage(first)).toBeNull();
    const cleared = await update(id, {});
    expect(cleared.body.data.socialImage).toBeNull();
    expect(await readImage(second)).toBeNull();
  });

  it('answers 400 under socialImage for a name that is not an upload or an upload that is not there', async () => {
    const foreign = await create({ socialImage: 'https://example.com/x.png' });
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors).toEqual({ socialImage: ['socialImage must be the name of an uploaded image'] });
    const missing = await create({ socialImage: '00000000-0000-4000-8000-000000000000.webp' });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual({ socialImage: ['This image was not found; please upload it again'] });
  });
});
