import 'server-only';
import { connectDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { PAGE_IMAGE_SLOTS, type PageImageDto, type PageImageId } from '@/lib/page-images/slots';
import { MediaFile } from '@/models/media-file';
import { PageImage } from '@/models/page-image';

// The page images the firm replaced (issue 45): a media library file chosen for an image of the
// pages, or the choice undone. Both engines: a choice is one replace by `_id` (upserted), a reset
// one delete by `_id`. The pages are expired by the caller (./cached.ts expirePageImagePages).

// Every image of the pages in page order, with the file chosen for it when there is one.
export async function listPageImages(): Promise<PageImageDto[]> {
  await connectDb();
  const chosen = new Map((await PageImage.find().lean()).map((row) => [row._id, row]));
  return PAGE_IMAGE_SLOTS.map((slot) => {
    const row = chosen.get(slot.id);
    return {
      id: slot.id,
      page: slot.page,
      label: slot.label,
      original: slot.original,
      file: row?.file ?? null,
      updatedBy: row?.updatedBy ?? '',
      updatedAt: row?.updatedAt.toISOString() ?? null,
      altKey: slot.altKey,
    };
  });
}

// Whether anything changed: choosing the file already shown changes nothing.
export async function choosePageImage(id: PageImageId, file: string, byName: string, now = new Date()): Promise<boolean> {
  await connectDb();
  if (!(await MediaFile.exists({ name: file }))) throw new DomainError('not-found', 'This image is not in the media library any more. Choose another.');
  const before = await PageImage.findById(id).lean();
  if (before?.file === file) return false;
  await PageImage.replaceOne({ _id: id }, { _id: id, file, updatedBy: byName, updatedAt: now }, { upsert: true });
  return true;
}

// Back to the committed original.
export async function resetPageImage(id: PageImageId): Promise<boolean> {
  await connectDb();
  const { deletedCount } = await PageImage.deleteOne({ _id: id });
  return deletedCount > 0;
}
