import { createHash } from 'node:crypto';
import type http from 'node:http';
import enErrors from '@/messages/en/Errors.json';
import deErrors from '@/messages/de/Errors.json';
import { localizeHref } from '@/i18n/pathnames';
import type { Locale } from '@/i18n/locales';
import { securityHeaders } from '@/lib/security-headers';
import { escapeHtml } from '@/lib/escape-html';

// A request hook's own answer, for the hooks that refuse a request before Next.js sees it
// (server-action-requests.ts, form-posts-without-script.ts): the headers every answer carries,
// never cached, and either the one error shape as JSON or a short page in the language of the
// address asked for (its own small style, allowed by its hash; no script).

export type ErrorTexts = typeof enErrors;

// The address's language: /de/… is German; everything else (English, the test build's /xx) English.
export function addressLocale(url: string): Extract<Locale, 'en' | 'de'> {
  return /^\/de(?:[/?#]|$)/.test(url) ? 'de' : 'en';
}

export function errorTexts(locale: 'en' | 'de'): ErrorTexts {
  return locale === 'de' ? deErrors : enErrors;
}

// The address asked for, as a link back to it: a path of this site only (a request line may carry
// an absolute address, or `//host`), without its fragment.
export function backAddress(url: string | undefined): string {
  const address = (url ?? '/').split('#', 1)[0]!;
  return address.startsWith('/') && !address.startsWith('//') ? address : '/';
}

export function contactAddress(locale: 'en' | 'de'): string {
  return localizeHref('/contact', locale);
}

const STYLE =
  'body{font:1.0625rem/1.6 system-ui,sans-serif;color:#0f172a;max-width:40rem;margin:0 auto;padding:2.5rem 1.25rem}h1{font-size:1.75rem;line-height:1.25}a{color:#1d4ed8}a:focus-visible{outline:2px solid #1d4ed8;outline-offset:2px}';
const PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'`;
const JSON_CSP = "default-src 'none'; frame-ancestors 'none'";


export type ShortPage = { locale: 'en' | 'de'; title: string; paragraphs: string[]; links: { href: string; text: string }[] };

export function shortPageHtml(page: ShortPage): string {
  const paragraphs = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('');
  const links = page.links.map((link) => `<li><a href="${escapeHtml(link.href)}">${escapeHtml(link.text)}</a></li>`).join('');
  return (
    `<!doctype html><html lang="${page.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<meta name="robots" content="noindex"><title>${escapeHtml(page.title)}</title><style>${STYLE}</style></head>` +
    `<body><main><h1>${escapeHtml(page.title)}</h1>${paragraphs}<ul>${links}</ul></main></body></html>`
  );
}

type Answer = { status: number; headers?: Record<string, string> } & ({ json: { success: false; message: string } } | { page: ShortPage });

export function answerShortly(request: http.IncomingMessage, response: http.ServerResponse, answer: Answer): void {
  const body = 'json' in answer ? JSON.stringify(answer.json) : shortPageHtml(answer.page);
  response.statusCode = answer.status;
  for (const { key, value } of securityHeaders(process.env.NODE_ENV === 'production')) response.setHeader(key, value);
  response.setHeader('Content-Security-Policy', 'json' in answer ? JSON_CSP : PAGE_CSP);
  response.setHeader('Content-Type', 'json' in answer ? 'application/json' : 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  for (const [key, value] of Object.entries(answer.headers ?? {})) response.setHeader(key, value);
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}
