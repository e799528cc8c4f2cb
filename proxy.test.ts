import { NextRequest } from 'next/server';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, localizedPattern, PSEUDO_LOCALE, type Locale } from './i18n/pathnames';
import { BLOG_MOVED_PARAMS, BLOG_SEARCH_PARAMS } from './lib/posts/blog-url';
import { config, NEWSLETTER_UNSUBSCRIBE_PAGES, proxy } from './proxy';

// Next.js reads the matcher without running the module, so it is written out by hand: a language
// added to i18n/pathnames.ts without its entries here would serve its blog search with no
// Content-Security-Policy at all (measured on the routing spike).
const ALL_LOCALES = ['en', 'de', PSEUDO_LOCALE];

describe('the proxy matcher', () => {
  const prefixOf = (locale: string) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`);
  const plain = config.matcher.filter((entry): entry is string => typeof entry === 'string');
  const withQuery = config.matcher.filter((entry) => typeof entry !== 'string');

  it.each(ALL_LOCALES)("covers the per-request blog pages of '%s'", (locale) => {
    const blog = `${prefixOf(locale)}/blog`;
    expect(plain).toContain(`${blog}/search`);
    expect(plain).toContain(`${blog}/preview/:path*`);
    for (const key of BLOG_SEARCH_PARAMS) expect(withQuery).toContainEqual({ source: blog, has: [{ type: 'query', key }] });
  });

  // A page of the list (?page=2) or a category (?category=visa) is a redirect to a cached page's
  // own address (next.config.ts); through the proxy it would cost a nonce and a pass per request.
  it.each(ALL_LOCALES)("leaves the blog list's moved parameters of '%s' to the redirect", (locale) => {
    const blog = `${prefixOf(locale)}/blog`;
    for (const key of BLOG_MOVED_PARAMS) expect(withQuery).not.toContainEqual({ source: blog, has: [{ type: 'query', key }] });
  });

  it.each(ALL_LOCALES)("covers the booking link pages and the picker's steps as pages of '%s'", (locale) => {
    for (const page of ['/book/reschedule', '/book/cancel']) expect(plain).toContain(`${prefixOf(locale)}${localizedPattern(page, locale as Locale)}`);
    expect(plain).toContain(`${prefixOf(locale)}${localizedPattern('/book/[type]/times', locale as Locale).replace('[type]', ':type')}`);
  });

  it.each(ALL_LOCALES)("covers the Opportunity Card check of '%s'", (locale) => {
    expect(plain).toContain(`${prefixOf(locale)}${localizedPattern('/services/opportunity-card/check', locale as Locale)}`);
  });

  it.each(ALL_LOCALES)("covers the newsletter link pages of '%s'", (locale) => {
    for (const page of ['/newsletter/confirm', '/newsletter/unsubscribe']) expect(plain).toContain(`${prefixOf(locale)}${localizedPattern(page, locale as Locale)}`);
    expect(NEWSLETTER_UNSUBSCRIBE_PAGES).toContain(`${prefixOf(locale)}${localizedPattern('/newsletter/unsubscribe', locale as Locale)}`);
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
