// Where the session token travels: an HttpOnly cookie for the browser, or `Authorization: Bearer`
// for other clients. No Node-only imports: proxy.ts uses this file.

// The __Host- prefix makes the browser refuse the cookie unless it is Secure, host-only and Path=/,
// so a sibling subdomain cannot plant or overwrite it. It needs HTTPS, hence production only.
export function sessionCookieName(production = process.env.NODE_ENV === 'production'): string {
  return production ? '__Host-session' : 'session';
}

export function sessionTokenFrom(headers: Headers): string | null {
  const authorization = headers.get('authorization');
  if (authorization) {
    const match = /^Bearer\s+([A-Za-z0-9._~+/=-]+)\s*$/i.exec(authorization);
    return match?.[1] ?? null;
  }
  return readCookie(headers.get('cookie'), sessionCookieName());
}

function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index > 0 && part.slice(0, index).trim() === name) {
      const value = part.slice(index + 1).trim();
      return value || null;
    }
  }
  return null;
}

export type SessionCookieOptions = {
  httpOnly: true;
  sameSite: 'lax';
  secure: boolean;
  path: '/';
  maxAge?: number;
};

// Without maxAge the cookie lives until the browser closes (SPEC's 'Remember me' unchecked).
export function sessionCookieOptions(maxAgeSeconds?: number): SessionCookieOptions {
  const options: SessionCookieOptions = {
    httpOnly: true,
    sameSite: 'lax',
    secure: process.env.NODE_ENV === 'production',
    path: '/',
  };
  if (maxAgeSeconds !== undefined) options.maxAge = maxAgeSeconds;
  return options;
}
