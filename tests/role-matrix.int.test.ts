import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as auditExport from '@/app/api/v1/audit/export/route';
import * as dataSubjectExport from '@/app/api/v1/data-protection/subject/export/route';
import * as enquiries from '@/app/api/v1/contact/enquiries/route';
import * as enquiry from '@/app/api/v1/contact/enquiries/[id]/route';
import * as enquiryRead from '@/app/api/v1/contact/enquiries/[id]/read/route';
import * as enquiryStatus from '@/app/api/v1/contact/enquiries/[id]/status/route';
import * as enquiryExport from '@/app/api/v1/contact/enquiries/export/route';
import * as enquiryStats from '@/app/api/v1/contact/enquiries/stats/route';
import * as createPost from '@/app/api/v1/posts/create/route';
import * as subscriberExport from '@/app/api/v1/newsletter/subscribers/export/route';
import * as deletePost from '@/app/api/v1/posts/delete/[id]/route';
import * as updatePost from '@/app/api/v1/posts/update/[id]/route';
import * as uploads from '@/app/api/v1/uploads/route';
import * as media from '@/app/api/v1/media/route';
import * as mediaFile from '@/app/api/v1/media/[name]/route';
import * as backupFile from '@/app/api/v1/backups/[name]/route';
import * as calendarFeed from '@/app/api/v1/calendar-feeds/[file]/route';
import { can, USER_ROLES, type Capability, type UserRole } from '@/lib/auth/permissions';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { authHeaders, createUser, tokenFor } from './support/auth';

vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn(), unstable_cache: (fn: unknown) => fn }));

// Every admin API route for every role and for no session: the role is checked by the route
// itself, on the server. Allowed means anything but 401 and 403 (a made-up id may answer 404,
// an empty body 400); refused means 403 with the error shape, and no session 401.
type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
// capability null: any signed-in account (its own account).
type RouteCase = { name: string; capability: Capability | null; method: string; path: string; handler: Handler; body?: () => BodyInit; json?: boolean };

const ID = '0123456789abcdef01234567';
const MEDIA_NAME = '01234567-89ab-cdef-0123-456789abcdef.webp';
const multipart = () => new FormData();
const h = (handler: unknown) => handler as Handler;

const ROUTES: RouteCase[] = [
  { name: 'GET audit/export', capability: 'staff', method: 'GET', path: '/api/v1/audit/export', handler: h(auditExport.GET) },
  { name: 'GET data-protection/subject/export', capability: 'staff', method: 'GET', path: '/api/v1/data-protection/subject/export', handler: h(dataSubjectExport.GET) },
  { name: 'GET backups/{name}', capability: 'staff', method: 'GET', path: `/api/v1/backups/${MEDIA_NAME}`, handler: h(backupFile.GET) },
  { name: 'GET newsletter/subscribers/export', capability: 'staff', method: 'GET', path: '/api/v1/newsletter/subscribers/export', handler: h(subscriberExport.GET) },
  { name: 'POST posts/create', capability: 'posts', method: 'POST', path: '/api/v1/posts/create', handler: h(createPost.POST), body: multipart },
  { name: 'PUT posts/update/{id}', capability: 'posts', method: 'PUT', path: `/api/v1/posts/update/${ID}`, handler: h(updatePost.PUT), body: multipart },
  { name: 'DELETE posts/delete/{id}', capability: 'posts', method: 'DELETE', path: `/api/v1/posts/delete/${ID}`, handler: h(deletePost.DELETE) },
  { name: 'POST uploads', capability: 'posts', method: 'POST', path: '/api/v1/uploads', handler: h(uploads.POST), body: multipart },
  { name: 'GET media', capability: 'posts', method: 'GET', path: '/api/v1/media?q=x', handler: h(media.GET) },
  { name: 'PUT media/{name}', capability: 'posts', method: 'PUT', path: `/api/v1/media/${MEDIA_NAME}`, handler: h(mediaFile.PUT), body: multipart },
  { name: 'GET contact/enquiries', capability: 'leads', method: 'GET', path: '/api/v1/contact/enquiries', handler: h(enquiries.GET) },
  { name: 'GET contact/enquiries/stats', capability: 'leads', method: 'GET', path: '/api/v1/contact/enquiries/stats', handler: h(enquiryStats.GET) },
  { name: 'GET contact/enquiries/export', capability: 'leads', method: 'GET', path: '/api/v1/contact/enquiries/export', handler: h(enquiryExport.GET) },
  { name: 'GET contact/enquiries/{id}', capability: 'leads', method: 'GET', path: `/api/v1/contact/enquiries/${ID}`, handler: h(enquiry.GET) },
  { name: 'DELETE contact/enquiries/{id}', capability: 'leads', method: 'DELETE', path: `/api/v1/contact/enquiries/${ID}`, handler: h(enquiry.DELETE) },
  { name: 'PATCH contact/enquiries/{id}/status', capability: 'leads', method: 'PATCH', path: `/api/v1/contact/enquiries/${ID}/status`, handler: h(enquiryStatus.PATCH), body: () => '{"status":"read"}', json: true },
  { name: 'PATCH contact/enquiries/{id}/read', capability: 'leads', method: 'PATCH', path: `/api/v1/contact/enquiries/${ID}/read`, handler: h(enquiryRead.PATCH) },
];

const sessions = new Map<UserRole | 'none', Record<string, string>>();

beforeAll(async () => {
  await connectDb();
  sessions.set('none', {});
  for (const role of USER_ROLES) {
    const id = await createUser({ email: `matrix-${role}@example.com`, password: 'long enough password', role });
    sessions.set(role, authHeaders(await tokenFor(id)));
  }
});

async function call(route: RouteCase, who: UserRole | 'none') {
  const headers: Record<string, string> = { ...sessions.get(who)! };
  if (route.json) headers['content-type'] = 'application/json';
  const request = new Request(`http://localhost${route.path}`, { method: route.method, headers, body: route.body?.() });
  const response = await route.handler(request, { params: Promise.resolve({ id: ID, name: MEDIA_NAME }) });
  return { status: response.status, body: (await response.json().catch(() => null)) as { success?: boolean; message?: string } | null };
}

describe('every admin API route checks the role itself', () => {
  it('lists every admin route handler of app/api (a new one must be added here)', async () => {
    const sources = import.meta.glob<string>('../app/api/**/route.ts', { query: '?raw', import: 'default', eager: true });
    const guarded = Object.entries(sources)
      .filter(([, source]) => source.includes('requireUser('))
      .map(([file]) => file.replace('../app', '').replace('/route.ts', ''));
    const covered = new Set(
      ROUTES.map((route) => route.path.replaceAll(ID, '[id]').replaceAll(MEDIA_NAME, '[name]').replace(/\?.*$/, '')),
    );
    expect(guarded.filter((path) => !covered.has(path))).toEqual([]);
  });

  for (const route of ROUTES) {
    const may = (role: UserRole) => route.capability === null || can(role, route.capability);
    it(`${route.name}: ${route.capability === null ? 'every role' : `${USER_ROLES.filter(may).join(' and ')} only`}`, async () => {
      const anonymous = await call(route, 'none');
      expect(anonymous.status, 'no session').toBe(401);
      expect(anonymous.body).toMatchObject({ success: false });
      for (const role of USER_ROLES) {
        const { status, body } = await call(route, role);
        if (may(role)) expect([401, 403], role).not.toContain(status);
        else {
          expect(status, role).toBe(403);
          expect(body).toMatchObject({ success: false, message: 'Your account is not allowed to do this' });
        }
      }
    });
  }
});

// The calendar feed (issue 47) takes no session: its address's secret is the key, so a session of
// any role opens nothing without it (tests/calendar-feed.int.test.ts: the owner's feed, and the
// refusals of a replaced, revoked or disabled one).
describe('GET calendar-feeds/{secret}.ics: the secret, not a session', () => {
  for (const who of ['none', ...USER_ROLES] as const) {
    it(`a wrong secret is 404 for ${who === 'none' ? 'no session' : who}`, async () => {
      const request = new Request(`http://localhost/api/v1/calendar-feeds/${'A'.repeat(43)}.ics`, { headers: { ...sessions.get(who)!, [SOCKET_ADDRESS_HEADER]: '192.0.2.7' } });
      const response = await calendarFeed.GET(request, { params: Promise.resolve({ file: `${'A'.repeat(43)}.ics` }) });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'No calendar feed at this address' });
    });
  }
});
