import { goToLogin } from '@/components/ui/form/go-to-login';
import { fetchJson } from '@/components/ui/fetch-json';

// The upload route's answer without a session (the one route the back office still calls).
const SIGNED_OUT = 401;

export type UploadResult = { ok: true; name: string; url: string } | { ok: false; message: string };

// Sends one image to /api/v1/uploads (a post's cover and the images in its text, a social image,
// an author's photo: files are too big for a Server Action) and answers its stored name and
// address, or the message to show. Without a session, off to sign in.
export async function uploadImage(file: File, failed: string): Promise<UploadResult> {
  const body = new FormData();
  body.set('image', file);
  const result = await fetchJson('/api/v1/uploads', { method: 'POST', body });
  if (!result.ok) {
    if (result.status === SIGNED_OUT) goToLogin();
    return { ok: false, message: result.errors?.image?.join(' ') ?? result.message ?? failed };
  }
  const data = (result.body as { data?: { name?: string; url?: string } } | null)?.data;
  return data?.name && data.url ? { ok: true, name: data.name, url: data.url } : { ok: false, message: failed };
}
