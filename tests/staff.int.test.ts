import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeStaff, removeStaff } from '@/app/(admin)/admin/staff/actions';
import { userForToken } from '@/lib/server/auth/session';
import { connectDb } from '@/lib/server/db';
import { listStaff } from '@/lib/server/staff/staff';
import type { StaffChange } from '@/lib/staff/staff-member';
import { AuditEntry } from '@/models/audit-entry';
import { AuthSession } from '@/models/auth-session';
import { User } from '@/models/user';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Administrators manage staff accounts (the staff screen's Server Actions); the firm is never left
// without an active administrator.
let admin: { id: string; token: string };

async function member(tag: string, role: 'admin' | 'editor' | 'adviser') {
  const id = await createUser({ email: `staff-${tag}-${Date.now()}@example.com`, password: 'long enough password', role, name: `Member ${tag}` });
  return { id, token: await tokenFor(id) };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
const change = (id: string, input: any, token = admin.token) => (actAs(token), changeStaff(id, input as StaffChange));
const remove = (id: string, token = admin.token) => (actAs(token), removeStaff(id));

beforeAll(async () => {
  await connectDb();
});

beforeEach(async () => {
  // Each test starts with exactly one active administrator: the one acting.
  await User.deleteMany({});
  admin = await member('admin', 'admin');
});

describe('staff actions', () => {
  it('lists the accounts without password hashes', async () => {
    await member('editor', 'editor');
    const staff = await listStaff();
    expect(staff.map((entry) => entry.role).sort()).toEqual(['admin', 'editor']);
    expect(JSON.stringify(staff)).not.toContain('passwordHash');
  });

  it('changes a role, which the member’s next request already sees', async () => {
    const adviser = await member('adviser', 'adviser');
    expect(dataOf(await change(adviser.id, { role: 'editor' })).role).toBe('editor');
    expect((await userForToken(adviser.token))?.role).toBe('editor');
    const unknown = await change(adviser.id, { role: 'owner' });
    expect(unknown).toMatchObject({ ok: false, code: 'invalid' });
    expect(unknown.ok ? undefined : unknown.fieldErrors?.role?.[0]).toMatch(/Role must be one of/);
  });

  it('disabling ends the member’s sessions at once, for good: enabling lets them sign in again, not the old devices', async () => {
    const editor = await member('editor', 'editor');
    expect(dataOf(await change(editor.id, { disabled: true })).disabled).toBe(true);
    expect(await userForToken(editor.token)).toBeNull();
    expect(await AuthSession.countDocuments({ userId: editor.id })).toBe(0);
    dataOf(await change(editor.id, { disabled: false }));
    expect(await userForToken(editor.token)).toBeNull();
    expect((await userForToken(await tokenFor(editor.id)))?.id).toBe(editor.id);
  });

  it('never leaves the firm without an active administrator (conflict), but allows it when another one exists', async () => {
    for (const attempt of [{ role: 'editor' }, { disabled: true }]) {
      expect(await change(admin.id, attempt)).toEqual({ ok: false, code: 'conflict', message: 'The last active administrator cannot be removed, disabled or given another role' });
    }
    expect(await remove(admin.id)).toMatchObject({ ok: false, code: 'conflict' });
    // A disabled administrator does not count.
    const second = await member('second-admin', 'admin');
    dataOf(await change(second.id, { disabled: true }));
    expect(await change(admin.id, { role: 'editor' })).toMatchObject({ ok: false, code: 'conflict' });
    dataOf(await change(second.id, { disabled: false }));
    expect((await change(admin.id, { role: 'editor' })).ok).toBe(true);
  });

  it('removes an account, recorded; an unknown one is not found', async () => {
    const adviser = await member('gone', 'adviser');
    const email = (await User.findById(adviser.id).lean())?.email;
    expect(await remove(adviser.id)).toEqual({ ok: true, data: undefined });
    expect(await User.exists({ _id: adviser.id })).toBeNull();
    expect(await AuditEntry.countDocuments({ action: 'staff-removed', target: email })).toBe(1);
    expect(await remove(adviser.id)).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('resets a member’s two-factor sign-in (lost phone): off, secrets gone, signed out everywhere, recorded; conflict when it is off', async () => {
    const adviser = await member('lost-phone', 'adviser');
    await User.updateOne({ _id: adviser.id }, { $set: { totpEnabledAt: new Date(), totpSecret: 'v1:sealed', recoveryCodeHashes: ['a', 'b'] } });
    dataOf(await change(adviser.id, { resetTwoFactor: true }));
    const stored = await User.findById(adviser.id).select('+totpSecret +recoveryCodeHashes').lean();
    expect(stored?.totpEnabledAt).toBeNull();
    expect(stored?.totpSecret).toBeUndefined();
    expect(stored?.recoveryCodeHashes ?? []).toEqual([]);
    expect(await userForToken(adviser.token)).toBeNull();
    expect(await AuditEntry.countDocuments({ action: 'staff-two-factor-reset', target: stored?.email })).toBe(1);
    expect(await change(adviser.id, { resetTwoFactor: true })).toMatchObject({ ok: false, code: 'conflict' });
    expect(await change(adviser.id, { resetTwoFactor: false })).toMatchObject({ ok: false, code: 'invalid' });
    // Only administrators may do it.
    const editor = await member('not-admin', 'editor');
    expect(await change(adviser.id, { resetTwoFactor: true }, editor.token)).toMatchObject({ ok: false, code: 'forbidden' });
  });
});
