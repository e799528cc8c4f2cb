import 'server-only';
import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import sharp from 'sharp';
import { PUBLISHED_LOCALES, type Locale } from '@/i18n/locales';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { listImages, readImage } from '@/lib/server/storage';
import { MediaFile } from '@/models/media-file';
import { Post } from '@/models/post';

// Files stored before the media library (issue 44) have no record: the library would not show
// them. Each gets one, known by the SHA-256 of its stored bytes (the bytes it was uploaded as are
// gone; an upload of them again is a new file, as it would have been before). Runs when the
// library opens and some stored file has no record, and in `npm run seed`; safe to run at once
// twice (the second insert of a file is refused by the unique `_id` and skipped).

export type BackfillResult = { inserted: number; altsFilled: number };

// The stored files that have no record: cheap enough for every opening of the library (one
// listing of names and one of the records' names).
export async function filesWithoutRecord(): Promise<string[]> {
  await connectDb();
  const [names, known] = await Promise.all([listImages(), MediaFile.distinct('name')]);
  const recorded = new Set(known);
  return names.filter((name) => !recorded.has(name));
}

async function recordStoredFile(name: string): Promise<boolean> {
  // An upload under way since the listing (its file stored, its record following) records it itself.
  if (await MediaFile.exists({ name })) return false;
  const stored = await readImage(name);
  if (!stored) return false;
  const metadata = await sharp(stored.data)
    .metadata()
    .catch(() => null);
  // Not an image sharp reads (damaged, or put there by hand): the library leaves it out.
  if (!metadata?.width || !metadata.height) return false;
  const hash = createHash('sha256').update(stored.data).digest('hex');
  const record = { name, bytes: stored.data.length, width: metadata.width, height: metadata.height };
  try {
    await MediaFile.create({ _id: hash, ...record });
    return true;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    // Another run recorded it, or an earlier upload stored the same bytes twice under two names
    // (before uploads were deduplicated): that copy is a file of its own, keyed by bytes and name.
    if (await MediaFile.exists({ name })) return false;
    const own = createHash('sha256').update(stored.data).update(name).digest('hex');
    await MediaFile.create({ _id: own, ...record }).catch((second: unknown) => {
      if (!isDuplicateKeyError(second)) throw second;
    });
    return true;
  }
}

// A post that stored its cover with alt text offers it as the library's alt in the post's
// language, where the library has none: the alt written once is not written again.
export async function fillAltsFromPosts(): Promise<number> {
  await connectDb();
  const posts = await Post.find({ image: mongoose.trusted({ $nin: [null, ''] }), imageAlt: mongoose.trusted({ $nin: [null, ''] }) })
    .select('image imageAlt locale')
    .sort({ updatedAt: -1 })
    .lean();
  let filled = 0;
  for (const post of posts) {
    const locale: Locale = PUBLISHED_LOCALES.includes(post.locale as Locale) ? (post.locale as Locale) : 'en';
    const path = `alt.${locale}`;
    const { modifiedCount } = await MediaFile.updateOne(
      { name: post.image, [path]: mongoose.trusted({ $in: [null, ''] }) },
      { $set: { [path]: post.imageAlt!.trim() } },
    );
    filled += modifiedCount;
  }
  return filled;
}

export async function backfillMediaLibrary(): Promise<BackfillResult> {
  let inserted = 0;
  for (const name of await filesWithoutRecord()) if (await recordStoredFile(name)) inserted += 1;
  return { inserted, altsFilled: await fillAltsFromPosts() };
}

// The library page's call: nothing to do is the usual case, and costs the two listings.
export async function backfillIfNeeded(): Promise<BackfillResult | null> {
  if ((await filesWithoutRecord()).length === 0) return null;
  return backfillMediaLibrary();
}
