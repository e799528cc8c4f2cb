import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '@/lib/server/errors';
import { DOMAIN_ERROR_STATUS } from '@/lib/server/http';
import { readImage } from '@/lib/server/storage';
import { MAX_IMAGE_BYTES, prepareImage, storeUploadedImage } from '@/lib/server/storage/image';

const canvas = (width: number, height: number, background = '#2a6') =>
  sharp({ create: { width, height, channels: 3, background } });

// A 300×200 JPEG whose EXIF says "rotate 90° clockwise to display" and carries GPS and author data.
const photoWithExif = () =>
  canvas(300, 200)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Artist: 'Jane Secret', Copyright: 'Jane Secret' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 12/1', GPSLongitudeRef: 'E', GPSLongitude: '13/1 24/1 36/1' },
    })
    .toBuffer();

async function expectApiError(promise: Promise<unknown>, status: number, message?: RegExp) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  expect(DOMAIN_ERROR_STATUS[(error as DomainError).kind]).toBe(status);
  if (message) expect((error as DomainError).message).toMatch(message);
}

describe('prepareImage: accepted images are re-encoded', () => {
  it('turns a PNG into WebP of the same size', async () => {
    const { data, extension } = await prepareImage(await canvas(320, 240).png().toBuffer());
    expect(extension).toBe('webp');
    const metadata = await sharp(data).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 320, 240]);
  });

  it('applies the EXIF orientation and drops EXIF, GPS and every other metadata block', async () => {
    const input = await photoWithExif();
    const before = await sharp(input).metadata();
    expect([before.orientation, before.width, before.height]).toEqual([6, 300, 200]);
    expect(before.exif?.toString('latin1')).toContain('Jane Secret');

    const { data } = await prepareImage(input);
    const after = await sharp(data).metadata();
    expect([after.width, after.height]).toEqual([200, 300]);
    expect(after.orientation).toBeUndefined();
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(data.toString('latin1')).not.toContain('Jane Secret');
  });

  it('caps the longest side at 2400 px and never enlarges', async () => {
    const large = await sharp((await prepareImage(await canvas(4000, 3000).jpeg().toBuffer())).data).metadata();
    expect([large.width, large.height]).toEqual([2400, 1800]);
    const tall = await sharp((await prepareImage(await canvas(1000, 5000).png().toBuffer())).data).metadata();
    expect([tall.width, tall.height]).toEqual([480, 2400]);
    const small = await sharp((await prepareImage(await canvas(64, 48).png().toBuffer())).data).metadata();
    expect([small.width, small.height]).toEqual([64, 48]);
  });

  it('accepts GIF, WebP and AVIF input', async () => {
    for (const input of [canvas(40, 30).gif(), canvas(40, 30).webp(), canvas(40, 30).avif()]) {
      const { data } = await prepareImage(await input.toBuffer());
      const metadata = await sharp(data).metadata();
      expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 40, 30]);
    }
  });

  it('keeps the first frame of an animated GIF', async () => {
    const frame = (color: string) => canvas(40, 30, color).png().toBuffer();
    const animated = await sharp([await frame('red'), await frame('blue')], { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const { data } = await prepareImage(animated);
    const { dominant } = await sharp(data).stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect((await sharp(data).metadata()).pages).toBeUndefined();
  });

  it('decides by content alone: a PNG is accepted whatever name or type the client declared', async () => {
    // This layer never sees a file name or declared type; "photo.jpg" holding PNG bytes is just PNG bytes.
    const { data } = await prepareImage(await canvas(50, 50).png().toBuffer());
    expect((await sharp(data).metadata()).format).toBe('webp');
  });
});

describe('prepareImage: rejected input', () => {
  it('answers 415 for a shell script, SVG, HTML or random bytes', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    for (const text of ['#!/bin/sh\necho owned\n', svg, '<!DOCTYPE html><p>hi</p>']) {
      await expectApiError(prepareImage(Buffer.from(text)), 415, /^Only JPEG, PNG, WebP, GIF or AVIF images are allowed$/);
    }
    await expectApiError(prepareImage(randomBytes(4096)), 415);
    await expectApiError(prepareImage(Buffer.alloc(0)), 415);
  });

  it('answers 413 for more than 5 MB before looking at the content', async () => {
    const png = await canvas(10, 10).png().toBuffer();
    const oversized = Buffer.concat([png, Buffer.alloc(6 * 1024 * 1024 - png.length)]);
    await expectApiError(prepareImage(oversized), 413, /5 MB/);
    await expectApiError(prepareImage(Buffer.alloc(MAX_IMAGE_BYTES + 1)), 413);
  });

  it('answers 422 for a truncated or corrupt image whose signature matches', async () => {
    const png = await canvas(300, 200, '#f0a').png().toBuffer();
    await expectApiError(prepareImage(png.subarray(0, png.length >> 1)), 422, /could not be read/);
    const jpeg = await canvas(300, 200).jpeg().toBuffer();
    await expectApiError(prepareImage(jpeg.subarray(0, jpeg.length - 200)), 422, /could not be read/);
    await expectApiError(prepareImage(Buffer.concat([png.subarray(0, 8), randomBytes(500)])), 422);
    const avifHeader = (await canvas(20, 20).avif().toBuffer()).subarray(0, 40);
    await expectApiError(prepareImage(Buffer.concat([avifHeader, randomBytes(200)])), 422);
  });

  it('answers 422 for a decompression bomb: small file, too many pixels', async () => {
    const bomb = await canvas(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(bomb.length).toBeLessThan(MAX_IMAGE_BYTES);
    await expectApiError(prepareImage(bomb), 422, /at most 40 megapixels/);
  });
});

describe('storeUploadedImage', () => {
  it('stores the re-encoded image under a new random .webp name, and the same file uploaded again under that name', async () => {
    const input = await photoWithExif();
    const count = () => readdirSync(process.env.UPLOAD_DIR!).length;
    const before = count();
    const [first, second] = [await storeUploadedImage(input), await storeUploadedImage(input)];
    expect(first).toMatch(/^[0-9a-f-]{36}\.webp$/);
    // Issue 44: the same bytes are one file (by their SHA-256); other bytes are another.
    expect(second).toBe(first);
    expect(count()).toBe(before + 1);
    const other = await storeUploadedImage(await canvas(300, 200, '#a26').jpeg().toBuffer());
    expect(other).not.toBe(first);
    expect(count()).toBe(before + 2);
    const stored = await readImage(first);
    expect(stored?.data.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect((await sharp(stored!.data).metadata()).exif).toBeUndefined();
  });

  it('stores nothing when the image is refused', async () => {
    const count = () => readdirSync(process.env.UPLOAD_DIR!).length;
    const before = count();
    await expectApiError(storeUploadedImage(Buffer.from('#!/bin/sh\n')), 415);
    await expectApiError(storeUploadedImage((await canvas(100, 100).png().toBuffer()).subarray(0, 60)), 422);
    expect(count()).toBe(before);
  });
});
