import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { POST as createRoute } from '@/app/api/v1/posts/create/route';
import { DELETE as deleteRoute } from '@/app/api/v1/posts/delete/[id]/route';
import { PUT as updateRoute } from '@/app/api/v1/posts/update/[id]/route';
import { readImage } from '@/lib/server/storage';
import { Post } from '@/models/post';
import { PostLike } from '@/models/post-like';
import { PostView } from '@/models/post-view';
import { postWriter } from './post-writer';

// The posts write API end to end against the real database and the configured storage driver.
// The test file mocks next/cache (revalidation needs a running Next server) and passes the spy.
export function postsWriteSuite(revalidatePath: ReturnType<typeof vi.fn>) {
  const writer = postWriter({ email: 'writer@example.com' }, { width: 800, height: 500, background: '#1e40af' });

  const valid = { headline: 'Blocked account in 2027', summary: 'The new monthly amount and how to open one.\nSecond paragraph.', category: 'Visa', tags: 'visa, money, Visa' };

  function form(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
    const body = new FormData();
    for (const [key, value] of Object.entries(fields)) body.set(key, value);
    if (file) body.set('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
    return body;
  }

  async function call(route: 'create' | 'update' | 'delete', body?: FormData, id = '', headers = writer.session) {
    const url = `http://localhost/api/v1/posts/${route}${id ? `/${id}` : ''}`;
    const method = { create: 'POST', update: 'PUT', delete: 'DELETE' }[route];
    const request = new Request(url, { method, headers, body });
    const context = { params: Promise.resolve({ id }) };
    const response =
      route === 'create' ? await createRoute(request, {}) : route === 'update' ? await updateRoute(request, context) : await deleteRoute(request, context);
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are checked field by field below
    return { status: response.status, body: (await response.json()) as Record<string, any> };
  }

  const asJpeg = () => ({ data: writer.png, name: 'cover.jpg', type: 'image/jpeg' });
  // A cover of its own, for a test that sees its file removed (the same bytes are one file).
  const ownCover = async () => ({ data: await writer.newCover(), name: 'cover.jpg', type: 'image/jpeg' });

  describe('POST /api/v1/posts/create', () => {
    it('stores the post and a re-encoded image, and refreshes the blog pages', async () => {
      revalidatePath.mockClear();
      // A PNG named .jpg: the content decides, not the name or the declared type.
      const { status, body } = await call('create', form(valid, asJpeg()));
      expect(status).toBe(201);
      expect(body.message).toBe('Blog created successfully');
      expect(body.data).toMatchObject({ headline: valid.headline, summary: valid.summary, category: 'Visa', tags: ['visa', 'money'] });
      expect(body.data.image).toMatch(/^[0-9a-f-]{36}\.webp$/);
      const stored = await readImage(body.data.image);
      expect((await sharp(stored!.data).metadata()).format).toBe('webp');
      expect(await Post.countDocuments({ _id: body.data._id })).toBe(1);
      expect(revalidatePath).toHaveBeenCalledWith('/(site)/lang/[locale]/blog/category/[category]', 'page');
      // The list's later pages too (/blog/page/2 is /blog/category/all/page/2), like its first.
      expect(revalidatePath).toHaveBeenCalledWith('/(site)/lang/[locale]/blog/category/[category]/page/[page]', 'page');
      expect(revalidatePath).toHaveBeenCalledWith(`/lang/de/blog/${body.data._id}`);
    });

    it("without an image answers 400 'Please select an image'", async () => {
      const { status, body } = await call('create', form(valid));
      expect(status).toBe(400);
      expect(body).toEqual({ success: false, message: 'Please select an image', errors: { image: ['Please select an image'] } });
    });

    it('answers every field problem with the messages of SPEC section 5', async () => {
      const { status, body } = await call('create', form({ headline: 'ab', summary: 'too short', category: '' }));
      expect(status).toBe(400);
      expect(body.errors).toEqual({
        headline: ['Headline must be at least 3 characters'],
        summary: ['Summary must be at least 10 characters'],
        category: ['Category is required'],
        image: ['Please select an image'],
      });
      const long = await call('create', form({ ...valid, headline: 'x'.repeat(201), category: 'Astrology' }, asJpeg()));
      expect(long.body.errors).toEqual({
        headline: ['Headline cannot exceed 200 characters'],
        category: ['Category must be one of Immigration, Education, Career, Visa, Germany, General'],
      });
      const missing = await call('create', form({}, asJpeg()));
      expect(Object.keys(missing.body.errors)).toEqual(['headline', 'summary', 'category']);
    });

    it('refuses a script named .png, an SVG and a file over 5 MB, storing nothing', async () => {
      const before = await Post.countDocuments();
      const script = await call('create', form(valid, { data: Buffer.from('#!/bin/sh\nrm -rf /\n'), name: 'cover.png', type: 'image/png' }));
      expect(script.status).toBe(415);
      const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
      expect((await call('create', form(valid, { data: Buffer.from(svg), name: 'x.svg', type: 'image/svg+xml' }))).status).toBe(415);
      const huge = Buffer.concat([writer.png, Buffer.alloc(6 * 1024 * 1024)]);
      const tooLarge = await call('create', form(valid, { data: huge, name: 'big.png', type: 'image/png' }));
      expect(tooLarge.status).toBe(413);
      expect(tooLarge.body.success).toBe(false);
      expect(await Post.countDocuments()).toBe(before);
    });

    it('refuses a body that is not multipart with 415', async () => {
      const request = new Request('http://localhost/api/v1/posts/create', {
        method: 'POST',
        headers: { ...writer.session, 'content-type': 'application/json' },
        body: JSON.stringify(valid),
      });
      expect((await createRoute(request, {})).status).toBe(415);
    });
  });

  describe('PUT /api/v1/posts/update/{id} and DELETE /api/v1/posts/delete/{id}', () => {
    it('updates the text and keeps the image, or replaces the image and removes the old file', async () => {
      const created = (await call('create', form(valid, await ownCover()))).body.data;
      const textOnly = await call('update', form({ ...valid, headline: 'Blocked account, updated', tags: '' }), created._id);
      expect(textOnly.status).toBe(200);
      expect(textOnly.body.message).toBe('Blog updated successfully');
      expect(textOnly.body.data).toMatchObject({ headline: 'Blocked account, updated', image: created.image, tags: [] });

      const gif = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ffcc00' } }).gif().toBuffer();
      const replaced = await call('update', form(valid, { data: gif, name: 'new.gif', type: 'image/gif' }), created._id);
      expect(replaced.status).toBe(200);
      expect(replaced.body.data.image).not.toBe(created.image);
      expect(await readImage(replaced.body.data.image)).not.toBeNull();
      expect(await readImage(created.image)).toBeNull();
    });

    it('answers 400 for an invalid id, 404 for an unknown one, and validates like create', async () => {
      expect((await call('update', form(valid), 'not-an-id')).status).toBe(400);
      expect((await call('update', form(valid), '64b7f0c2a1b2c3d4e5f60718')).status).toBe(404);
      expect((await call('delete', undefined, 'not-an-id')).status).toBe(400);
      expect((await call('delete', undefined, '64b7f0c2a1b2c3d4e5f60718')).status).toBe(404);
      const created = (await call('create', form(valid, asJpeg()))).body.data;
      const bad = await call('update', form({ ...valid, summary: 'short' }), created._id);
      expect(bad.status).toBe(400);
      expect(bad.body.errors).toEqual({ summary: ['Summary must be at least 10 characters'] });
    });

    it('deletes the post with its image, views and likes', async () => {
      const created = (await call('create', form(valid, await ownCover()))).body.data;
      await PostView.create({ postId: created._id, day: '2026-11-20', visitor: 'v1' });
      await PostLike.create({ postId: created._id, visitor: 'v1' });
      revalidatePath.mockClear();
      const { status, body } = await call('delete', undefined, created._id);
      expect(status).toBe(200);
      expect(body).toEqual({ success: true, message: 'Blog deleted successfully' });
      expect(await Post.countDocuments({ _id: created._id })).toBe(0);
      expect(await PostView.countDocuments({ postId: created._id })).toBe(0);
      expect(await PostLike.countDocuments({ postId: created._id })).toBe(0);
      expect(await readImage(created.image)).toBeNull();
      expect(revalidatePath).toHaveBeenCalledWith(`/lang/en/blog/${created._id}`);
      expect((await call('delete', undefined, created._id)).status).toBe(404);
    });

    it('answers 401 to every write route without a session, changing nothing', async () => {
      const created = (await call('create', form(valid, asJpeg()))).body.data;
      expect((await call('create', form(valid, asJpeg()), '', {})).status).toBe(401);
      expect((await call('update', form(valid), created._id, {})).status).toBe(401);
      expect((await call('delete', undefined, created._id, { cookie: 'session=forged' })).status).toBe(401);
      expect(await Post.countDocuments({ _id: created._id })).toBe(1);
    });
  });
}
