import path from 'node:path';
import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { localizedPattern, PATHNAMES } from './i18n/pathnames';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './i18n/locales';
import { API_CSP, UPLOAD_CSP } from './lib/content-security-policy.mjs';
import { securityHeaders } from './lib/security-headers';
import { BLOG_LIST_PARAMS, BLOG_MOVED_PARAMS, BLOG_SEARCH_PARAMS } from './lib/posts/blog-url';
import { CHECK_STEP_PARAM, OPPORTUNITY_CHECK_PATH } from './lib/opportunity-card/check-query';
import { SERVER_ACTION_ALLOWED_ORIGINS, SERVER_ACTION_BODY_LIMIT } from './platform/server-action-limits';

// The public pages live in app/(site)/lang/[locale]: every public address is rewritten there, and
// the folder is never an address of its own (redirects below). Not app/(site)/[locale]: a dynamic
// first segment would catch every unknown address (/no-such-page as the locale "no-such-page"),
// whose notFound() from a root layout gets Next's bare 404 instead of app/global-not-found.tsx.
const INTERNAL = '/lang';

// A language's address prefix: none for the default language (today's English addresses), /de.
function prefix(locale: string): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

// Pattern of i18n/pathnames.ts ('/services/[slug]') as a rewrite's path ('/services/:slug').
function toPath(pattern: string): string {
  return pattern.replace(/\[([^\]]+)\]/g, ':$1');
}

// A page's first address segment: 'services' for '/services/[slug]'.
function firstSegment(internal: string): string {
  return internal.split('/')[1] ?? '';
}

// The language's address of each public page → the page's folder with its locale. English '/about'
// → '/lang/en/about', German '/de/kontakt' → '/lang/de/contact'. Plain rewrites, not next-intl's
// middleware: cached pages are answered without proxy.ts running (ARCHITECTURE.md, "Every public
// page is per language").
//
// As few rules as will do, because Next.js tests every request against them twice, once in its
// router and once in the page's module, which compiles each rule it tries afresh: a language whose
// addresses are its folders' names (English, the pseudo-locale) has one rule for all its pages,
// `/:page(about|services|…)/:rest*`; a language with addresses of its own (German) has one per
// page. `pages` is a set of PATHNAMES keys, never '/'.
function pageRewrites(locale: Locale, pages: string[]) {
  const renamed = pages.filter((internal) => localizedPattern(internal, locale) !== internal);
  if (renamed.length === 0) {
    const segments = [...new Set(pages.map(firstSegment))];
    return [{ source: `${prefix(locale)}/:page(${segments.join('|')})/:rest*`, destination: `${INTERNAL}/${locale}/:page/:rest*` }];
  }
  return pages.map((internal) => ({
    source: `${prefix(locale)}${toPath(localizedPattern(internal, locale))}`,
    destination: `${INTERNAL}/${locale}${toPath(internal)}`,
  }));
}

// The blog list's own addresses: /blog is the first page of all posts and /blog/page/2 its second,
// rendered on first request and cached with the category pages (a page folder of its own would be
// prerendered at build time, when there is no database). /blog with a search or another sort is
// the per-request /blog/search (proxy.ts gives it its nonce first). /blog?page=2 and
// /blog?category=visa, and a category's ?page=2, are older addresses of cached pages:
// blog/category/[category]/page/route.ts answers them with a permanent redirect.
function blogListRewrites(locale: Locale) {
  const query = (key: string) => ({ type: 'query' as const, key });
  const noSearch = BLOG_SEARCH_PARAMS.map(query);
  const blog = `${prefix(locale)}/blog`;
  const moved = (category: string) => `${INTERNAL}/${locale}/blog/category/${category}/page`;
  const category = `${prefix(locale)}${toPath(localizedPattern('/blog/category/[category]', locale))}`;
  return [
    { source: blog, missing: BLOG_LIST_PARAMS.map(query), destination: `${INTERNAL}/${locale}/blog/category/all` },
    ...BLOG_SEARCH_PARAMS.map((param) => ({ source: blog, has: [query(param)], destination: `${INTERNAL}/${locale}/blog/search` })),
    ...BLOG_MOVED_PARAMS.map((param) => ({ source: blog, has: [query(param)], missing: noSearch, destination: moved('all') })),
    { source: category, has: [query('page')], missing: noSearch, destination: moved(':category') },
    {
      source: `${prefix(locale)}${toPath(localizedPattern('/blog/page/[page]', locale))}`,
      destination: `${INTERNAL}/${locale}/blog/category/all/page/:page`,
    },
  ];
}

// Every public address of a language, in the order Next.js should try them: the home page, the
// pages outside the blog, then the blog's list addresses before its other pages, and last the
// folder names that are no address in this language.
function localeRewrites(locale: Locale) {
  const pages = Object.keys(PATHNAMES).filter((internal) => internal !== '/' && internal !== '/blog' && internal !== '/blog/page/[page]');
  const home = { source: locale === DEFAULT_LOCALE ? '/' : prefix(locale), destination: `${INTERNAL}/${locale}` };
  // The points check's address with answers (`?…&step=N`: its steps as GET forms) is redirected
  // to the view's own cached address (check/from-query); without a query it is the cached first step.
  const checkWithAnswers = {
    source: `${prefix(locale)}${toPath(localizedPattern(OPPORTUNITY_CHECK_PATH, locale))}`,
    has: [{ type: 'query' as const, key: CHECK_STEP_PARAM }],
    destination: `${INTERNAL}/${locale}${OPPORTUNITY_CHECK_PATH}/from-query`,
  };
  return [
    home,
    checkWithAnswers,
    ...pageRewrites(locale, pages.filter((internal) => firstSegment(internal) !== 'blog')),
    ...blogListRewrites(locale),
    ...pageRewrites(locale, pages.filter((internal) => firstSegment(internal) === 'blog')),
    ...folderNameRewrites(locale),
  ];
}

// A page's folder name under the language's prefix (/de/contact) onto the route that redirects it
// to the language's address (/de/kontakt; app/(site)/lang/[locale]/moved). Last in the language's
// list, so that only an address that is none of its pages is tested against them: as redirect
// rules, every request was.
function folderNameRewrites(locale: Locale) {
  return Object.keys(PATHNAMES)
    .filter((internal) => localizedPattern(internal, locale) !== internal)
    .map((internal) => ({ source: `${prefix(locale)}${toPath(internal)}`, destination: `${INTERNAL}/${locale}/moved${toPath(internal)}` }));
}

// The blog list's first page has the list's own address (/blog, /blog/category/visa), never
// /blog/page/1; the list of all posts is /blog, never /blog/category/all.
function blogListRedirects(locale: Locale) {
  const address = (internal: string, values: Record<string, string>) =>
    `${prefix(locale)}${localizedPattern(internal, locale).replace(/\[(\w+)\]/g, (_, name: string) => values[name] ?? '')}`;
  const blog = `${prefix(locale)}/blog`;
  const category = '/blog/category/[category]';
  const categoryPage = '/blog/category/[category]/page/[page]';
  // The folder's name and, in German, the address (/de/blog/category/all, /de/blog/kategorie/all).
  const allPosts = [...new Set([`${blog}/category/all`, address(category, { category: 'all' })])];
  return [
    ...allPosts.map((source) => ({ source, destination: blog, permanent: true })),
    { source: address(categoryPage, { category: 'all', page: ':page' }), destination: address('/blog/page/[page]', { page: ':page' }), permanent: true },
    { source: address('/blog/page/[page]', { page: '1' }), destination: blog, permanent: true },
    { source: address(categoryPage, { category: ':category', page: '1' }), destination: address(category, { category: ':category' }), permanent: true },
  ];
}

const nextConfig: NextConfig = {
  // Every build also writes .next/standalone: server.js with only the files the server needs at
  // run time (traced from the build), which the container image runs (Dockerfile; public/ and
  // .next/static are copied beside it there). `next start` serves the same build from .next as
  // before: it only warns, '"next start" does not work with "output: standalone" configuration'
  // (next/dist/server/next.js), and runs, so the tests, `npm start` and deploy/README.md keep it.
  output: 'standalone',
  // The standalone folder's layout follows this root (server.js at .next/standalone/server.js),
  // not whatever lockfile a parent directory holds.
  outputFileTracingRoot: import.meta.dirname,
  poweredByHeader: false,
  // No ETag: Next.js computes it by hashing the whole page on every request, which took a quarter
  // of the CPU of serving the cached home page (the figures: docs/operations.md, Performance).
  // The cost: a returning browser gets the page again instead of a 304; behind the nginx proxy
  // (deploy/) pages are answered from its cache anyway. Files in public/ keep their Last-Modified
  // and 304s.
  generateEtags: false,
  // Next's page cache, plus a script policy with the hashes of each cached page's inline scripts
  // and the page in pure ASCII (see there).
  cacheHandler: path.resolve(import.meta.dirname, 'platform/page-cache/page-cache-handler.mjs'),
  async headers() {
    const uploads = [{ key: 'Content-Security-Policy', value: UPLOAD_CSP }];
    // Pages get their Content-Security-Policy from proxy.ts (nonce) or the page cache (hashes).
    return [
      { source: '/:path*', headers: securityHeaders(process.env.NODE_ENV === 'production') },
      { source: '/api/:path*', headers: [{ key: 'Content-Security-Policy', value: API_CSP }] },
      // Staff previews of posts that are not out: never indexed, whatever links to them.
      ...LOCALES.map((locale) => ({ source: `${prefix(locale)}/blog/preview/:path*`, headers: [{ key: 'X-Robots-Tag', value: 'noindex, nofollow' }] })),
      { source: '/uploads/:path*', headers: uploads },
      { source: '/api/v1/uploads/:path*', headers: uploads },
      // The site's illustrations (public/images): Next.js sends max-age=0, so a browser asked again
      // for every image on every page view (a 304, but a round trip each). A day fresh, then used
      // while revalidated in the background for a week; a changed image needs a new file name to
      // show within the day.
      { source: '/images/:path*', headers: [{ key: 'Cache-Control', value: 'public, max-age=86400, stale-while-revalidate=604800' }] },
    ];
  },
  // Rewrites after the files (afterFiles), not before them: a page of the app (/login, /register),
  // a file of public/ and a route handler are found without trying one rewrite, and of the
  // rewrites Next.js stops at the first whose page exists (before the files, it tries every rule
  // on every request, the page's module again, compiling each). Rewrites here, not in proxy.ts: a
  // proxy rewrite is an absolute URL, and `next start -H 127.0.0.1` names itself 'localhost' to
  // the proxy, so Next.js took the rewrite for another host and fetched the page from itself over
  // HTTP.
  async rewrites() {
    return {
      beforeFiles: [],
      // The default language first: most visitors read it.
      afterFiles: LOCALES.flatMap((locale) => localeRewrites(locale)),
      // An address under a language's prefix that is no page (/de/gibt-es-nicht) onto that
      // language's catch-all, so its 404 is in that language (app/(site)/lang/[locale]/[...missing]).
      // Fallback rewrites run only when no page, file or route matched.
      fallback: LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => ({
        source: `${prefix(locale)}/:path*`,
        destination: `${INTERNAL}/${locale}/:path*`,
      })),
    };
  },
  async redirects() {
    return [
      ...LOCALES.flatMap((locale) => blogListRedirects(locale)),
      // The default language has one address per page, without its prefix.
      { source: `/${DEFAULT_LOCALE}`, destination: '/', permanent: true },
      { source: `/${DEFAULT_LOCALE}/:path*`, destination: '/:path*', permanent: true },
      { source: `${INTERNAL}/:locale`, destination: '/', permanent: false },
      { source: `${INTERNAL}/:locale/:path*`, destination: '/:path*', permanent: false },
    ];
  },
  // Reads its country data from files beside its own code at run time (__dirname): it must be
  // required from node_modules, not bundled.
  serverExternalPackages: ['geoip-country'],
  reactStrictMode: true,
  images: {
    qualities: [75, 90],
  },
  experimental: {
    // Unknown addresses get app/global-not-found.tsx (see there why).
    globalNotFound: true,
    // Keep the data and ISR cache in memory only: instances stay stateless (nothing on local disk
    // outlives a restart), and a server started on another database never serves stale entries.
    isrFlushToDisk: false,
    // Said here and refused before Next.js reads a request (platform/server-action-requests.ts),
    // which would answer what exceeds them with a 500 and a stack trace in the log.
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT, allowedOrigins: SERVER_ACTION_ALLOWED_ORIGINS },
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
