import { NextResponse, type NextRequest } from 'next/server';
import { loginPath } from '@/lib/auth/redirect-target';
import { sessionSecret } from '@/lib/auth/secret';
import { sessionCookieName } from '@/lib/auth/session-cookie';
import { verifySessionToken } from '@/lib/auth/token';

// An optimistic check only (signature and expiry, no database): it spares signed-out visitors a
// trip into the admin pages. The real check runs in every admin page and route handler
// (lib/auth/guard.ts), because a proxy can be bypassed.
export async function proxy(request: NextRequest) {
  const token = request.cookies.get(sessionCookieName())?.value;
  const claims = token ? await verifySessionToken(token, sessionSecret()) : null;
  if (!claims) {
    const { pathname, search } = request.nextUrl;
    return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), request.url));
  }
  return NextResponse.next();
}

export const config = {
  matcher: ['/admin', '/admin/:path*'],
};
