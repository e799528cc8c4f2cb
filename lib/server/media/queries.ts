import 'server-only';
import { escapeRegex } from '@/lib/escape-regex';
import { MEDIA_LIMITS, toMediaFileDto, type MediaFileDto } from '@/lib/media/media-file';
import { PUBLISHED_LOCALES } from '@/i18n/locales';
import { connectDb } from '@/lib/server/db';
import { MediaFile } from '@/models/media-file';

export type MediaPage = { files: MediaFileDto[]; total: number; page: number; totalPages: number };

// The library, newest first, a page at a time; `q` finds a part of the file's name or of its alt
// text in any language, ignoring case.
export async function listMedia({ q = '', page = 1, perPage = MEDIA_LIMITS.list }: { q?: string; page?: number; perPage?: number } = {}): Promise<MediaPage> {
  await connectDb();
  const search = q.trim().slice(0, MEDIA_LIMITS.search);
  // RegExp objects (not {$regex}) so that sanitizeFilter leaves them alone; the text is a literal.
  const pattern = new RegExp(escapeRegex(search), 'i');
  const filter = search ? { $or: [{ name: pattern }, ...PUBLISHED_LOCALES.map((locale) => ({ [`alt.${locale}`]: pattern }))] } : {};
  const total = await MediaFile.countDocuments(filter);
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  const files = await MediaFile.find(filter)
    .sort({ createdAt: -1, _id: 1 })
    .skip((current - 1) * perPage)
    .limit(perPage)
    .lean();
  return { files: files.map(toMediaFileDto), total, page: current, totalPages };
}

export async function findMediaFile(name: string): Promise<MediaFileDto | null> {
  await connectDb();
  const file = await MediaFile.findOne({ name }).lean();
  return file ? toMediaFileDto(file) : null;
}
