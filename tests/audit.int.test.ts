import { beforeAll, describe, expect, it, vi } from 'vitest';
import { changeStaff } from '@/app/(admin)/admin/staff/actions';
import { GET as auditExportRoute } from '@/app/api/v1/audit/export/route';
import { GET as exportLeadsRoute } from '@/app/api/v1/contact/enquiries/export/route';
import { POST as loginRoute } from '@/app/api/v1/users/login/route';
import { listAudit } from '@/lib/server/audit/queries';
import { sweepExpiredAuditEntries } from '@/lib/server/audit/record';
import { auditQuerySchema } from '@/lib/audit/audit-query';
import { connectDb } from '@/lib/server/db';
import { AuditEntry } from '@/models/audit-entry';
import { Enquiry } from '@/models/enquiry';
import { actAs, dataOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { berlinDay } from '@/lib/time/berlin';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The audit log: what is written for each recorded action, how administrators read and export it.
let admin: { id: string; headers: Record<string, string> };
const ADMIN_EMAIL = 'audit-admin@example.com';
const PASSWORD = 'long enough password';

beforeAll(async () => {
  await connectDb();
  const id = await createUser({ email: ADMIN_EMAIL, password: PASSWORD, name: 'Ada Admin' });
  admin = { id, headers: authHeaders(await tokenFor(id)) };
});

const login = (password: string) =>
  loginRoute(
    new Request('http://localhost/api/v1/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password, remember: false }),
    }),
  );

// The log as /admin/audit reads it for a filter in its address.
async function audit(query = '') {
  const filter = auditQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  return { body: { data: await listAudit(filter) } };
}

describe('audit log', () => {
  it('records sign-ins and failed sign-ins with the address tried', async () => {
    expect((await login('wrong password!!')).status).toBe(401);
    expect((await login(PASSWORD)).status).toBe(200);
    const { body } = await audit(`?actor=${encodeURIComponent(ADMIN_EMAIL)}`);
    expect(body.data.entries.map((entry) => entry.action).slice(0, 2)).toEqual(['sign-in', 'sign-in-failed']);
  });

  it('records a role change and a disabled account with whom it was done to', async () => {
    const adviserId = await createUser({ email: 'audit-adviser@example.com', password: PASSWORD, role: 'adviser' });
    actAs(null, admin.headers);
    for (const change of [{ role: 'editor' as const }, { disabled: true }]) dataOf(await changeStaff(adviserId, change));
    const { body } = await audit('?action=staff-role-changed');
    expect(body.data.entries[0]).toMatchObject({ actorEmail: ADMIN_EMAIL, target: 'audit-adviser@example.com', details: 'role: editor' });
    expect((await audit('?action=staff-disabled')).body.data.total).toBe(1);
  });

  it('records a lead export with its filter and the rows it held, once the file is written', async () => {
    await Enquiry.create([
      { fullName: 'Lea One', email: 'lea1@example.com', message: 'Hello there, a question.', status: 'new' },
      { fullName: 'Lea Two', email: 'lea2@example.com', message: 'Hello there, a question.', status: 'read' },
    ]);
    const response = await exportLeadsRoute(new Request('http://localhost/api/v1/contact/enquiries/export?status=new', { headers: admin.headers }), {});
    expect(response.status).toBe(200);
    await response.text();
    const { body } = await audit('?action=leads-exported');
    expect(body.data.entries[0]!.details).toBe('1 rows; filter: ?status=new');
  });

  it('filters by day and answers a bad filter with 400; exports CSV', async () => {
    // The filter's days are Berlin days: between 22:00/23:00 and midnight UTC that is tomorrow's date.
    const today = berlinDay(new Date());
    expect((await audit(`?from=${today}&to=${today}`)).body.data.total).toBeGreaterThan(0);
    expect((await audit('?from=2001-01-01&to=2001-01-02')).body.data.total).toBe(0);
    const bad = await auditExportRoute(new Request('http://localhost/api/v1/audit/export?action=deleted-everything', { headers: admin.headers }), {});
    expect(bad.status).toBe(400);
    const csv = await auditExportRoute(new Request('http://localhost/api/v1/audit/export?action=sign-in', { headers: admin.headers }), {});
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain('Time (UTC),Name,Email,Action,Target,Details,Address');
    expect(text).toContain(`Ada Admin,${ADMIN_EMAIL},Signed in`);
  });

  it('entries past 12 months are removed (by the TTL index on MongoDB, by the app on FerretDB)', async () => {
    const old = new Date(Date.now() - 366 * 24 * 60 * 60 * 1000);
    await AuditEntry.create({ action: 'sign-in', actorEmail: 'old@example.com', at: old });
    await sweepExpiredAuditEntries();
    expect(await AuditEntry.countDocuments({ actorEmail: 'old@example.com' })).toBe(0);
    expect(await AuditEntry.countDocuments({ actorEmail: ADMIN_EMAIL })).toBeGreaterThan(0);
  });
});
