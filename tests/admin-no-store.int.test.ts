import { beforeAll, describe, expect, it } from 'vitest';
import { GET as getEnquiry, DELETE as deleteEnquiry } from '@/app/api/v1/contact/enquiries/[id]/route';
import { PATCH as markRead } from '@/app/api/v1/contact/enquiries/[id]/read/route';
import { PATCH as setStatus } from '@/app/api/v1/contact/enquiries/[id]/status/route';
import { GET as exportEnquiries } from '@/app/api/v1/contact/enquiries/export/route';
import { GET as listEnquiries } from '@/app/api/v1/contact/enquiries/route';
import { GET as enquiryStats } from '@/app/api/v1/contact/enquiries/stats/route';
import { POST as createPost } from '@/app/api/v1/posts/create/route';
import { DELETE as deletePost } from '@/app/api/v1/posts/delete/[id]/route';
import { PUT as updatePost } from '@/app/api/v1/posts/update/[id]/route';
import { POST as uploadImage } from '@/app/api/v1/uploads/route';
import { GET as listMedia } from '@/app/api/v1/media/route';
import { PUT as replaceMedia } from '@/app/api/v1/media/[name]/route';
import { POST as logout } from '@/app/api/v1/users/logout/route';
import { connectDb } from '@/lib/server/db';
import { authHeaders, createUser, tokenFor } from './support/auth';

// Every admin API answer, success or error, tells browsers and proxies to keep nothing.
const ID = '64b7f0c2a1b2c3d4e5f60718';
const params = { params: Promise.resolve({ id: ID }) };
const MEDIA_NAME = '01234567-89ab-cdef-0123-456789abcdef.webp';
type Call = [name: string, run: (headers: Record<string, string>) => Promise<Response>];
const url = (path: string) => `http://localhost/api/v1${path}`;
const json = { 'content-type': 'application/json' };

const calls: Call[] = [
  ['POST posts/create', (h) => createPost(new Request(url('/posts/create'), { method: 'POST', headers: h, body: new FormData() }), {})],
  ['PUT posts/update/{id}', (h) => updatePost(new Request(url(`/posts/update/${ID}`), { method: 'PUT', headers: h, body: new FormData() }), params)],
  ['POST uploads', (h) => uploadImage(new Request(url('/uploads'), { method: 'POST', headers: h, body: new FormData() }), {})],
  ['GET media', (h) => listMedia(new Request(url('/media?q=x'), { headers: h }), {})],
  ['PUT media/{name}', (h) => replaceMedia(new Request(url(`/media/${MEDIA_NAME}`), { method: 'PUT', headers: h, body: new FormData() }), { params: Promise.resolve({ name: MEDIA_NAME }) })],
  ['DELETE posts/delete/{id}', (h) => deletePost(new Request(url(`/posts/delete/${ID}`), { method: 'DELETE', headers: h }), params)],
  ['GET contact/enquiries', (h) => listEnquiries(new Request(url('/contact/enquiries'), { headers: h }), {})],
  ['GET contact/enquiries/stats', (h) => enquiryStats(new Request(url('/contact/enquiries/stats'), { headers: h }), {})],
  ['GET contact/enquiries/export', (h) => exportEnquiries(new Request(url('/contact/enquiries/export'), { headers: h }), {})],
  ['GET contact/enquiries/{id}', (h) => getEnquiry(new Request(url(`/contact/enquiries/${ID}`), { headers: h }), params)],
  ['DELETE contact/enquiries/{id}', (h) => deleteEnquiry(new Request(url(`/contact/enquiries/${ID}`), { method: 'DELETE', headers: h }), params)],
  [
    'PATCH contact/enquiries/{id}/status',
    (h) => setStatus(new Request(url(`/contact/enquiries/${ID}/status`), { method: 'PATCH', headers: { ...h, ...json }, body: '{"status":"read"}' }), params),
  ],
  ['PATCH contact/enquiries/{id}/read', (h) => markRead(new Request(url(`/contact/enquiries/${ID}/read`), { method: 'PATCH', headers: h }), params)],
  ['POST users/logout', (h) => logout(new Request(url('/users/logout'), { method: 'POST', headers: h }), {})],
];

let session: Record<string, string> = {};

beforeAll(async () => {
  await connectDb();
  const id = await createUser({ email: 'nostore@example.com', password: 'correct horse battery' });
  session = authHeaders(await tokenFor(id));
});

describe('admin API answers are never stored', () => {
  it.each(calls)('%s: signed out and signed in', async (_name, run) => {
    const signedOut = await run({});
    const signedIn = await run(session);
    // Logout answers 200 either way; every other route refuses a missing session.
    expect([401, 200]).toContain(signedOut.status);
    expect(signedIn.status).not.toBe(401);
    for (const response of [signedOut, signedIn]) expect(response.headers.get('cache-control')).toBe('no-store');
  });
});
