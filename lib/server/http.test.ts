import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { DatabaseUnavailable } from './db';
import { ApiError, handle, readJson, toErrorResponse } from './http';

const schema = z.object({ name: z.string().min(1, 'Name is required') });

function jsonRequest(body: string, type = 'application/json') {
  return new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': type } });
}

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    const response = toErrorResponse(error);
    return { status: response.status, body: await response.json() };
  }
  throw new Error('expected a failure');
}

describe('readJson', () => {
  it('returns the parsed, validated body', async () => {
    await expect(readJson(jsonRequest('{"name":"Ada"}'), schema)).resolves.toEqual({ name: 'Ada' });
  });

  it('answers 415 for another content type', async () => {
    expect(await failure(readJson(jsonRequest('name=Ada', 'application/x-www-form-urlencoded'), schema))).toEqual({
      status: 415,
      body: { success: false, message: 'Content-Type must be application/json' },
    });
  });

  it('answers 413 for a body over the limit', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(100) });
    expect((await failure(readJson(jsonRequest(big), schema, 50))).status).toBe(413);
  });

  it('answers 400 for malformed JSON and 400 with field errors for invalid data', async () => {
    expect((await failure(readJson(jsonRequest('{"name":'), schema))).body.message).toBe('Request body is not valid JSON');
    expect(await failure(readJson(jsonRequest('{"name":""}'), schema))).toEqual({
      status: 400,
      body: { success: false, message: 'Validation failed', errors: { name: ['Name is required'] } },
    });
  });
});

describe('handle', () => {
  it('passes ApiError through with its status', async () => {
    const route = handle(async () => {
      throw new ApiError(404, 'Post not found');
    });
    const response = await route(new Request('http://localhost/'), {});
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Post not found' });
  });

  it('answers 503 for an unreachable database', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = handle(async () => {
      throw new DatabaseUnavailable('down');
    });
    const response = await route(new Request('http://localhost/'), {});
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
  });

  it('hides unknown errors behind a generic message and a request id', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const route = handle(async () => {
      throw new Error('E11000 at /srv/app/lib/secret.ts:12');
    });
    const response = await route(new Request('http://localhost/'), {});
    const text = await response.text();
    expect(response.status).toBe(500);
    expect(text).not.toContain('secret');
    expect(text).not.toContain('E11000');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(log).toHaveBeenCalled();
  });
});

describe('database connectivity errors', () => {
  it('treats a raw socket error from a server that went away as unavailable (503)', async () => {
    const { isDatabaseUnavailable } = await import('./db');
    const epipe = Object.assign(new Error('This socket has been ended by the other party'), { code: 'EPIPE' });
    expect(isDatabaseUnavailable(epipe)).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: 'ENOENT' }))).toBe(false);
  });

  it('knows a DatabaseUnavailable from another bundle by its name', async () => {
    const { isDatabaseUnavailable } = await import('./db');
    class DatabaseUnavailable extends Error {
      name = 'DatabaseUnavailable';
    }
    expect(isDatabaseUnavailable(new DatabaseUnavailable('Could not connect to the database'))).toBe(true);
  });
});
