import 'server-only';
import { createHash } from 'node:crypto';
import sharp, { type Metadata, type SharpOptions } from 'sharp';
import { DomainError } from '@/lib/server/errors';
import { detectImageType, type ImageType } from './image-type';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { MediaFile } from '@/models/media-file';
import { readImage, removeImage, saveImage } from './index';

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
// A few hundred kilobytes of PNG can declare gigapixels; decoding stops at this many.
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_IMAGE_SIDE = 2400;
const WEBP_QUALITY = 82;

const UNSUPPORTED = 'Only JPEG, PNG, WebP, GIF or AVIF images are allowed';
const TOO_LARGE = 'Image is too large (at most 5 MB)';
const TOO_MANY_PIXELS = `Image dimensions are too large (at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels)`;
const UNREADABLE = 'Image could not be read; the file may be damaged';

// failOn 'warning' also rejects truncated or corrupt files that a lenient decoder would half-render;
// pages 1 keeps only the first frame of an animation.
const INPUT_OPTIONS: SharpOptions = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', pages: 1 };

function decodeError(error: unknown): DomainError {
  const message = error instanceof Error ? error.message : '';
  return /pixel limit/i.test(message) ? new DomainError('unreadable', TOO_MANY_PIXELS) : new DomainError('unreadable', UNREADABLE);
}

// The decoder sharp chose must agree with the magic bytes (libheif also reads HEIC, which we do not accept).
function matchesType(metadata: Metadata, type: ImageType): boolean {
  if (type === 'avif') return metadata.format === 'heif' && metadata.compression === 'av1';
  return metadata.format === type;
}

// Validates an upload by content and re-encodes it: orientation applied, all metadata (EXIF, GPS,
// ICC, XMP) dropped because sharp writes none unless asked, longest side capped, never enlarged.
export async function prepareImage(bytes: Buffer): Promise<{ data: Buffer; extension: 'webp'; width: number; height: number }> {
  if (bytes.length > MAX_IMAGE_BYTES) throw new DomainError('too-large', TOO_LARGE);
  const type = detectImageType(bytes);
  if (!type) throw new DomainError('unsupported-type', UNSUPPORTED);
  const metadata = await sharp(bytes, INPUT_OPTIONS)
    .metadata()
    .catch((error: unknown) => {
      throw decodeError(error);
    });
  if (!matchesType(metadata, type)) throw new DomainError('unsupported-type', UNSUPPORTED);
  const { data, info } = await sharp(bytes, INPUT_OPTIONS)
    .autoOrient()
    .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true })
    .catch((error: unknown) => {
      throw decodeError(error);
    });
  return { data, extension: 'webp', width: info.width, height: info.height };
}

// Validates, re-encodes and stores an uploaded image under a new random name; returns that name.
// The same file uploaded again (the same bytes) is not stored again: its earlier name is returned
// (the media library, models/media-file.ts). Two uploads of it at once both store theirs, and the
// one whose record came second removes its own copy.
export async function storeUploadedImage(bytes: Buffer): Promise<string> {
  const hash = createHash('sha256').update(bytes).digest('hex');
  await connectDb();
  const known = await MediaFile.findById(hash).lean();
  if (known && (await readImage(known.name))) return known.name;
  const { data, extension, width, height } = await prepareImage(bytes);
  const name = await saveImage(data, extension);
  const record = { name, bytes: data.length, width, height };
  // Its file was lost (removed by hand, or a storage changed): the record takes the new one.
  if (known) {
    await MediaFile.updateOne({ _id: hash }, { $set: record });
    return name;
  }
  try {
    await MediaFile.create({ _id: hash, ...record });
    return name;
  } catch (error) {
    await removeImage(name);
    const first = isDuplicateKeyError(error) ? await MediaFile.findById(hash).lean() : null;
    if (!first) throw error;
    return first.name;
  }
}
