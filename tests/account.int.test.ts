import { beforeAll, describe, expect, it } from 'vitest';
import { PATCH as renameRoute } from '@/app/api/v1/account/route';
import { POST as passwordRoute } from '@/app/api/v1/account/password/route';
import { userForToken } from '@/lib/server/auth/session';
import { verifyPassword } from '@/lib/server/auth/password';
import { connectDb } from '@/lib/server/db';
import { User } from '@/models/user';
import { authHeaders, createUser, tokenFor } from './support/auth';

// A person's own account: name and password, against the embedded database.
const PASSWORD = 'the first long password';

async function call(handler: (request: Request, context: object) => Promise<Response>, path: string, method: string, body: unknown, headers: Record<string, string>) {
  const response = await handler(new Request(`http://localhost${path}`, { method, headers: { ...headers, 'content-type': 'application/json' }, body: JSON.stringify(body) }), {});
  return { status: response.status, body: (await response.json()) as { success: boolean; message: string; errors?: Record<string, string[]>; token?: string }, cookie: response.headers.get('set-cookie') };
}

async function account(tag: string) {
  const id = await createUser({ email: `account-${tag}@example.com`, password: PASSWORD, role: 'adviser', name: 'Old Name' });
  const token = await tokenFor(id);
  return { id, token, headers: authHeaders(token) };
}

beforeAll(async () => {
  await connectDb();
});

describe('PATCH /api/v1/account', () => {
  it('changes the own name; a blank one answers 400 under name', async () => {
    const { id, headers } = await account('rename');
    const saved = await call(renameRoute, '/api/v1/account', 'PATCH', { name: '  Nadia Rahimi ' }, headers);
    expect(saved.status).toBe(200);
    expect((await User.findById(id))?.name).toBe('Nadia Rahimi');
    const blank = await call(renameRoute, '/api/v1/account', 'PATCH', { name: '   ' }, headers);
    expect(blank.status).toBe(400);
    expect(blank.body).toMatchObject({ success: false, errors: { name: ['Name is required'] } });
  });
});

describe('POST /api/v1/account/password', () => {
  it('needs the current password; a weak new one answers 400 under newPassword; nothing changes', async () => {
    const { id, headers } = await account('weak');
    const wrong = await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' }, headers);
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ currentPassword: ['This is not your current password'] });
    const common = await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: PASSWORD, newPassword: 'password1234' }, headers);
    expect(common.body.errors?.newPassword?.[0]).toMatch(/too common/);
    const short = await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: PASSWORD, newPassword: 'short one' }, headers);
    expect(short.body.errors?.newPassword?.[0]).toMatch(/at least 12/);
    const user = await User.findById(id).select('+passwordHash');
    expect(await verifyPassword(PASSWORD, user!.passwordHash)).toBe(true);
  });

  it('stores the new password and ends the other sessions, keeping this one', async () => {
    const { id, token, headers } = await account('change');
    const otherDevice = await tokenFor(id);
    const changed = await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }, headers);
    expect(changed.status).toBe(200);
    expect(await userForToken(otherDevice)).toBeNull();
    expect((await userForToken(token))?.id).toBe(id);
    const user = await User.findById(id).select('+passwordHash');
    expect(await verifyPassword('a brand new passphrase', user!.passwordHash)).toBe(true);
  });

  it('stops guessing the current password after 5 wrong ones with 429', async () => {
    const { headers } = await account('guess');
    const statuses = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      statuses.push((await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: `guess ${attempt}`, newPassword: 'a brand new passphrase' }, headers)).status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Even the right password waits until the window has passed.
    const right = await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: PASSWORD, newPassword: 'a brand new passphrase' }, headers);
    expect(right.status).toBe(429);
  });

  it('answers 401 without a session', async () => {
    expect((await call(passwordRoute, '/api/v1/account/password', 'POST', { currentPassword: PASSWORD, newPassword: 'x' }, {})).status).toBe(401);
  });
});
