import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { POST as renderRoute } from '@/app/api/v1/posts/render/route';
import { POST as uploadRoute } from '@/app/api/v1/uploads/route';
import { connectDb } from '@/lib/server/db';
import { readImage } from '@/lib/server/storage';
import { authHeaders, createUser, tokenFor } from './support/auth';

// The editor's two calls: the live preview (rendered as the post page renders) and images for the text.
let session: Record<string, string> = {};

beforeAll(async () => {
  await connectDb();
  session = authHeaders(await tokenFor(await createUser({ email: 'editor-api@example.com', password: 'long enough password' })));
});

async function render(body: string, headers = session) {
  const response = await renderRoute(
    new Request('http://localhost/api/v1/posts/render', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body }),
    {},
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function upload(file: Blob | null, headers = session) {
  const body = new FormData();
  if (file) body.set('image', file, 'picture.png');
  const response = await uploadRoute(new Request('http://localhost/api/v1/uploads', { method: 'POST', headers, body }), {});
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: { name: string; url: string } } };
}

describe('POST /api/v1/posts/render', () => {
  it('answers the sanitised HTML the post page would show, with the headings', async () => {
    const { status, body } = await render(JSON.stringify({ summary: '## Costs\n\n**Rent** [x](javascript:alert(1)) <script>bad()</script>' }));
    expect(status).toBe(200);
    expect(body.html).toContain('<h2 id="costs">Costs</h2>');
    expect(body.html).toContain('<strong>Rent</strong>');
    // The link is refused (left as text) and the tag shown as text, never as markup.
    expect(body.html).not.toContain('href="javascript:');
    expect(body.html).toContain('&lt;script&gt;bad()&lt;/script&gt;');
    expect(body.html).not.toContain('<script');
    expect(body.headings).toEqual([{ id: 'costs', level: 2, text: 'Costs' }]);
  });

  it('refuses no session with 401 and a body that is not the contract with 400', async () => {
    expect((await render(JSON.stringify({ summary: 'x' }), {})).status).toBe(401);
    const wrong = await render(JSON.stringify({ summary: 42 }));
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, errors: { summary: ['summary must be text'] } });
  });
});

describe('POST /api/v1/uploads', () => {
  it('stores an image as WebP and answers its address', async () => {
    const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0f766e' } }).png().toBuffer();
    const { status, body } = await upload(new Blob([new Uint8Array(png)], { type: 'image/png' }));
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
