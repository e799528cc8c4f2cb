import { beforeAll, describe, expect, it, vi } from 'vitest';
import { saveName, savePassword } from '@/app/(admin)/admin/account/actions';
import { userForToken } from '@/lib/server/auth/session';
import { verifyPassword } from '@/lib/server/auth/password';
import { connectDb, DatabaseUnavailable } from '@/lib/server/db';
import { UNAVAILABLE_MESSAGE } from '@/lib/server/http';
import { AuditEntry } from '@/models/audit-entry';
import { User } from '@/models/user';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// A person's own account: name and password (its Server Actions), against the embedded database.
const PASSWORD = 'the first long password';

async function account(tag: string) {
  const email = `account-${tag}@example.com`;
  const id = await createUser({ email, password: PASSWORD, role: 'adviser', name: 'Old Name' });
  const token = await tokenFor(id);
  return { id, email, token };
}

const changePassword = (token: string | null, input: { currentPassword: string; newPassword: string }) => (actAs(token), savePassword(input));

beforeAll(async () => {
  await connectDb();
});

describe('saveName', () => {
  it('changes the own name, audited under the new name; a blank one is invalid under name', async () => {
    const { id, email, token } = await account('rename');
    actAs(token);
    dataOf(await saveName({ name: '  Nadia Rahimi ' }));
    expect((await User.findById(id))?.name).toBe('Nadia Rahimi');
    expect(await AuditEntry.findOne({ actorEmail: email, action: 'account-renamed' }).lean()).toMatchObject({ actorName: 'Nadia Rahimi', details: 'was: Old Name' });
    const blank = await saveName({ name: '   ' });
    expect(blank).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { name: ['Name is required'] } });
  });

  it('answers the outage message when the database goes away during the save, and changes nothing', async () => {
    const { id, token } = await account('outage');
    actAs(token);
    const write = vi.spyOn(User, 'updateOne').mockRejectedValueOnce(new DatabaseUnavailable());
    try {
      expect(await saveName({ name: 'Nadia Rahimi' })).toEqual({ ok: false, code: 'unavailable', message: UNAVAILABLE_MESSAGE });
    } finally {
      write.mockRestore();
    }
    expect((await User.findById(id))?.name).toBe('Old Name');
  });
});

describe('savePassword', () => {
  it('needs the current password; a weak new one is invalid under newPassword; nothing changes', async () => {
    const { id, token } = await account('weak');
    const wrong = await changePassword(token, { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' });
    expect(wrong).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { currentPassword: ['This is not your current password'] } });
    expect(wrong.ok ? undefined : Object.keys(wrong.fieldErrors ?? {})).toEqual(['currentPassword']);
    const common = await changePassword(token, { currentPassword: PASSWORD, newPassword: 'password1234' });
    expect(common.ok ? '' : common.fieldErrors?.newPassword?.[0]).toMatch(/too common/);
    const short = await changePassword(token, { currentPassword: PASSWORD, newPassword: 'short one' });
    expect(short.ok ? '' : short.fieldErrors?.newPassword?.[0]).toMatch(/at least 12/);
    const user = await User.findById(id).select('+passwordHash');
    expect(await verifyPassword(PASSWORD, user!.passwordHash)).toBe(true);
  });

  it('stores the new password and ends the other sessions, keeping this one; audited', async () => {
    const { id, email, token } = await account('change');
    const otherDevice = await tokenFor(id);
    dataOf(await changePassword(token, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }));
    expect(await userForToken(otherDevice)).toBeNull();
    expect((await userForToken(token))?.id).toBe(id);
    const user = await User.findById(id).select('+passwordHash');
    expect(await verifyPassword('a brand new passphrase', user!.passwordHash)).toBe(true);
    expect(await AuditEntry.countDocuments({ actorEmail: email, action: 'password-changed' })).toBe(1);
  });

  it('stops guessing the current password after 5 wrong ones: rate-limited', async () => {
    const { token } = await account('guess');
    const codes = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const result = await changePassword(token, { currentPassword: `guess ${attempt}`, newPassword: 'a brand new passphrase' });
      codes.push(result.ok ? 'ok' : result.code);
    }
    expect(codes).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'invalid', 'rate-limited']);
    // Even the right password waits until the window has passed.
    expect(await changePassword(token, { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' })).toMatchObject({ ok: false, code: 'rate-limited' });
  });

  it('is refused without a session', async () => {
    expect(await changePassword(null, { currentPassword: PASSWORD, newPassword: 'x' })).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
