import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { onEveryRequest } from './request-hooks';
import { actionRequestKind, foreignOrigin, holdBody, originAllowed, refusalBeforeBody, refusalOfBody } from './server-action-requests';

const ID = '7f0bbed9b7cd927782ac494f2b32135ba7eb78928a';
const IDS = new Set([ID]);
const fetchAction = { kind: 'fetch', actionId: ID } as const;
const form = { kind: 'form' } as const;
const same = { host: 'site.example', origin: 'https://site.example' };

describe('which requests are Server Action requests', () => {
  it('a POST to a page with a Next-Action header, or multipart; never /api, /_next or the one-click unsubscribe', () => {
    expect(actionRequestKind('POST', '/admin/blogs', { 'next-action': ID })).toEqual(fetchAction);
    expect(actionRequestKind('POST', '/contact?x=1', { 'content-type': 'multipart/form-data; boundary=b' })).toEqual(form);
    expect(actionRequestKind('POST', '/contact', { 'content-type': 'application/x-www-form-urlencoded' })).toBeNull();
    expect(actionRequestKind('GET', '/admin/blogs', { 'next-action': ID })).toBeNull();
    expect(actionRequestKind('POST', '/api/v1/uploads', { 'content-type': 'multipart/form-data; boundary=b' })).toBeNull();
    expect(actionRequestKind('POST', '/_next/image', { 'next-action': ID })).toBeNull();
    expect(actionRequestKind('POST', '/de/newsletter/abmelden?token=t', { 'content-type': 'multipart/form-data; boundary=b' })).toBeNull();
  });
});

describe('the origin rule (Next’s)', () => {
  it('compares the Origin’s host with X-Forwarded-Host, else Host; no Origin passes', () => {
    expect(foreignOrigin(same)).toBe(false);
    expect(foreignOrigin({ host: 'site.example' })).toBe(false);
    expect(foreignOrigin({ host: '127.0.0.1:3000', 'x-forwarded-host': 'site.example', origin: 'https://site.example' })).toBe(false);
    expect(foreignOrigin({ host: 'site.example', 'x-forwarded-host': 'proxy.example, other', origin: 'https://site.example' })).toBe(true);
    expect(foreignOrigin({ host: 'site.example', origin: 'https://evil.example' })).toBe(true);
    expect(foreignOrigin({ host: 'site.example', origin: 'https://site.example:8443' })).toBe(true);
    expect(foreignOrigin({ host: 'site.example', origin: 'null' })).toBe(true);
    expect(foreignOrigin({ host: 'site.example', origin: '::nonsense' })).toBe(true);
    expect(foreignOrigin({ origin: 'https://site.example' })).toBe(true);
  });

  it('lets in the allowed origins, with Next’s wildcards', () => {
    expect(foreignOrigin({ host: 'site.example', origin: 'https://admin.partner.example' }, ['*.partner.example'])).toBe(false);
    expect(originAllowed('a.b.partner.example', ['**.partner.example'])).toBe(true);
    expect(originAllowed('a.b.partner.example', ['*.partner.example'])).toBe(false);
    expect(originAllowed('partner.example', ['*.partner.example'])).toBe(false);
    expect(originAllowed('anything.example', ['*'])).toBe(false);
    expect(originAllowed('Site.Example', ['site.example'])).toBe(true);
  });
});

describe('refusals from the headers', () => {
  const text = { ...same, 'content-type': 'text/plain;charset=UTF-8', 'content-length': '10' };
  it('403 for a foreign origin, before anything else', () => {
    expect(refusalBeforeBody(fetchAction, { ...text, origin: 'https://evil.example', 'content-length': '9999999' }, IDS)).toEqual({ status: 403, reason: 'origin' });
    expect(refusalBeforeBody(form, { ...same, origin: 'https://evil.example', 'content-type': 'multipart/form-data; boundary=b' }, IDS)).toMatchObject({ status: 403 });
  });

  it('400 for a content type Next’s client never sends', () => {
    for (const type of ['application/json', 'application/x-www-form-urlencoded', '']) {
      expect(refusalBeforeBody(fetchAction, { ...text, 'content-type': type }, IDS), type).toEqual({ status: 400, reason: 'encoding' });
    }
    expect(refusalBeforeBody(fetchAction, { ...text, 'content-type': 'multipart/form-data; boundary=x' }, IDS)).toBeNull();
  });

  it('409 for an action this build lacks, 400 for no action id at all; any id without a manifest', () => {
    expect(refusalBeforeBody({ kind: 'fetch', actionId: '7f' + '0'.repeat(40) }, text, IDS)).toEqual({ status: 409, reason: 'unknown' });
    expect(refusalBeforeBody({ kind: 'fetch', actionId: 'x' }, text, IDS)).toEqual({ status: 400, reason: 'unknown' });
    expect(refusalBeforeBody({ kind: 'fetch', actionId: '7f' + '0'.repeat(40) }, text, null)).toBeNull();
  });

  it('413 past the limit as stated; a streamed body is read; 411 when neither is said', () => {
    expect(refusalBeforeBody(fetchAction, { ...text, 'content-length': String(1024 * 1024 + 1) }, IDS)).toEqual({ status: 413, reason: 'tooLarge' });
    expect(refusalBeforeBody(fetchAction, { ...text, 'content-length': String(1024 * 1024) }, IDS)).toBeNull();
    expect(refusalBeforeBody(fetchAction, { ...text, 'content-length': '100' }, IDS, 99)).toMatchObject({ status: 413 });
    const streamed = { ...same, 'content-type': text['content-type'] };
    expect(refusalBeforeBody(fetchAction, { ...streamed, 'transfer-encoding': 'chunked' }, IDS)).toBeNull();
    expect(refusalBeforeBody(fetchAction, streamed, IDS)).toEqual({ status: 411, reason: 'length' });
  });
});

describe('refusals from the body', () => {
  const multipart = (body: FormData) => new Response(body);
  async function encoded(data: FormData) {
    const response = multipart(data);
    return { type: response.headers.get('content-type')!, body: Buffer.from(await response.arrayBuffer()) };
  }

  it('a fetch action’s text must be JSON; its multipart must be multipart', async () => {
    const text = { 'content-type': 'text/plain;charset=UTF-8' };
    expect(await refusalOfBody(fetchAction, text, Buffer.from('["# Hi",{"a":1}]'), IDS)).toBeNull();
    expect(await refusalOfBody(fetchAction, text, Buffer.from('hello'), IDS)).toEqual({ status: 400, reason: 'encoding' });
    expect(await refusalOfBody(fetchAction, { 'content-type': 'multipart/form-data; boundary=xyz' }, Buffer.from('garbage'), IDS)).toEqual({ status: 400, reason: 'encoding' });
    const data = new FormData();
    data.set('1', '"x"');
    const { type, body } = await encoded(data);
    expect(await refusalOfBody(fetchAction, { 'content-type': type }, body, IDS)).toBeNull();
  });

  it('a form’s $ACTION_ fields must name actions of the build, as Next checks them; a form without is no action', async () => {
    const check = async (fields: Record<string, string>) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(fields)) data.append(name, value);
      const { type, body } = await encoded(data);
      return refusalOfBody(form, { 'content-type': type }, body, IDS);
    };
    expect(await check({ [`$ACTION_ID_${ID}`]: '', name: 'Nora' })).toBeNull();
    expect(await check({ name: 'Nora' })).toBeNull();
    expect(await check({ $ACTION_REF_1: '', '$ACTION_1:0': `{"id":"${ID}","bound":"$@1"}` })).toBeNull();
    expect(await check({ [`$ACTION_ID_7f${'0'.repeat(40)}`]: '' })).toEqual({ status: 400, reason: 'unknown' });
    expect(await check({ $ACTION_ID_short: '' })).toEqual({ status: 400, reason: 'unknown' });
    expect(await check({ $ACTION_REF_1: '', '$ACTION_1:0': '{"bound":null}' })).toEqual({ status: 400, reason: 'unknown' });
    expect(await check({ $ACTION_REF_1: '' })).toEqual({ status: 400, reason: 'unknown' });
  });
});

// A real server: the request hooks hold a body, then hand the request on, its body intact.
describe('holding a body and handing the request on', () => {
  let server: http.Server;
  let base = '';
  const seen: { body: string; status?: number }[] = [];

  beforeAll(async () => {
    // Only requests of this test carry the header, so the hook leaves every other server alone.
    onEveryRequest((request, response) => {
      if (request.headers['x-hold-test'] === undefined) return false;
      return holdBody(request, 64 * 1024).then((held) => {
        if (held.kind === 'tooLarge') {
          response.statusCode = 413;
          response.end('too large');
          return true;
        }
        return held.kind === 'gone';
      });
    });
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        const body = Buffer.concat(chunks).toString();
        seen.push({ body });
        response.end(`got ${body.length}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  function chunked(body: Buffer, chunk = 4096): Promise<{ status: number; text: string }> {
    return new Promise((resolve, reject) => {
      const request = http.request(`${base}/page`, { method: 'POST', headers: { 'x-hold-test': '1', 'transfer-encoding': 'chunked' } }, (response) => {
        let text = '';
        response.on('data', (part: Buffer) => (text += part.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      for (let at = 0; at < body.length; at += chunk) request.write(body.subarray(at, at + chunk));
      request.end();
    });
  }

  it('hands on a body under the limit whole, stated or streamed', async () => {
    const body = 'x'.repeat(50_000) + 'end';
    const stated = await fetch(`${base}/page`, { method: 'POST', headers: { 'x-hold-test': '1' }, body });
    expect([stated.status, await stated.text()]).toEqual([200, `got ${body.length}`]);
    expect(await chunked(Buffer.from(body))).toEqual({ status: 200, text: `got ${body.length}` });
    expect(seen.at(-1)!.body).toBe(body);
    const empty = await fetch(`${base}/page`, { method: 'POST', headers: { 'x-hold-test': '1' }, body: '' });
    expect(await empty.text()).toBe('got 0');
  });

  it('answers past the limit without handing on, and the connection serves the next request', async () => {
    const before = seen.length;
    expect(await chunked(Buffer.alloc(200 * 1024, 'a'))).toEqual({ status: 413, text: 'too large' });
    expect(seen.length).toBe(before);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const post = (size: number) =>
      new Promise<number>((resolve, reject) => {
        const request = http.request(`${base}/page`, { method: 'POST', agent, headers: { 'x-hold-test': '1', 'content-length': size } }, (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        });
        request.on('error', reject);
        request.end(Buffer.alloc(size, 'b'));
      });
    expect(await post(100 * 1024)).toBe(413);
    expect(await post(10)).toBe(200);
    agent.destroy();
  });
});
