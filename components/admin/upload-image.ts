import { goToLogin } from '@/components/ui/form/go-to-login';
import { fetchJson } from '@/components/ui/fetch-json';

// The upload routes' answer without a session.
const SIGNED_OUT = 401;

export type UploadResult = { ok: true; name: string; url: string } | { ok: false; message: string };

// Sends one image (multipart, field `image`) to an upload route and answers the stored name and
// address it names, or the message to show. Without a session, off to sign in.
async function sendImage(route: string, method: 'POST' | 'PUT', file: File, failed: string): Promise<UploadResult> {
  const body = new FormData();
  body.set('image', file);
  const result = await fetchJson(route, { method, body });
  if (!result.ok) {
    if (result.status === SIGNED_OUT) goToLogin();
    return { ok: false, message: result.errors?.image?.join(' ') ?? result.message ?? failed };
  }
  const data = (result.body as { data?: { name?: string; url?: string } } | null)?.data;
  return data?.name && data.url ? { ok: true, name: data.name, url: data.url } : { ok: false, message: failed };
}

// Sends one image to /api/v1/uploads (a post's cover and the images in its text, a social image,
// an author's photo, the media library's uploads: files are too big for a Server Action) and
// answers its stored name and address, or the message to show. Without a session, off to sign in.
export function uploadImage(file: File, failed: string): Promise<UploadResult> {
  return sendImage('/api/v1/uploads', 'POST', file, failed);
}

// New bytes for a library image at the same address (PUT /api/v1/media/{name}).
export function replaceImageFile(name: string, file: File, failed: string): Promise<UploadResult> {
  return sendImage(`/api/v1/media/${encodeURIComponent(name)}`, 'PUT', file, failed);
}
