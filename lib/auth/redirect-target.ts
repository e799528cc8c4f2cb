// Where to go after signing in. Only same-site paths are honoured, so `next` cannot send anyone
// to another site.
export const AFTER_LOGIN_DEFAULT = '/admin/dashboard';

const BASE = 'http://same.invalid';

// A path a browser resolves on this site: one leading slash, not `//` or `/\` (both mean "another
// host" to a browser), no backslash or control characters.
function isSameSitePath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !/[\\\u0000-\u001f\u007f]/.test(path);
}

export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048 || !isSameSitePath(next)) return AFTER_LOGIN_DEFAULT;
  const url = new URL(next, BASE);
  // Parsing removes dot segments (also written `%2e`): `/.//evil.example` and `/a/..//evil.example`
  // come out as `//evil.example`. So the check applies to the value that is returned, not only to
  // the raw one, and that value must resolve to this site again.
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (url.origin !== BASE || !isSameSitePath(path) || new URL(path, BASE).origin !== BASE) return AFTER_LOGIN_DEFAULT;
  return path;
}

export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(safeNextPath(next))}`;
}
