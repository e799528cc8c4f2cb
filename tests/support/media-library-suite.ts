import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { PUT as replaceRoute } from '@/app/api/v1/media/[name]/route';
import { backfillIfNeeded, backfillMediaLibrary } from '@/lib/server/media/backfill';
import { ALREADY_IN_LIBRARY } from '@/lib/server/media/commands';
import { listImages, readImage, saveImage } from '@/lib/server/storage';
import { serveImage } from '@/lib/server/storage/serve-image';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { AuditEntry } from '@/models/audit-entry';
import { MediaFile } from '@/models/media-file';
import { Post } from '@/models/post';
import { authHeaders, createUser, tokenFor } from './auth';

// The media library's commands that touch the stored files, against the configured storage (the
// test file sets UPLOAD_STORAGE): the same contract for the local directory and GridFS.
export function mediaLibrarySuite() {
  const image = (background: string, width = 120, height = 80) => sharp({ create: { width, height, channels: 3, background } }).png().toBuffer();

  async function replace(name: string, bytes: Buffer, email = 'replacer@example.com') {
    const token = await tokenFor(await createUser({ email, password: 'long enough password', role: 'editor' }));
    const body = new FormData();
    body.set('image', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'new.png');
    const request = new Request(`http://localhost/api/v1/media/${name}`, { method: 'PUT', headers: authHeaders(token), body });
    const response = await replaceRoute(request, { params: Promise.resolve({ name }) });
    return { status: response.status, body: (await response.json()) as { success: boolean; message?: string; data?: { name: string; width: number; height: number } } };
  }

  describe('replacing a library image', () => {
    it('keeps its address and alt, stores the new bytes re-encoded, re-keys the record and is audited', async () => {
      const name = await storeUploadedImage(await image('#123'));
      await MediaFile.updateOne({ name }, { $set: { alt: { en: 'A blue square' } } });
      const before = await MediaFile.findOne({ name }).lean();
      const newBytes = await image('#c52', 300, 200);

      const { status, body } = await replace(name, newBytes);
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data).toMatchObject({ name, width: 300, height: 200 });
      const stored = (await readImage(name))!.data;
      expect((await sharp(stored).metadata()).format).toBe('webp');
      expect((await sharp(stored).metadata()).width).toBe(300);
      const records = await MediaFile.find({ name }).lean();
      expect(records).toHaveLength(1);
      expect(records[0]!._id).not.toBe(before!._id);
      expect(records[0]!.alt).toMatchObject({ en: 'A blue square' });
      expect(records[0]!.createdAt.getTime()).toBe(before!.createdAt.getTime());
      expect(records[0]!.bytes).toBe(stored.length);
      expect(await AuditEntry.exists({ action: 'media-replaced', target: name })).toBeTruthy();
      // The same new bytes uploaded again are that library image.
      expect(await storeUploadedImage(newBytes)).toBe(name);
      // Served from then on with a revalidating cache, so browsers get the new picture.
      const served = await serveImage(new Request(`http://localhost/uploads/${name}`), name);
      expect(served.headers.get('cache-control')).toBe('public, no-cache');
      expect(Buffer.from(await served.arrayBuffer()).equals(stored)).toBe(true);
    });

    it('refuses bytes the library already holds under another name, and files that are no images', async () => {
      const first = await storeUploadedImage(await image('#345'));
      const secondBytes = await image('#543');
      const second = await storeUploadedImage(secondBytes);
      const kept = (await readImage(first))!.data;

      const taken = await replace(first, secondBytes, 'replacer2@example.com');
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe(ALREADY_IN_LIBRARY(second));
      expect((await readImage(first))!.data.equals(kept)).toBe(true);

      const notImage = await replace(first, Buffer.from('not an image at all'), 'replacer3@example.com');
      expect(notImage.status).toBe(415);
      expect((await readImage(first))!.data.equals(kept)).toBe(true);
      expect(await MediaFile.countDocuments({ name: first })).toBe(1);

      const unknown = await replace('01234567-89ab-cdef-0123-456789abcdef.webp', await image('#999'), 'replacer4@example.com');
      expect(unknown.status).toBe(404);
    });
  });

  describe('the backfill of files stored before the library', () => {
    it('records each stored file once, with its size and dimensions, and the alt its post gave it', async () => {
      // As the seed and every upload before the library stored them: a file, no record.
      const cover = await saveImage(await sharp(await image('#0a0', 64, 48)).webp().toBuffer(), 'webp');
      const german = await saveImage(await sharp(await image('#a0a', 50, 40)).webp().toBuffer(), 'webp');
      await Post.collection.insertMany([
        { headline: 'Old post', image: cover, imageAlt: 'A green field', locale: 'en', updatedAt: new Date() },
        { headline: 'Alter Beitrag', image: german, imageAlt: 'Ein Feld', locale: 'de', updatedAt: new Date() },
      ]);
      expect(await listImages()).toEqual(expect.arrayContaining([cover, german]));

      const result = await backfillIfNeeded();
      expect(result?.inserted).toBeGreaterThanOrEqual(2);
      const record = await MediaFile.findOne({ name: cover }).lean();
      expect(record).toMatchObject({ width: 64, height: 48, bytes: (await readImage(cover))!.data.length, alt: { en: 'A green field' } });
      expect((await MediaFile.findOne({ name: german }).lean())?.alt).toMatchObject({ de: 'Ein Feld' });

      // Nothing left to do; a second full run changes nothing and keeps an alt written since.
      expect(await backfillIfNeeded()).toBeNull();
      await MediaFile.updateOne({ name: cover }, { $set: { 'alt.en': 'Written in the library' } });
      expect(await backfillMediaLibrary()).toEqual({ inserted: 0, altsFilled: 0 });
      expect((await MediaFile.findOne({ name: cover }).lean())?.alt?.en).toBe('Written in the library');
    });

    it('records two stored copies of the same bytes as two files, and survives two runs at once', async () => {
      const bytes = await sharp(await image('#00a', 30, 30)).webp().toBuffer();
      const [a, b] = [await saveImage(bytes, 'webp'), await saveImage(bytes, 'webp')];
      await Promise.all([backfillMediaLibrary(), backfillMediaLibrary()]);
      expect(await MediaFile.countDocuments({ name: a })).toBe(1);
      expect(await MediaFile.countDocuments({ name: b })).toBe(1);
      expect(await backfillIfNeeded()).toBeNull();
    });
  });
}
