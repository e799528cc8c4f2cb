import 'server-only';
import { randomUUID } from 'node:crypto';
import { NextResponse } from 'next/server';
import { z } from 'zod';
import { isDatabaseUnavailable } from './db';
import { DomainError, RateLimitExceeded, type DomainErrorKind } from './errors';

export type FieldErrors = Record<string, string[]>;

// An error of the HTTP edge itself (reading a request, checking the session), whose message is
// safe to show to the caller, with its status. Domain code raises DomainError instead.
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const UNAVAILABLE_MESSAGE = 'Service temporarily unavailable. Please try again shortly.';
const GENERIC_MESSAGE = 'Something went wrong on our side. Please try again later.';

export function errorResponse(status: number, message: string, errors?: FieldErrors, headers?: HeadersInit) {
  const body = errors ? { success: false, message, errors } : { success: false, message };
  return NextResponse.json(body, { status, headers });
}

export function fieldErrors(error: z.ZodError): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (result[key] ??= []).push(issue.message);
  }
  return result;
}

// The status of each kind of domain error (lib/server/errors.ts).
export const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  'unsupported-type': 415,
  unreadable: 422,
  'rate-limited': 429,
};

// Turns any thrown value into the one error shape; unknown errors are logged, never shown.
export function toErrorResponse(error: unknown): NextResponse {
  if (error instanceof ApiError) return errorResponse(error.status, error.message, error.errors, error.headers);
  if (error instanceof DomainError) {
    const headers = error instanceof RateLimitExceeded ? { 'Retry-After': String(error.retryAfter) } : undefined;
    return errorResponse(DOMAIN_ERROR_STATUS[error.kind], error.message, error.errors, headers);
  }
  if (error instanceof z.ZodError) return errorResponse(400, 'Validation failed', fieldErrors(error));
  if (isDatabaseUnavailable(error)) {
    console.error('[db] unavailable:', describe(error));
    return errorResponse(503, UNAVAILABLE_MESSAGE, undefined, { 'Retry-After': '5' });
  }
  const requestId = randomUUID();
  console.error(`[error ${requestId}]`, error);
  return errorResponse(500, GENERIC_MESSAGE, undefined, { 'X-Request-Id': requestId });
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.name}: ${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

// Wraps a route handler so every failure answers { success: false, message } with the right status.
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      return toErrorResponse(error);
    }
  };
}

// For routes whose answers depend on who asks (every admin API): like handle(), and no browser or
// proxy may keep any answer, errors included (so the header is set on the finished response).
export function handleNoStore<C>(handler: Handler<C>): Handler<C> {
  const wrapped = handle(handler);
  return async (request, context) => {
    const response = await wrapped(request, context);
    response.headers.set('Cache-Control', 'no-store');
    return response;
  };
}

// Reads a JSON body with a size cap and validates it; errors become 413, 415 or 400.
export async function readJson<T extends z.ZodType>(
  request: Request,
  schema: T,
  maxBytes = 32 * 1024,
): Promise<z.infer<T>> {
  const type = request.headers.get('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'Content-Type must be application/json');
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new ApiError(413, 'Request body is too large');
  const text = new TextDecoder().decode(await readBodyCapped(request, maxBytes));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ApiError(400, 'Request body is not valid JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(400, 'Validation failed', fieldErrors(parsed.error));
  return parsed.data;
}

// Reads the whole body, stopping as soon as it passes maxBytes, so a missing or false
// Content-Length cannot make the server buffer more than that. Shared by JSON and multipart bodies.
export async function readBodyCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    // A client that goes away mid-upload aborts the stream: that is the client's problem, not a 500.
    const { done, value } = await reader.read().catch(() => {
      throw new ApiError(400, 'Request body could not be read');
    });
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, 'Request body is too large');
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
