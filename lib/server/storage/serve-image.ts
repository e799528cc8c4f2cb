import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError } from '@/lib/server/http';
import { UPLOAD_CSP } from '@/lib/content-security-policy.mjs';
import mongoose from 'mongoose';
import { connectDb } from '@/lib/server/db';
import { MediaFile } from '@/models/media-file';
import { contentTypeOf, isStoredImageName, readImage } from './index';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Checked again on every use (a 304 through the ETag when unchanged).
const REVALIDATE = 'public, no-cache';

// The response for GET /uploads/{name}: stored names are unique per upload, so a year-long
// immutable cache is safe; the ETag lets a revalidating client skip the body. A file the media
// library replaced under its name (lib/server/media/commands.ts) is revalidated instead, so the new
// bytes reach whoever asks from then on.
async function wasReplaced(name: string): Promise<boolean> {
  try {
    await connectDb();
    return Boolean(await MediaFile.exists({ name, replacedAt: mongoose.trusted({ $type: 'date' }) }));
  } catch {
    // Without the database a local file is still served; whether it was replaced is not known, so
    // it is not promised as immutable either (revalidated once the database is back).
    return true;
  }
}

export async function serveImage(request: Request, name: string): Promise<Response> {
  if (!isStoredImageName(name)) throw new ApiError(400, 'Invalid file name');
  const [file, replaced] = await Promise.all([readImage(name), wasReplaced(name)]);
  if (!file) throw new ApiError(404, 'File not found');
  const etag = `"${createHash('sha1').update(file.data).digest('base64url')}"`;
  const headers = {
    'Content-Type': contentTypeOf(name),
    'Cache-Control': replaced ? REVALIDATE : IMMUTABLE,
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CSP,
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.data), { status: 200, headers: { ...headers, 'Content-Length': String(file.data.length) } });
}
