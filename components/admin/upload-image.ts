import { callAdminApi, goToLogin } from './admin-api';

// Sends one image to /api/v1/uploads (the post's text, an author's photo, a social image) and
// answers its stored name and address, or the message to show. Without a session, off to sign in.
export type UploadResult = { ok: true; name: string; url: string } | { ok: false; message: string };

export async function uploadImage(file: File, failed: string): Promise<UploadResult> {
  const body = new FormData();
  body.set('image', file);
  const result = await callAdminApi('/api/v1/uploads', { method: 'POST', body });
  if (!result.ok) {
    if (result.status === 401) goToLogin();
    return { ok: false, message: result.errors?.image?.join(' ') ?? result.message ?? failed };
  }
  const data = (result.body as { data?: { name?: string; url?: string } } | null)?.data;
  return data?.name && data.url ? { ok: true, name: data.name, url: data.url } : { ok: false, message: failed };
}
