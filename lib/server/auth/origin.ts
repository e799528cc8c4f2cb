import 'server-only';
import { getEnv } from '@/lib/server/env';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

// Cross-site request forgery check for state-changing requests. Browsers send Origin (and
// Sec-Fetch-Site) on every cross-origin POST, PUT, PATCH and DELETE; a request without either
// comes from a non-browser client, which cannot ride on a visitor's cookie.
export function isSameOriginRequest(request: Request): boolean {
  return isSameOrigin(request.headers, request.method);
}

// The same check on the headers alone (a Server Action is always a POST).
export function isSameOrigin(headers: Headers, method = 'POST'): boolean {
  if (SAFE_METHODS.has(method.toUpperCase())) return true;
  const fetchSite = headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none') return false;
  const origin = headers.get('origin');
  if (origin === null) return true;
  if (origin === new URL(getEnv().SITE_URL).origin) return true;
  // The Host the browser addressed (a forged page cannot change it). Scheme is not compared: a
  // TLS-terminating proxy turns https into http before the app sees the request.
  const host = headers.get('host');
  try {
    return host !== null && new URL(origin).host === host;
  } catch {
    return false;
  }
}
