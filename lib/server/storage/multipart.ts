import 'server-only';
import { ApiError, readBodyCapped } from '@/lib/server/http';
import { MAX_IMAGE_BYTES } from './image';

// One image plus room for the text fields and the multipart boundaries.
export const MAX_POST_FORM_BYTES = MAX_IMAGE_BYTES + 256 * 1024;

const TOO_LARGE = 'Request body is too large';

// Reads a multipart/form-data body without ever holding more than maxBytes of it: a declared
// Content-Length over the cap is refused before reading, and a missing or false one cannot
// make the server buffer more, because the stream is cut off as soon as it passes the cap.
export async function readMultipart(request: Request, maxBytes: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^multipart\/form-data\b/i.test(type)) throw new ApiError(415, 'Content-Type must be multipart/form-data');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, TOO_LARGE);
  const bytes = await readBodyCapped(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'Request body is not valid multipart form data');
  }
}

// The image of an upload form (multipart, field `image`): its bytes, for the upload pipeline.
export async function readImageUpload(request: Request): Promise<Buffer> {
  const form = await readMultipart(request, MAX_POST_FORM_BYTES);
  const file = form.get('image');
  if (!(file instanceof File) || file.size === 0) throw new ApiError(400, 'Please select an image', { image: ['Please select an image'] });
  return Buffer.from(await file.arrayBuffer());
}
