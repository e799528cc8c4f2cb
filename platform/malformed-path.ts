import type http from 'node:http';
import { API_CSP } from '@/lib/content-security-policy.mjs';
import { onEveryRequest } from './request-hooks';
import { securityHeaders } from '@/lib/security-headers';

// Next.js decodes the segments of a dynamic route with decodeURIComponent, and a malformed
// percent-escape (`/blog/%`, `/blog/%E0%A4%A`) makes it answer a plain-text 500 without any of the
// security headers next.config.ts sets. Such an address can never name a page or a file here, so
// it is answered 400 before Next.js sees it: JSON in the one error shape under /api, a short page
// elsewhere, with the headers every answer carries. Tested in e2e/http-edges.spec.ts.

export function hasMalformedEscape(url: string): boolean {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  try {
    decodeURIComponent(path);
    return false;
  } catch {
    return true;
  }
}

const MESSAGE = 'The address is not valid: it contains a malformed percent-escape.';

function answerBadRequest(request: http.IncomingMessage, response: http.ServerResponse): void {
  const api = /^\/api(\/|$)/.test(request.url ?? '');
  const body = api
    ? JSON.stringify({ success: false, message: MESSAGE })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><title>Bad request</title><h1>Bad request</h1><p>${MESSAGE}</p><p><a href="/">Go to the home page</a></p></html>`;
  response.statusCode = 400;
  for (const { key, value } of securityHeaders(process.env.NODE_ENV === 'production')) response.setHeader(key, value);
  response.setHeader('Content-Security-Policy', API_CSP);
  response.setHeader('Content-Type', api ? 'application/json' : 'text/html; charset=utf-8');
  response.setHeader('Cache-Control', 'no-store');
  response.setHeader('Content-Length', Buffer.byteLength(body));
  response.end(request.method === 'HEAD' ? undefined : body);
}

// From instrumentation.ts, at start.
export function refuseMalformedPaths(): void {
  onEveryRequest((request, response) => {
    if (!hasMalformedEscape(request.url ?? '/')) return false;
    answerBadRequest(request, response);
    return true;
  });
}
