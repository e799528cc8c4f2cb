import 'server-only';
import { createHash } from 'node:crypto';
import { languageName } from '@/lib/i18n/localized';
import { ALL_LOCALES } from '@/i18n/locales';
import { MEDIA_USE_LABELS, toMediaFileDto, type MediaAltInput, type MediaFileDto, type MediaUse } from '@/lib/media/media-file';
import { connectDb, isDuplicateKeyError } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { isStoredImageName, removeImage, replaceImage } from '@/lib/server/storage';
import { prepareImage } from '@/lib/server/storage/image';
import { MediaFile } from '@/models/media-file';
import { whereUsed } from './usage';

const NOT_FOUND = 'This image is not in the library; it may have been deleted';
export const ALREADY_IN_LIBRARY = (name: string) =>
  `This file is already in the library (${name}). Use that image, or delete it first if it should take this one’s place.`;
export const STILL_USED = 'This image is still used, so it cannot be deleted. Remove it from these places first:';

async function requireFile(name: string) {
  if (!isStoredImageName(name)) throw new DomainError('not-found', NOT_FOUND);
  await connectDb();
  const file = await MediaFile.findOne({ name }).lean();
  if (!file) throw new DomainError('not-found', NOT_FOUND);
  return file;
}

// The alt text per language, the whole of it (an empty language is no alt there).
export async function updateMediaAlt({ name, alt }: MediaAltInput): Promise<{ before: MediaFileDto; after: MediaFileDto }> {
  const file = await requireFile(name);
  const updated = await MediaFile.findOneAndUpdate({ _id: file._id }, { $set: { alt } }, { returnDocument: 'after', runValidators: true }).lean();
  if (!updated) throw new DomainError('not-found', NOT_FOUND);
  return { before: toMediaFileDto(file), after: toMediaFileDto(updated) };
}

// The audit entry's details: which languages' alt changed ("German: “Ein Tisch”"); empty when none did.
export function altChangeDetails(before: Pick<MediaFileDto, 'alt'>, after: Pick<MediaFileDto, 'alt'>): string {
  return ALL_LOCALES.filter((locale) => (before.alt[locale] ?? '') !== (after.alt[locale] ?? ''))
    .map((locale) => `${languageName(locale)}: “${after.alt[locale] ?? ''}”`)
    .join(', ');
}

// New bytes for a library image, at the same address: every post, author and issue showing it
// shows the new picture. They go through the upload pipeline (type sniffing, size limit,
// re-encoding, metadata stripped) and are written under the same name; the record is known by the
// new bytes' hash from then on. Bytes the library already holds under another name are refused:
// two addresses would show one file, and deleting one would leave the other.
export async function replaceMediaFile(name: string, bytes: Buffer): Promise<MediaFileDto> {
  const file = await requireFile(name);
  const hash = createHash('sha256').update(bytes).digest('hex');
  if (hash === file._id) return toMediaFileDto(file);
  const other = await MediaFile.findById(hash).select('name').lean();
  if (other) throw new DomainError('conflict', ALREADY_IN_LIBRARY(other.name));
  const { data, width, height } = await prepareImage(bytes);
  const { _id: oldId, ...kept } = file;
  const record = { ...kept, _id: hash, bytes: data.length, width, height, replacedAt: new Date() };
  // The new record first: an upload of the same bytes at the same moment keeps one of the two.
  try {
    await MediaFile.create(record);
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const first = await MediaFile.findById(hash).select('name').lean();
    throw new DomainError('conflict', ALREADY_IN_LIBRARY(first?.name ?? name));
  }
  try {
    await replaceImage(name, data);
  } catch (error) {
    await MediaFile.deleteOne({ _id: hash });
    throw error;
  }
  await MediaFile.deleteOne({ _id: oldId });
  const updated = await MediaFile.findById(hash).lean();
  return toMediaFileDto(updated ?? { ...record, updatedAt: new Date() });
}

// A refused delete's message: the sentence, then each place ("Post cover: Studying in Berlin"), on
// one line since a toast shows it.
function usedMessage(uses: MediaUse[]): string {
  return `${STILL_USED} ${uses.map((use) => `${MEDIA_USE_LABELS[use.kind]}: ${use.title}`).join('; ')}.`;
}

// Only an image nothing shows is deleted: its file from the storage, then its record.
export async function deleteMediaFile(name: string): Promise<MediaFileDto> {
  const file = await requireFile(name);
  const uses = await whereUsed(name);
  if (uses.length > 0) throw new DomainError('conflict', usedMessage(uses));
  await removeImage(name);
  await MediaFile.deleteOne({ _id: file._id });
  return toMediaFileDto(file);
}
