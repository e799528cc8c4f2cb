export type FieldErrors = Record<string, string[]>;

// status 0 = the request never got an answer (offline, aborted).
// On success, `body` is the answer's JSON (null when it had none).
export type ApiResult = { ok: true; body: unknown } | { ok: false; status: number; message?: string; errors?: FieldErrors };

function isFieldErrors(value: unknown): value is FieldErrors {
  if (!value || typeof value !== 'object') return false;
  return Object.values(value).every((messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'));
}

// Calls an admin API route (same origin, so the session cookie goes along) and reads the
// one error shape of ARCHITECTURE rule 6. The caller decides what to show.
export async function callAdminApi(url: string, init: RequestInit): Promise<ApiResult> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, credentials: 'same-origin' });
  } catch (error) {
    console.error(`${init.method ?? 'GET'} ${url} failed`, error);
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

// A full page load, not router.push: the sign-in page should start without stale client state,
// and the proxy and the page guard see a fresh request without the expired session. It comes
// back to this exact view (path and query) afterwards.
export function goToLogin(): void {
  const here = `${window.location.pathname}${window.location.search}`;
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- deliberate full reload, see above
  window.location.assign(`/login?next=${encodeURIComponent(here)}`);
}

// A JSON body to an admin API route.
export function sendAdminJson(url: string, method: string, body: unknown): Promise<ApiResult> {
  return callAdminApi(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
}
