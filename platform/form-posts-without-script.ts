import type http from 'node:http';
import { NEWSLETTER_UNSUBSCRIBE_PAGES } from '@/lib/newsletter/unsubscribe-pages';
import { onEveryRequest } from './request-hooks';
import { addressLocale, answerShortly, backAddress, contactAddress, errorTexts } from './short-answer';

// Every form that takes personal data or a secret says method="post" (issue 40, item 4), so what a
// person types never goes into an address, even when scripts are off or not loaded yet. Its
// scripts send it (fetch, a Server Action); without them the browser posts the form, urlencoded,
// to the page's own address, which takes no post yet (making the forms work without scripts is
// issue 41). Next.js answers such a POST with the page, as if it were a GET (a cached page even
// from the cache, without the script policy the cache adds): the form comes back empty and nothing
// says the message was not sent. So a urlencoded POST to a page is answered here, 405 with
// `Allow: GET, HEAD` and a short page in the address's language: nothing was sent or stored, go back
// to the form (the browser's Back usually still has what was typed) once the page has loaded, or
// see the contact page. The body is never read, logged or echoed.
//
// Not answered here: /api and /_next, the unsubscribe pages (an RFC 8058 one-click POST, which
// proxy.ts gives to the API), a POST with a Next-Action header (Next's client; a urlencoded one is
// refused by server-action-requests.ts), and every other encoding (a form posted to a Server
// Action is multipart/form-data, which React writes; issue 41's forms will be those).
//
// What breaks it: a page that is meant to take a urlencoded post (none today; it would have to be
// listed here). Caught by: platform/form-posts-without-script.test.ts, e2e/form-posts.spec.ts
// (sign-in and contact with scripts off), e2e/newsletter-subscribe.spec.ts (the box with scripts
// off) and e2e/server-action-refusals.spec.ts (the answer, the one-click POST untouched, the log).

export function isFormPostToPage(method: string | undefined, url: string, headers: http.IncomingHttpHeaders): boolean {
  if (method !== 'POST' || headers['next-action'] !== undefined) return false;
  const type = (headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/x-www-form-urlencoded') return false;
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  return !/^\/(?:api|_next)(?:\/|$)/.test(pathname) && !NEWSLETTER_UNSUBSCRIBE_PAGES.includes(pathname);
}

type State = { installed: boolean };
const holder = globalThis as typeof globalThis & { __formPostsWithoutScript?: State };
const state: State = (holder.__formPostsWithoutScript ??= { installed: false });

// From instrumentation.ts, at start.
export function answerFormPostsWithoutScript(): void {
  if (state.installed) return;
  state.installed = true;
  onEveryRequest((request, response) => {
    if (!isFormPostToPage(request.method, request.url ?? '/', request.headers)) return false;
    const locale = addressLocale(request.url ?? '/');
    const texts = errorTexts(locale).formWithoutScript;
    answerShortly(request, response, {
      status: 405,
      headers: { Allow: 'GET, HEAD' },
      page: {
        locale,
        title: texts.title,
        paragraphs: [texts.text, texts.next],
        links: [
          { href: backAddress(request.url), text: texts.back },
          { href: contactAddress(locale), text: texts.contact },
        ],
      },
    });
    return true;
  });
}
