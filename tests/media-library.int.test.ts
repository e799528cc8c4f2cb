import { readdirSync } from 'node:fs';
import { unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageInUse, removeImageIfUnused } from '@/lib/server/media/usage';
import { readImage } from '@/lib/server/storage';
import { storeUploadedImage } from '@/lib/server/storage/image';
import { Author } from '@/models/author';
import { MediaFile } from '@/models/media-file';
import { NewsletterIssue } from '@/models/newsletter-issue';
import { Post } from '@/models/post';

// The media library's first part (issue 44), against the embedded database and the local storage:
// the same file uploaded twice is stored once, and a file is removed only when nothing uses it.
const image = (background: string) => sharp({ create: { width: 120, height: 80, channels: 3, background } }).png().toBuffer();

describe('the same file uploaded twice', () => {
  it('is one stored file with one record, even when both uploads run at once', async () => {
    const bytes = await image('#3a7');
    const files = () => readdirSync(process.env.UPLOAD_DIR!).length;
    const before = files();
    const names = await Promise.all(Array.from({ length: 5 }, () => storeUploadedImage(bytes)));
    expect(new Set(names).size).toBe(1);
    const [name] = names;
    const records = await MediaFile.find({ name }).lean();
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ width: 120, height: 80 });
    expect(records[0]!.bytes).toBe((await readImage(name!))!.data.length);
    // The copies the losing uploads stored are gone again.
    expect(files()).toBe(before + 1);
  });

  it('is stored again when its earlier file was lost, and the record takes the new name', async () => {
    const bytes = await image('#73a');
    const first = await storeUploadedImage(bytes);
    await unlink(path.join(process.env.UPLOAD_DIR!, first));
    const second = await storeUploadedImage(bytes);
    expect(second).not.toBe(first);
    expect(await readImage(second)).not.toBeNull();
    expect((await MediaFile.findOne({ name: second }).lean())?.name).toBe(second);
    expect(await MediaFile.countDocuments({ name: first })).toBe(0);
  });
});

describe('removing an image', () => {
  it('keeps it while a post, an author or a text still shows it, and removes it once nothing does', async () => {
    const name = await storeUploadedImage(await image('#a37'));
    const author = await Author.create({ name: 'Media Tester', slug: 'media-tester', photo: name });
    const issue = await NewsletterIssue.create({ locale: 'en', subject: 'Pictures', body: `![A photo](/uploads/${name})` });

    // A post let go of it, but the author's photo is the same file.
    await removeImageIfUnused(name, 'test');
    expect(await readImage(name)).not.toBeNull();

    await Author.updateOne({ _id: author._id }, { $set: { photo: '' } });
    expect(await imageInUse(name)).toBe(true); // the issue's text
    await removeImageIfUnused(name, 'test');
    expect(await readImage(name)).not.toBeNull();

    await NewsletterIssue.deleteOne({ _id: issue._id });
    expect(await imageInUse(name)).toBe(false);
    await removeImageIfUnused(name, 'test');
    expect(await readImage(name)).toBeNull();
    // The media library does not list it any more either.
    expect(await MediaFile.countDocuments({ name })).toBe(0);
  });

  it('counts a post’s cover, its image when shared and its text', async () => {
    const name = await storeUploadedImage(await image('#37a'));
    for (const field of [{ image: name }, { socialImage: name }, { summary: `Before ![x](/uploads/${name}) after` }]) {
      const { insertedId } = await Post.collection.insertOne({ headline: 'Uses it', ...field });
      expect(await imageInUse(name), JSON.stringify(field)).toBe(true);
      await Post.collection.deleteOne({ _id: insertedId });
    }
    expect(await imageInUse(name)).toBe(false);
  });
});
