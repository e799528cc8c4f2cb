import type { FieldErrors } from '@/lib/actions/result';

// status 0 = the request never got an answer (offline, aborted).
// On success, `body` is the answer's JSON (null when it had none).
export type JsonResult = { ok: true; body: unknown } | { ok: false; status: number; message?: string; errors?: FieldErrors };

function isFieldErrors(value: unknown): value is FieldErrors {
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

// Calls a route on the same origin and reads the one error shape `{ success: false, message,
// errors? }`; the caller decides what to show. The routes our own screens still call: the image
// upload and the media library's Replace (components/admin/upload-image.ts; files are too big for a
// Server Action), the media picker's list (components/admin/shared/media-picker-dialog.tsx) and the
// booking picker's free times (lib/booking/booking-api.ts; reads, not forms).
export async function fetchJson(url: string, init: RequestInit): Promise<JsonResult> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    // A request its caller gave up on (the picker moved to another month) is no failure.
    if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(`${init.method ?? 'GET'} ${url} failed`, error);
    return { ok: false, status: 0 };
  }
  if (response.ok) return { ok: true, body: await response.json().catch(() => null) };
  // A proxy or crashed server may answer with HTML; the status alone is still useful.
  const body: unknown = await response.json().catch(() => null);
  const { message, errors } = (body ?? {}) as { message?: unknown; errors?: unknown };
  return {
    ok: false,
    status: response.status,
    message: typeof message === 'string' && message ? message : undefined,
    errors: isFieldErrors(errors) ? errors : undefined,
  };
}
