import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET as listRoute } from '@/app/api/v1/staff/route';
import { DELETE as removeRoute, PATCH as changeRoute } from '@/app/api/v1/staff/[id]/route';
import { userForToken } from '@/lib/server/auth/session';
import { connectDb } from '@/lib/server/db';
import { AuditEntry } from '@/models/audit-entry';
import { AuthSession } from '@/models/auth-session';
import { User } from '@/models/user';
import { authHeaders, createUser, tokenFor } from './support/auth';

// Administrators manage staff accounts; the firm is never left without an active administrator.
let admin: { id: string; headers: Record<string, string> };

async function member(tag: string, role: 'admin' | 'editor' | 'adviser') {
  const id = await createUser({ email: `staff-${tag}-${Date.now()}@example.com`, password: 'long enough password', role, name: `Member ${tag}` });
  const token = await tokenFor(id);
  return { id, token, headers: authHeaders(token) };
}

const context = (id: string) => ({ params: Promise.resolve({ id }) });
async function change(id: string, body: unknown, headers = admin.headers) {
  const response = await changeRoute(new Request(`http://localhost/api/v1/staff/${id}`, { method: 'PATCH', headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }), context(id));
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; data?: { role: string; disabled: boolean }; errors?: Record<string, string[]> } };
}
async function remove(id: string, headers = admin.headers) {
  const response = await removeRoute(new Request(`http://localhost/api/v1/staff/${id}`, { method: 'DELETE', headers }), context(id));
  return { status: response.status, body: (await response.json()) as { message: string } };
}

beforeAll(async () => {
  await connectDb();
});

beforeEach(async () => {
  // Each test starts with exactly one active administrator: the one acting.
  await User.deleteMany({});
  admin = await member('admin', 'admin');
});

describe('staff API', () => {
  it('lists the accounts without password hashes', async () => {
    await member('editor', 'editor');
    const response = await listRoute(new Request('http://localhost/api/v1/staff', { headers: admin.headers }), {});
    const body = (await response.json()) as { data: Record<string, unknown>[] };
    expect(body.data.map((entry) => entry.role).sort()).toEqual(['admin', 'editor']);
    expect(JSON.stringify(body)).not.toContain('passwordHash');
  });

  it('changes a role, which the member’s next request already sees', async () => {
    const adviser = await member('adviser', 'adviser');
    const changed = await change(adviser.id, { role: 'editor' });
    expect(changed.status).toBe(200);
    expect(changed.body.data?.role).toBe('editor');
    expect((await userForToken(adviser.token))?.role).toBe('editor');
    const unknown = await change(adviser.id, { role: 'owner' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors?.role?.[0]).toMatch(/Role must be one of/);
  });

  it('disabling ends the member’s sessions at once, for good: enabling lets them sign in again, not the old devices', async () => {
    const editor = await member('editor', 'editor');
    expect((await change(editor.id, { disabled: true })).body.data?.disabled).toBe(true);
    expect(await userForToken(editor.token)).toBeNull();
    expect(await AuthSession.countDocuments({ userId: editor.id })).toBe(0);
    await change(editor.id, { disabled: false });
    expect(await userForToken(editor.token)).toBeNull();
    expect((await userForToken(await tokenFor(editor.id)))?.id).toBe(editor.id);
  });

  it('never leaves the firm without an active administrator (409), but allows it when another one exists', async () => {
    for (const attempt of [{ role: 'editor' }, { disabled: true }]) {
      const refused = await change(admin.id, attempt);
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('The last active administrator cannot be removed, disabled or given another role');
    }
    expect((await remove(admin.id)).status).toBe(409);
    // A disabled administrator does not count.
    const second = await member('second-admin', 'admin');
    await change(second.id, { disabled: true });
    expect((await change(admin.id, { role: 'editor' })).status).toBe(409);
    await change(second.id, { disabled: false });
    expect((await change(admin.id, { role: 'editor' })).status).toBe(200);
  });

  it('removes an account; an unknown one answers 404', async () => {
    const adviser = await member('gone', 'adviser');
    expect((await remove(adviser.id)).status).toBe(200);
    expect(await User.exists({ _id: adviser.id })).toBeNull();
    expect((await remove(adviser.id)).status).toBe(404);
  });

  it('resets a member’s two-factor sign-in (lost phone): off, secrets gone, signed out everywhere, recorded; 409 when it is off', async () => {
    const adviser = await member('lost-phone', 'adviser');
    await User.updateOne({ _id: adviser.id }, { $set: { totpEnabledAt: new Date(), totpSecret: 'v1:sealed', recoveryCodeHashes: ['a', 'b'] } });
    const reset = await change(adviser.id, { resetTwoFactor: true });
    expect(reset.status).toBe(200);
    const stored = await User.findById(adviser.id).select('+totpSecret +recoveryCodeHashes').lean();
    expect(stored?.totpEnabledAt).toBeNull();
    expect(stored?.totpSecret).toBeUndefined();
    expect(stored?.recoveryCodeHashes ?? []).toEqual([]);
    expect(await userForToken(adviser.token)).toBeNull();
    expect(await AuditEntry.countDocuments({ action: 'staff-two-factor-reset', target: stored?.email })).toBe(1);
    const again = await change(adviser.id, { resetTwoFactor: true });
    expect(again.status).toBe(409);
    expect((await change(adviser.id, { resetTwoFactor: false })).status).toBe(400);
    // Only administrators may do it.
    const editor = await member('not-admin', 'editor');
    expect((await change(adviser.id, { resetTwoFactor: true }, editor.headers)).status).toBe(403);
  });
});
