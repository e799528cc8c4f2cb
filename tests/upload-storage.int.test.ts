import { randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { connectDb } from '@/lib/server/db';
import sharp from 'sharp';
import { removeImageIfUnused } from '@/lib/server/media/usage';
import { readImage, removeImage, saveImage, storageDriver, type StorageKind } from '@/lib/server/storage';
import { storeUploadedImage } from '@/lib/server/storage/image';

// Read lazily by lib/server/env on first use, so this file's own saveImage/readImage go through GridFS.
vi.stubEnv('UPLOAD_STORAGE', 'gridfs');
afterAll(() => vi.unstubAllEnvs());

const name = (extension = 'webp') => `${randomUUID()}.${extension}`;

// The same contract for every driver: what one passes, the other must pass too.
describe.each<StorageKind>(['local', 'gridfs'])('%s upload storage', (kind) => {
  const storage = storageDriver(kind);

  it('reads back exactly the bytes it saved', async () => {
    const file = name();
    const data = randomBytes(1000);
    await storage.save(file, data);
    const stored = await storage.read(file);
    expect(stored?.data.equals(data)).toBe(true);
  });

  it('keeps a multi-chunk file intact (GridFS splits at 255 kB)', async () => {
    const file = name();
    const data = randomBytes(600 * 1024 + 17);
    await storage.save(file, data);
    expect((await storage.read(file))?.data.equals(data)).toBe(true);
  });

  it('keeps files apart by name', async () => {
    const [a, b] = [name(), name('png')];
    await storage.save(a, Buffer.from('first'));
    await storage.save(b, Buffer.from('second'));
    expect((await storage.read(a))?.data.toString()).toBe('first');
    expect((await storage.read(b))?.data.toString()).toBe('second');
  });

  it('answers null for a file that was never stored', async () => {
    expect(await storage.read(name())).toBeNull();
  });

  it('removes a file, after which reading it answers null', async () => {
    const file = name();
    await storage.save(file, Buffer.from('bye'));
    await storage.remove(file);
    expect(await storage.read(file)).toBeNull();
  });

  it('treats removing a missing file, or removing twice, as done', async () => {
    const file = name();
    await expect(storage.remove(file)).resolves.toBeUndefined();
    await storage.save(file, Buffer.from('once'));
    await storage.remove(file);
    await expect(storage.remove(file)).resolves.toBeUndefined();
  });

  it('replaces a file under its name, leaving one file that reads the new bytes', async () => {
    const file = name();
    await storage.save(file, Buffer.from('old bytes'));
    await storage.replace(file, Buffer.from('new bytes'));
    expect((await storage.read(file))?.data.toString()).toBe('new bytes');
    expect((await storage.list()).filter((listed) => listed === file)).toEqual([file]);
    await storage.remove(file);
    expect(await storage.read(file)).toBeNull();
  });

  it('lists the names of the stored files', async () => {
    const [a, b] = [name(), name('png')];
    await storage.save(a, Buffer.from('a'));
    await storage.save(b, Buffer.from('b'));
    expect(await storage.list()).toEqual(expect.arrayContaining([a, b]));
    await storage.remove(a);
    expect(await storage.list()).not.toContain(a);
  });

  it('stores an empty file', async () => {
    const file = name();
    await storage.save(file, Buffer.alloc(0));
    expect((await storage.read(file))?.data.length).toBe(0);
  });
});

describe('lib/storage with UPLOAD_STORAGE=gridfs', () => {
  it('saves, serves and removes images through the configured GridFS driver', async () => {
    const data = randomBytes(2048);
    const stored = await saveImage(data, 'webp');
    expect(stored).toMatch(/^[0-9a-f-]{36}\.webp$/);
    expect((await readImage(stored))?.data.equals(data)).toBe(true);
    // Nothing on disk: the bytes live in the database's `uploads` bucket.
    expect(existsSync(path.join(process.env.UPLOAD_DIR ?? '', stored))).toBe(false);
    const db = (await connectDb()).connection.db!;
    const files = await db.collection('uploads.files').find({ filename: stored }).toArray();
    expect(files).toHaveLength(1);
    const fileId = files[0]!._id;
    expect(await db.collection('uploads.chunks').countDocuments({ files_id: fileId })).toBe(1);
    await removeImage(stored);
    expect(await readImage(stored)).toBeNull();
    expect(await db.collection('uploads.files').countDocuments({ filename: stored })).toBe(0);
    expect(await db.collection('uploads.chunks').countDocuments({ files_id: fileId })).toBe(0);
  });

  it('stores the same uploaded file once, by its content (issue 44), and removes it when nothing uses it', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#259' } }).png().toBuffer();
    const [first, second] = await Promise.all([storeUploadedImage(png), storeUploadedImage(png)]);
    expect(second).toBe(first);
    const db = (await connectDb()).connection.db!;
    expect(await db.collection('uploads.files').countDocuments({ filename: first })).toBe(1);
    await removeImageIfUnused(first, 'test');
    expect(await readImage(first)).toBeNull();
  });

  it('has the indexes GridFS creates on first upload (FerretDB builds them too)', async () => {
    const db = (await connectDb()).connection.db!;
    const keys = async (collection: string) => (await db.collection(collection).indexes()).map((index) => index.key);
    expect(await keys('uploads.files')).toContainEqual({ filename: 1, uploadDate: 1 });
    const chunks = await db.collection('uploads.chunks').indexes();
    expect(chunks.find((index) => index.key.files_id === 1 && index.key.n === 1)?.unique).toBe(true);
  });

  it('refuses names it did not generate, so no path or query reaches the driver', async () => {
    expect(await readImage('../package.json')).toBeNull();
    expect(await readImage('x.webp')).toBeNull();
    await expect(removeImage('../package.json')).resolves.toBeUndefined();
  });
});
