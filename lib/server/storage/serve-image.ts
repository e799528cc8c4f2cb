import 'server-only';
import { createHash } from 'node:crypto';
import { ApiError } from '@/lib/server/http';
import { UPLOAD_CSP } from '@/lib/content-security-policy.mjs';
import { contentTypeOf, isStoredImageName, readImage } from './index';

// The response for GET /uploads/{name}: stored names are unique per upload, so a year-long
// immutable cache is safe; the ETag lets a revalidating client skip the body.
export async function serveImage(request: Request, name: string): Promise<Response> {
  if (!isStoredImageName(name)) throw new ApiError(400, 'Invalid file name');
  const file = await readImage(name);
  if (!file) throw new ApiError(404, 'File not found');
  const etag = `"${createHash('sha1').update(file.data).digest('base64url')}"`;
  const headers = {
    'Content-Type': contentTypeOf(name),
    'Cache-Control': 'public, max-age=31536000, immutable',
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': UPLOAD_CSP,
    ETag: etag,
  };
  if (request.headers.get('if-none-match') === etag) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(file.data), { status: 200, headers: { ...headers, 'Content-Length': String(file.data.length) } });
}
