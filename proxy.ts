import { NextResponse, type NextRequest } from 'next/server';
import { loginPath } from '@/lib/auth/redirect-target';
import { sessionSecret } from '@/lib/server/auth/secret';
import { sessionCookieName } from '@/lib/server/auth/session-cookie';
import { verifySessionToken } from '@/lib/server/auth/token';
import { noncePolicy } from '@/lib/content-security-policy.mjs';
import { NEWSLETTER_UNSUBSCRIBE_PAGES } from '@/lib/newsletter/unsubscribe-pages';

// Runs on the pages rendered per request (see the matcher): gives each response a fresh script
// nonce, and keeps signed-out visitors out of the admin pages. Pages served from the page cache
// never pass here: their policy lists the hashes of their inline scripts instead
// (platform/page-cache/page-cache-handler.mjs).
export async function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;

  // RFC 8058: a newsletter's List-Unsubscribe https link is the unsubscribe page's address, and mail
  // programs POST `List-Unsubscribe=One-Click` to it. Every POST to it but the page's own button
  // (a Server Action) goes to the route that unsubscribes, with the link's query (its token).
  if (request.method === 'POST' && NEWSLETTER_UNSUBSCRIBE_PAGES.includes(pathname) && !(await isServerActionPost(request))) {
    return NextResponse.rewrite(new URL(`/api/v1/newsletter/unsubscribe${search}`, request.url));
  }
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');

  // An optimistic check only (signature and expiry, no database): it spares signed-out visitors a
  // trip into the admin pages. The real check runs in every admin page and route handler
  // (lib/server/auth/guard.ts), because a proxy can be bypassed.
  // A Server Action posts to the page's own address: it is not redirected (the browser would get
  // the sign-in page's HTML as the action's answer), its wrapper answers "unauthenticated" and the
  // form sends the person to sign in (lib/server/admin-action.ts).
  if (admin && !request.headers.has('next-action')) {
    const token = request.cookies.get(sessionCookieName())?.value;
    const claims = token ? await verifySessionToken(token, sessionSecret()) : null;
    if (!claims) return NextResponse.redirect(new URL(loginPath(`${pathname}${search}`), request.url));
  }

  const nonce = btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16))));
  const policy = noncePolicy(nonce, process.env.NODE_ENV === 'development');
  // Next.js reads the nonce from the request's policy and puts it on every script it renders.
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('content-security-policy', policy);
  // /blog with a search or another sort comes here for its nonce only: next.config.ts rewrites it
  // to /blog/search afterwards.
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

// The page's button is a Server Action: called by its scripts it carries a Next-Action header;
// posted by the browser without them it is multipart/form-data with React's `$ACTION_…` fields. A
// mail program's one-click POST is neither (RFC 8058 allows both encodings, so the multipart body
// is looked at; Next buffers a body for the proxy, up to proxyClientMaxBodySize).
export async function isServerActionPost(request: Request): Promise<boolean> {
  if (request.headers.has('next-action')) return true;
  if (!(request.headers.get('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return false;
  const body = await request.clone().text().catch(() => '');
  return /name="\$ACTION_/.test(body);
}

// The unsubscribe page's address in each language (lib/newsletter/unsubscribe-pages.ts).
export { NEWSLETTER_UNSUBSCRIBE_PAGES };

export const config = {
  // The HTML pages that render per request, in as few entries as will do: Next.js tests every
  // request (cached pages, files, API calls) against each entry, building each one's RegExp
  // afresh, twice for an address that matches none. Written out because Next.js reads this config
  // without running it; proxy.test.ts checks every language's addresses (i18n/pathnames.ts)
  // against Next's own reading of it.
  matcher: [
    // The back office and its sign-in pages.
    '/(admin|admin/.*|login|invitation/.*|reset-password/.*)',
    // Per language, from i18n/locales.ts and i18n/pathnames.ts: the pages rendered per request
    // (PER_REQUEST_PAGES in scripts/lib/proxy-matcher.ts: the blog's search and previews, the
    // pages a booking or newsletter mail's links open, the booking picker's steps as pages), where
    // a POST to the unsubscribe page is the one-click unsubscribe (above). The pseudo-locale's are
    // those of test builds; without them its pages would have no policy.
    // Then the blog list with a search or another sort (BLOG_SEARCH_PARAMS). Any other parameter
    // leaves it cached: ?page and ?category answer a redirect to the list's own addresses
    // (next.config.ts), utm_source and the like are ignored.
    // Generated by `npm run routes:generate` (scripts/lib/proxy-matcher.ts): do not edit by hand.
    '/(blog/search|blog/preview/.*|book/reschedule|book/cancel|book/[^/]+/times|newsletter/confirm|newsletter/unsubscribe)',
    '/de/(blog/search|blog/preview/.*|termin/verschieben|termin/absagen|termin/[^/]+/zeiten|newsletter/bestaetigen|newsletter/abmelden)',
    '/xx/(blog/search|blog/preview/.*|book/reschedule|book/cancel|book/[^/]+/times|newsletter/confirm|newsletter/unsubscribe)',
    { source: '/(blog|de/blog|xx/blog)', has: [{ type: 'query', key: 'q' }] },
    { source: '/(blog|de/blog|xx/blog)', has: [{ type: 'query', key: 'sort' }] },
    // End of the generated entries.
  ],
};
