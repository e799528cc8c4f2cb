import { goToLogin } from '@/components/ui/form/go-to-login';

// Sends one image to /api/v1/uploads (a post's cover and the images in its text, a social image,
// an author's photo: files are too big for a Server Action) and answers its stored name and
// address, or the message to show. Without a session, off to sign in.
export type UploadResult = { ok: true; name: string; url: string } | { ok: false; message: string };

// The route's answer when the session has ended.
const SIGNED_OUT = 401;

type Answer = { message?: string; errors?: { image?: string[] }; data?: { name?: string; url?: string } };

export async function uploadImage(file: File, failed: string): Promise<UploadResult> {
  const body = new FormData();
  body.set('image', file);
  try {
    const response = await fetch('/api/v1/uploads', { method: 'POST', body, credentials: 'same-origin' });
    if (response.status === SIGNED_OUT) goToLogin();
    // A proxy or crashed server may answer with HTML: then only `failed` is left to say.
    const answer = ((await response.json().catch(() => null)) ?? {}) as Answer;
    const { name, url } = answer.data ?? {};
    if (response.ok && name && url) return { ok: true, name, url };
    return { ok: false, message: answer.errors?.image?.join(' ') || (!response.ok && answer.message) || failed };
  } catch (error) {
    console.error('The image could not be sent', error);
    return { ok: false, message: failed };
  }
}
