import 'server-only';
import { ApiError } from '../http';
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
  const bytes = await readBytesCapped(request, maxBytes);
  try {
    return await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    throw new ApiError(400, 'Request body is not valid multipart form data');
  }
}

async function readBytesCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-upload aborts the stream: that is the client's problem, not a 500.
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(400, 'Request body could not be read');
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, TOO_LARGE);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
