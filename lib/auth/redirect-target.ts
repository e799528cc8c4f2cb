// Where to go after signing in. Only same-site paths are honoured (one leading slash, no
// backslash or control characters), so `next` cannot send anyone to another site.
export const AFTER_LOGIN_DEFAULT = '/admin/dashboard';

export function safeNextPath(next: string | null | undefined): string {
  if (!next || next.length > 2048) return AFTER_LOGIN_DEFAULT;
  if (!next.startsWith('/') || next.startsWith('//') || /[\\\u0000-\u001f\u007f]/.test(next)) return AFTER_LOGIN_DEFAULT;
  // Parsing against a dummy origin catches anything that still resolves elsewhere.
  const url = new URL(next, 'http://same.invalid');
  if (url.origin !== 'http://same.invalid') return AFTER_LOGIN_DEFAULT;
  return `${url.pathname}${url.search}${url.hash}`;
}

export function loginPath(next: string): string {
  return `/login?next=${encodeURIComponent(safeNextPath(next))}`;
}
