import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/server/http';
import { MAX_IMAGE_BYTES } from '@/lib/server/storage/image';
import { MAX_POST_FORM_BYTES, readMultipart } from '@/lib/server/storage/multipart';

const URL = 'http://localhost/api/v1/posts/create';
const BOUNDARY = 'test-boundary-1234';
const multipartType = `multipart/form-data; boundary=${BOUNDARY}`;

// A body that hands out `chunk`-sized pieces forever (or fails after `failAfter` of them), counting what was taken.
function endlessBody(chunk: number, failAfter = Infinity) {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (counter.pulled / chunk >= failAfter) return controller.error(new Error('client went away'));
        counter.pulled += chunk;
        controller.enqueue(new Uint8Array(chunk).fill(0x61));
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, counter };
}

const streamed = (body: ReadableStream<Uint8Array>, headers: Record<string, string> = { 'content-type': multipartType }) =>
  new Request(URL, { method: 'POST', body, headers, duplex: 'half' } as RequestInit);

async function expectApiError(promise: Promise<unknown>, status: number, message?: string) {
  const error = await promise.then(() => null, (caught: unknown) => caught);
  expect(error).toBeInstanceOf(ApiError);
  expect((error as ApiError).status).toBe(status);
  if (message) expect((error as ApiError).message).toBe(message);
}

describe('readMultipart', () => {
  it('parses text fields and a file', async () => {
    const form = new FormData();
    form.set('headline', 'Blue Card 2026');
    form.set('summary', 'Line one\nLine two – ünïcödé');
    form.set('image', new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' }));
    const parsed = await readMultipart(new Request(URL, { method: 'POST', body: form }), MAX_POST_FORM_BYTES);
    expect(parsed.get('headline')).toBe('Blue Card 2026');
    // Form encoding turns every line break into CRLF (as browsers do); callers normalise if they care.
    expect(parsed.get('summary')).toBe('Line one\r\nLine two – ünïcödé');
    const image = parsed.get('image') as File;
    expect(image).toBeInstanceOf(File);
    expect(image.name).toBe('photo.jpg');
    expect([...new Uint8Array(await image.arrayBuffer())]).toEqual([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
  });

  it('leaves room for a full-size image plus the text fields', () => {
    expect(MAX_POST_FORM_BYTES).toBe(MAX_IMAGE_BYTES + 256 * 1024);
  });

  it('answers 415 unless the body is multipart/form-data', async () => {
    const json = new Request(URL, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    await expectApiError(readMultipart(json, 1024), 415, 'Content-Type must be multipart/form-data');
    const urlEncoded = new Request(URL, { method: 'POST', body: new URLSearchParams({ a: 'b' }) });
    await expectApiError(readMultipart(urlEncoded, 1024), 415);
    const none = new Request(URL, { method: 'POST', body: new Uint8Array([1, 2, 3]) });
    await expectApiError(readMultipart(none, 1024), 415);
  });

  it('answers 413 at once when Content-Length declares too much, without reading the body', async () => {
    const { stream, counter } = endlessBody(1024);
    const request = streamed(stream, { 'content-type': multipartType, 'content-length': String(10 * 1024 * 1024) });
    await expectApiError(readMultipart(request, 64 * 1024), 413, 'Request body is too large');
    expect(counter.pulled).toBe(0);
  });

  it('answers 413 as soon as an undeclared streamed body passes the cap', async () => {
    const { stream, counter } = endlessBody(16 * 1024);
    await expectApiError(readMultipart(streamed(stream), 100 * 1024), 413, 'Request body is too large');
    // It stopped right after the cap, however much more the client had to send.
    expect(counter.pulled).toBeGreaterThan(100 * 1024);
    expect(counter.pulled).toBeLessThanOrEqual(100 * 1024 + 3 * 16 * 1024);
  });

  it('answers 400 when the client aborts mid-body', async () => {
    const { stream } = endlessBody(1024, 3);
    await expectApiError(readMultipart(streamed(stream), 64 * 1024), 400, 'Request body could not be read');
  });

  it('answers 400 for a body that is not valid multipart', async () => {
    const garbage = new Request(URL, { method: 'POST', body: 'this is not multipart at all', headers: { 'content-type': multipartType } });
    await expectApiError(readMultipart(garbage, 1024), 400, 'Request body is not valid multipart form data');
    const noBoundary = new Request(URL, { method: 'POST', body: '--x\r\n', headers: { 'content-type': 'multipart/form-data' } });
    await expectApiError(readMultipart(noBoundary, 1024), 400);
    const empty = new Request(URL, { method: 'POST', headers: { 'content-type': multipartType } });
    await expectApiError(readMultipart(empty, 1024), 400);
  });
});
