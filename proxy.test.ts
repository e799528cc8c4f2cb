import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import * as pageStaticInfo from 'next/dist/build/analysis/get-page-static-info';
import type { ProxyMatcher } from 'next/dist/build/analysis/get-page-static-info';
import { getMiddlewareRouteMatcher } from 'next/dist/shared/lib/router/utils/middleware-route-matcher';
import { localizedPattern, PATHNAMES } from './i18n/pathnames';
import { ALL_LOCALES, DEFAULT_LOCALE, type Locale } from './i18n/locales';
import { BLOG_MOVED_PARAMS, BLOG_SEARCH_PARAMS } from './lib/posts/blog-url';
import { config, NEWSLETTER_UNSUBSCRIBE_PAGES, proxy } from './proxy';

// Next.js reads the matcher without running the module, so it is written out (per language by
// `npm run routes:generate`, scripts/lib/proxy-matcher.ts): a language without its entries would
// serve its blog search with no Content-Security-Policy at all (measured on the routing spike).
// The addresses of every language, the pseudo-locale's too (ALL_LOCALES), are checked against
// Next's own reading of the matcher, as its router tests a request.
type Matchers = { getMiddlewareMatchers: (matcher: unknown, nextConfig: object) => ProxyMatcher[] };
const { getMiddlewareMatchers } = pageStaticInfo as unknown as Matchers;
const proxyMatches = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));

function passesProxy(address: string): boolean {
  const url = new URL(address, 'http://localhost');
  return proxyMatches(url.pathname, { headers: {} } as never, Object.fromEntries(url.searchParams));
}

describe('the proxy matcher', () => {
  const prefixOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
  const address = (internal: string, locale: Locale, values: Record<string, string> = {}) => {
    const path = localizedPattern(internal, locale).replace(/\[(\w+)\]/g, (_, name: string) => values[name] ?? 'x');
    return path === '/' && locale !== DEFAULT_LOCALE ? prefixOf(locale) : `${prefixOf(locale)}${path}`;
  };

  it('covers the back office and its sign-in pages', () => {
    for (const path of ['/admin', '/admin/enquiries', '/admin/blogs/64b7f0c2a1b2c3d4e5f60718/edit', '/login', '/invitation/abc', '/reset-password/abc']) expect(passesProxy(path), path).toBe(true);
  });

  it.each(ALL_LOCALES)("covers the per-request blog pages of '%s'", (locale) => {
    const blog = address('/blog', locale);
    expect(passesProxy(address('/blog/search', locale))).toBe(true);
    expect(passesProxy(address('/blog/preview/[id]', locale, { id: '64b7f0c2a1b2c3d4e5f60718' }))).toBe(true);
    for (const key of BLOG_SEARCH_PARAMS) expect(passesProxy(`${blog}?${key}=visa`), `${blog}?${key}`).toBe(true);
  });

  // A page of the list (?page=2) or a category (?category=visa) is a redirect to a cached page's
  // own address (next.config.ts); through the proxy it would cost a nonce and a pass per request.
  it.each(ALL_LOCALES)("leaves the blog list's moved parameters of '%s' to the redirect, and its cached pages alone", (locale) => {
    const blog = address('/blog', locale);
    for (const key of BLOG_MOVED_PARAMS) expect(passesProxy(`${blog}?${key}=2`), `${blog}?${key}`).toBe(false);
    for (const path of [blog, `${blog}?utm_source=news`, address('/blog/[slug]', locale, { slug: 'a-post' }), address('/blog/category/[category]', locale, { category: 'visa' })]) {
      expect(passesProxy(path), path).toBe(false);
    }
  });

  it.each(ALL_LOCALES)("covers the booking link pages and the picker's steps as pages of '%s', not the type's page", (locale) => {
    for (const page of ['/book/reschedule', '/book/cancel', '/book/[type]/times']) expect(passesProxy(address(page, locale, { type: 'first-consultation' })), page).toBe(true);
    expect(passesProxy(address('/book/[type]', locale, { type: 'first-consultation' }))).toBe(false);
  });

  // The check's first step and its views of answers are cached pages; its address with a step is
  // a redirect to a view (next.config.ts). None needs a nonce.
  it.each(ALL_LOCALES)("leaves the Opportunity Card check of '%s' alone: its first step, a step's redirect and a view", (locale) => {
    const check = address('/services/opportunity-card/check', locale);
    for (const path of [check, `${check}?qualification=doctorate&step=2`, address('/services/opportunity-card/check/[answers]', locale, { answers: 'qualification=foreign-degree&step=2' })]) {
      expect(passesProxy(path), path).toBe(false);
    }
  });

  it.each(ALL_LOCALES)("covers the newsletter link pages of '%s'", (locale) => {
    for (const page of ['/newsletter/confirm', '/newsletter/unsubscribe']) expect(passesProxy(address(page, locale)), page).toBe(true);
    expect(NEWSLETTER_UNSUBSCRIBE_PAGES).toContain(address('/newsletter/unsubscribe', locale));
  });

  // Every other public page is cached and answered with its hashes' policy, never through here.
  it.each(ALL_LOCALES)("leaves the cached pages of '%s' alone", (locale) => {
    const perRequest = ['/blog/search', '/blog/preview/[id]', '/book/reschedule', '/book/cancel', '/book/[type]/times', '/newsletter/confirm', '/newsletter/unsubscribe'];
    const cached = Object.keys(PATHNAMES).filter((internal) => !perRequest.includes(internal));
    for (const internal of cached) expect(passesProxy(address(internal, locale)), address(internal, locale)).toBe(false);
  });

  it('leaves files, the API and the sitemap alone', () => {
    for (const path of ['/api/v1/posts/get', '/uploads/a.jpg', '/images/hero.jpg', '/sitemap.xml', '/sitemaps/pages.xml', '/robots.txt', '/register', '/forgot-password']) expect(passesProxy(path), path).toBe(false);
  });
});

// RFC 8058: mail programs POST List-Unsubscribe=One-Click to the List-Unsubscribe link, which is the
// unsubscribe page's address; the proxy hands that POST to the route.
describe('the one-click unsubscribe', () => {
  const oneClick = (path: string, method = 'POST') =>
    proxy(new NextRequest(`http://localhost:3000${path}`, { method, body: method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined, headers: { 'content-type': 'application/x-www-form-urlencoded' } }));

  it.each(NEWSLETTER_UNSUBSCRIBE_PAGES)('rewrites a POST to %s to the unsubscribe route with the same query', async (page) => {
    const response = await oneClick(`${page}?token=abc_DEF-123`);
    expect(response.headers.get('x-middleware-rewrite')).toBe('http://localhost:3000/api/v1/newsletter/unsubscribe?token=abc_DEF-123');
  });

  it('leaves a GET of the page to the page', async () => {
    const response = await oneClick('/de/newsletter/abmelden?token=abc', 'GET');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
    expect(response.headers.get('content-security-policy')).toContain('nonce-');
  });

  it('leaves a POST to any other page alone', async () => {
    const response = await oneClick('/newsletter/confirm?token=abc');
    expect(response.headers.get('x-middleware-rewrite')).toBeNull();
  });
});

// The page's own button is a Server Action posted to the same address: it stays with the page.
describe('the unsubscribe page’s button', () => {
  const page = '/newsletter/unsubscribe?token=abc_DEF-123';
  const rewritten = (response: Response) => response.headers.get('x-middleware-rewrite');

  it('called by its scripts (a Next-Action header) reaches the page', async () => {
    const response = await proxy(new NextRequest(`http://localhost:3000${page}`, { method: 'POST', body: '[]', headers: { 'next-action': 'a'.repeat(42), 'content-type': 'text/plain' } }));
    expect(rewritten(response)).toBeNull();
  });

  it('posted by the browser without scripts (React’s $ACTION_ fields) reaches the page', async () => {
    const form = new FormData();
    form.set('$ACTION_REF_1', '');
    form.set('$ACTION_1:0', '{"id":"x","bound":"$@1"}');
    form.set('token', 'abc_DEF-123');
    const response = await proxy(new NextRequest(`http://localhost:3000${page}`, { method: 'POST', body: form }));
    expect(rewritten(response)).toBeNull();
  });

  it('a mail program’s one-click POST as multipart/form-data still goes to the route', async () => {
    const form = new FormData();
    form.set('List-Unsubscribe', 'One-Click');
    const response = await proxy(new NextRequest(`http://localhost:3000${page}`, { method: 'POST', body: form }));
    expect(rewritten(response)).toBe('http://localhost:3000/api/v1/newsletter/unsubscribe?token=abc_DEF-123');
  });
});
