import { readFileSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { NEWSLETTER_UNSUBSCRIBE_PAGES } from '@/lib/newsletter/unsubscribe-pages';
import { onEveryRequest } from './request-hooks';
import { SERVER_ACTION_ALLOWED_ORIGINS, SERVER_ACTION_BODY_LIMIT } from './server-action-limits';
import { addressLocale, answerShortly, backAddress, errorTexts } from './short-answer';

// Next.js refuses a Server Action request it cannot take by throwing, which it answers 500 (a
// fetch action: 500 with an error row; a form posted without scripts: Next's bare 500) and logs
// with a stack trace, for anyone who sends one (Next 16.4, server/app-render/action-handler.js):
//   - an Origin whose host is not the request's (X-Forwarded-Host, else Host) nor in
//     `serverActions.allowedOrigins` ("Invalid Server Actions request."), or no address at all
//     (TypeError: Invalid URL), on a fetch action and on every multipart POST to a page;
//   - a body over `serverActions.bodySizeLimit` ("Body exceeded 1 MB limit.", an ApiError 413
//     that it answers 500), stated or streamed;
//   - a body that is not the action encoding: a fetch action's text that is no JSON (SyntaxError),
//     a multipart body that is none ("Unexpected end of form", "Failed to parse body as FormData");
//   - and an action id this build does not have: 409 or 400, with the stack as a warning.
// This hook answers them first: 403, 400, 411 (a streamed body is held up to the limit and refused
// past it; 411 only where neither length nor chunks are said), 413, and 409/400 with Next's
// `x-nextjs-action-not-found` header for an unknown id; JSON `{ success: false, message }` to a
// script (a Next-Action header), a short page in the address's language to a form. Nothing is
// logged. A request it takes is handed to Next.js unchanged (its body replayed, held or not).
//
// A Server Action request: a POST to a page (not /api, /_next, nor the pages proxy.ts rewrites to
// a route on POST) with a Next-Action header (Next's client), or a multipart/form-data POST (a form
// posted without scripts to an action: React writes `$ACTION_ID_…`/`$ACTION_REF_…` fields; Next
// tries every multipart POST to a page as one). A urlencoded POST is never an action (Next takes
// none; platform/form-posts-without-script.ts answers those).
//
// What breaks it: Next.js changing what it accepts (its client's encodings: text/plain or
// multipart/form-data; how it reads `$ACTION_…` fields; the manifest at
// .next/server/server-reference-manifest.json, read once at start in production), or Node's HTTP
// parser no longer feeding the request's body through `IncomingMessage#push` (holdBody below).
// Caught by: platform/server-action-requests.test.ts (the decisions, holding and replaying a body
// on a real server) and e2e/server-action-refusals.spec.ts (the statuses and an empty log on the
// production build, and a normal action still working).

export type Refusal = { status: 400 | 403 | 409 | 411 | 413; reason: 'origin' | 'encoding' | 'unknown' | 'length' | 'tooLarge' };

type Headers = http.IncomingHttpHeaders;

const header = (headers: Headers, name: string): string | undefined => {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
};

// Next's own rule (action-handler.js parseHostHeader): the first X-Forwarded-Host, else Host.
function requestHost(headers: Headers): string | undefined {
  return header(headers, 'x-forwarded-host')?.split(',')[0]?.trim() || header(headers, 'host');
}

// Next's `allowedOrigins` matching (server/app-render/csrf-protection.js): exact, `*.` one label,
// `**.` any labels, never a bare wildcard.
export function originAllowed(originHost: string, allowed: readonly string[]): boolean {
  const host = originHost.toLowerCase();
  return allowed.some((pattern) => {
    const wanted = pattern.toLowerCase();
    if (!wanted) return false;
    if (wanted === host) return true;
    const patternParts = wanted.split('.');
    const hostParts = host.split('.');
    if (patternParts.length === 1 && (patternParts[0] === '*' || patternParts[0] === '**')) return false;
    if (hostParts.length < patternParts.length) return false;
    while (patternParts.length) {
      const part = patternParts.pop()!;
      const label = hostParts.pop();
      if (part === '') return false;
      if (part === '*') {
        if (!label) return false;
      } else if (part === '**') {
        return patternParts.length === 0 && label !== undefined;
      } else if (part !== label) return false;
    }
    return hostParts.length === 0;
  });
}

// An Origin that is not this site's. None at all is let through, as Next.js does: a browser always
// sends one with a POST; a request without is handmade and carries no one else's cookies.
export function foreignOrigin(headers: Headers, allowed: readonly string[] = SERVER_ACTION_ALLOWED_ORIGINS): boolean {
  const origin = header(headers, 'origin');
  if (origin === undefined) return false;
  let originHost: string;
  try {
    originHost = origin === 'null' ? 'null' : new URL(origin).host;
  } catch {
    return true;
  }
  const host = requestHost(headers);
  return !host || (originHost !== host && !originAllowed(originHost, allowed));
}

const mediaType = (headers: Headers) => (header(headers, 'content-type') ?? '').split(';')[0]!.trim().toLowerCase();

export type ActionRequest = { kind: 'fetch'; actionId: string } | { kind: 'form' };

// Whether this request reaches Next's action handler, and as what.
export function actionRequestKind(method: string | undefined, url: string, headers: Headers): ActionRequest | null {
  if (method !== 'POST') return null;
  const pathname = url.split(/[?#]/, 1)[0] ?? '';
  if (/^\/(?:api|_next)(?:\/|$)/.test(pathname) || NEWSLETTER_UNSUBSCRIBE_PAGES.includes(pathname)) return null;
  const actionId = header(headers, 'next-action');
  if (actionId !== undefined) return { kind: 'fetch', actionId };
  return (header(headers, 'content-type') ?? '').startsWith('multipart/form-data') ? { kind: 'form' } : null;
}

// An action id of this build: 42 hexadecimal digits (Next's SERVER_REFERENCE_ID_LENGTH) found in
// its manifest. Without a manifest (a development server, whose ids change as code does), any id
// of that length.
export type ActionIds = ReadonlySet<string> | null;
const ID_LENGTH = 42;
const idStatus = (id: string, ids: ActionIds): Refusal | null =>
  id.length !== ID_LENGTH ? { status: 400, reason: 'unknown' } : ids && !ids.has(id) ? { status: 409, reason: 'unknown' } : null;

// What can be refused from the headers alone, before any of the body is read.
export function refusalBeforeBody(request: ActionRequest, headers: Headers, ids: ActionIds, limit = SERVER_ACTION_BODY_LIMIT): Refusal | null {
  if (foreignOrigin(headers)) return { status: 403, reason: 'origin' };
  if (request.kind === 'fetch') {
    // What Next's client sends: a string (text/plain) or FormData (multipart/form-data).
    if (!['text/plain', 'multipart/form-data'].includes(mediaType(headers))) return { status: 400, reason: 'encoding' };
    const unknown = idStatus(request.actionId, ids);
    if (unknown) return unknown;
  }
  const length = header(headers, 'content-length');
  if (length !== undefined) return Number(length) > limit ? { status: 413, reason: 'tooLarge' } : null;
  return header(headers, 'transfer-encoding') ? null : { status: 411, reason: 'length' };
}

// The `$ACTION_…` fields of a form posted without scripts name actions of this build, as Next
// checks them (action-handler.js areAllActionIdsValid); a form with none is no action.
function formActionsKnown(form: FormData, ids: ActionIds): boolean {
  let refs = 0;
  for (const key of form.keys()) {
    if (key.startsWith('$ACTION_ID_')) {
      if (idStatus(key.slice('$ACTION_ID_'.length), ids)) return false;
    } else if (key.startsWith('$ACTION_REF_')) {
      if (++refs > 2) return false;
      const descriptors = form.getAll(`$ACTION_${key.slice('$ACTION_REF_'.length)}:0`);
      const descriptor = descriptors.length === 1 ? descriptors[0] : undefined;
      const id = typeof descriptor === 'string' ? /^\{"id":"([^"]*)"/.exec(descriptor)?.[1] : undefined;
      if (id === undefined || idStatus(id, ids)) return false;
    }
  }
  return true;
}

// What the body read whole shows: not the encoding its content type says, or unknown actions.
export async function refusalOfBody(request: ActionRequest, headers: Headers, body: Buffer, ids: ActionIds): Promise<Refusal | null> {
  if (mediaType(headers) === 'multipart/form-data') {
    let form: FormData;
    try {
      form = await new Response(new Uint8Array(body), { headers: { 'content-type': header(headers, 'content-type')! } }).formData();
    } catch {
      return { status: 400, reason: 'encoding' };
    }
    return request.kind === 'form' && !formActionsKnown(form, ids) ? { status: 400, reason: 'unknown' } : null;
  }
  try {
    JSON.parse(body.toString('utf8'));
    return null;
  } catch {
    return { status: 400, reason: 'encoding' };
  }
}

type Held = { kind: 'body'; body: Buffer } | { kind: 'tooLarge' } | { kind: 'gone' };

// Reads the body as Node's HTTP parser hands it to the request (IncomingMessage#push), before
// anyone reads the request, up to `limit` bytes. Whole: every chunk is pushed again, so Next.js
// reads the request as it came. Past the limit: the rest flows on unread (Node discards it once the
// answer is sent). The client gone: nothing to answer.
export function holdBody(request: http.IncomingMessage, limit: number): Promise<Held> {
  const push = request.push;
  const chunks: Buffer[] = [];
  let size = 0;
  return new Promise<Held>((resolve) => {
    const settle = (held: Held) => {
      request.push = push;
      request.off('close', gone);
      resolve(held);
    };
    const gone = () => settle({ kind: 'gone' });
    request.once('close', gone);
    request.push = function (chunk: unknown, encoding?: BufferEncoding) {
      if (chunk === null) {
        settle({ kind: 'body', body: Buffer.concat(chunks) });
        for (const kept of chunks) push.call(request, kept);
        return push.call(request, null);
      }
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
      size += bytes.length;
      if (size > limit) {
        settle({ kind: 'tooLarge' });
        return push.call(request, chunk, encoding);
      }
      chunks.push(bytes);
      return true;
    };
  });
}

function actionIdsOfBuild(): ActionIds {
  if (process.env.NODE_ENV !== 'production') return null;
  try {
    const manifest = JSON.parse(readFileSync(path.join(process.cwd(), '.next', 'server', 'server-reference-manifest.json'), 'utf8')) as Record<string, unknown>;
    return new Set(['node', 'edge'].flatMap((runtime) => Object.keys((manifest[runtime] as object | undefined) ?? {})));
  } catch {
    return null;
  }
}

function formatLimit(bytes: number): string {
  return bytes % (1024 * 1024) === 0 ? `${bytes / (1024 * 1024)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

function refuse(request: http.IncomingMessage, response: http.ServerResponse, kind: ActionRequest, refusal: Refusal): void {
  const locale = kind.kind === 'fetch' ? 'en' : addressLocale(request.url ?? '/');
  const texts = errorTexts(locale).refusedPost;
  const message = refusal.reason === 'tooLarge' ? texts.tooLarge.replace('{limit}', formatLimit(SERVER_ACTION_BODY_LIMIT)) : texts[refusal.reason];
  // Next's client reads this header as "this action is not on the server" (a newer deployment).
  const headers: Record<string, string> = refusal.reason === 'unknown' ? { 'x-nextjs-action-not-found': '1' } : {};
  if (kind.kind === 'fetch') return answerShortly(request, response, { status: refusal.status, headers, json: { success: false, message } });
  answerShortly(request, response, { status: refusal.status, headers, page: { locale, title: texts.title, paragraphs: [message], links: [{ href: backAddress(request.url), text: texts.back }] } });
}

type State = { installed: boolean };
const holder = globalThis as typeof globalThis & { __serverActionRequests?: State };
const state: State = (holder.__serverActionRequests ??= { installed: false });

// From instrumentation.ts, at start.
export function refuseUnfitServerActionRequests(): void {
  if (state.installed) return;
  state.installed = true;
  const ids = actionIdsOfBuild();
  onEveryRequest((request, response) => {
    const kind = actionRequestKind(request.method, request.url ?? '/', request.headers);
    if (!kind) return false;
    const early = refusalBeforeBody(kind, request.headers, ids);
    if (early) {
      refuse(request, response, kind, early);
      return true;
    }
    return holdBody(request, SERVER_ACTION_BODY_LIMIT).then(async (held) => {
      if (held.kind === 'gone') return true;
      const refusal = held.kind === 'tooLarge' ? ({ status: 413, reason: 'tooLarge' } as const) : await refusalOfBody(kind, request.headers, held.body, ids);
      if (!refusal) return false;
      refuse(request, response, kind, refusal);
      return true;
    });
  });
}
