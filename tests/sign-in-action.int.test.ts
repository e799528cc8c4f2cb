import { beforeAll, describe, expect, it, vi } from 'vitest';
import { confirmTwoFactor, startTwoFactorSetup } from '@/app/(admin)/admin/account/actions';
import { signInAction } from '@/app/(admin)/login/actions';
import { NOT_SIGNED_IN, type SignInState } from '@/lib/actions/sign-in';
import { INVALID_CREDENTIALS } from '@/lib/server/auth/login';
import { userForToken } from '@/lib/server/auth/session';
import { totpCode } from '@/lib/server/auth/two-factor/totp';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { AuditEntry } from '@/models/audit-entry';
import { actAs, cookiesSet, dataOf, formOf, redirectOrAnswer } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The sign-in form's Server Action (issue 41), both steps, called as the browser's form post calls
// it: where to go next bound by the page, the previous state, the form's FormData.

const PASSWORD = 'a long enough sign-in password';
let lastAddress = 0;
const fromNewAddress = () => actAs(null, { [SOCKET_ADDRESS_HEADER]: `198.18.1.${++lastAddress}` });

// Where a completed sign-in sent the browser (Next's redirect error carries it), or null.
async function call(next: string, previous: SignInState, fields: Record<string, string>): Promise<{ state: SignInState | null; redirect: string | null }> {
  const ended = await redirectOrAnswer(signInAction(next, previous, formOf(fields)));
  return 'answer' in ended ? { state: ended.answer, redirect: null } : { state: null, redirect: ended.redirectedTo };
}

beforeAll(async () => {
  await connectDb();
});

describe('the password step', () => {
  it('refuses wrong fields with one message each and never gives the password back', async () => {
    fromNewAddress();
    const { state } = await call('/admin/dashboard', NOT_SIGNED_IN, { email: 'someone@', password: '123' });
    expect(state).toMatchObject({ answer: 1, step: 'password', fieldErrors: { email: ['Invalid email address'], password: ['Password must be at least 6 characters'] }, values: { email: 'someone@', remember: '' } });
    expect(JSON.stringify(state)).not.toContain('"123"');
  });

  it('a wrong password: the reason, the address kept, the failure in the audit log', async () => {
    await createUser({ email: 'action-signin@example.com', password: PASSWORD });
    fromNewAddress();
    const { state } = await call('/admin/dashboard', NOT_SIGNED_IN, { email: 'action-signin@example.com', password: 'not the password', remember: 'on' });
    expect(state).toMatchObject({ step: 'password', message: INVALID_CREDENTIALS, values: { email: 'action-signin@example.com', remember: 'on' } });
    expect(JSON.stringify(state)).not.toContain('not the password');
    expect(await AuditEntry.countDocuments({ actorEmail: 'action-signin@example.com', action: 'sign-in-failed' })).toBe(1);
  });

  it('the right password sets the session cookie and sends the browser where it was going, never off the site', async () => {
    fromNewAddress();
    cookiesSet.length = 0;
    const { redirect } = await call('/admin/blogs', NOT_SIGNED_IN, { email: 'action-signin@example.com', password: PASSWORD });
    expect(redirect).toBe('/admin/blogs');
    expect(cookiesSet).toHaveLength(1);
    expect((await userForToken(cookiesSet[0]!.value))?.email).toBe('action-signin@example.com');
    expect(await AuditEntry.countDocuments({ actorEmail: 'action-signin@example.com', action: 'sign-in' })).toBeGreaterThanOrEqual(1);

    // A `next` that came back from the browser changed is checked again.
    fromNewAddress();
    expect((await call('/.//evil.example', NOT_SIGNED_IN, { email: 'action-signin@example.com', password: PASSWORD })).redirect).toBe('/admin/dashboard');
  });

  it('called by the form’s scripts, answers where to go instead, so the form greets before it goes', async () => {
    actAs(null, { [SOCKET_ADDRESS_HEADER]: `198.18.1.${++lastAddress}`, 'next-action': '7f00aa' });
    cookiesSet.length = 0;
    const { state, redirect } = await call('/admin/blogs', NOT_SIGNED_IN, { email: 'action-signin@example.com', password: PASSWORD });
    expect(redirect).toBeNull();
    expect(state).toMatchObject({ signedInTo: '/admin/blogs', values: { email: 'action-signin@example.com' } });
    expect(cookiesSet).toHaveLength(1);
  });
});

describe('the code step', () => {
  it('asks for the code, keeps it at a wrong one, goes back on request, and signs in with the right one', async () => {
    const email = 'action-two-factor@example.com';
    const token = await tokenFor(await createUser({ email, password: PASSWORD, role: 'adviser' }));
    actAs(token);
    const { secret } = dataOf(await startTwoFactorSetup(undefined));
    const enrolledAt = Date.now();
    actAs(token);
    dataOf(await confirmTwoFactor({ code: totpCode(secret, enrolledAt) }));

    fromNewAddress();
    const first = (await call('/admin/dashboard', NOT_SIGNED_IN, { email, password: PASSWORD })).state!;
    expect(first).toMatchObject({ step: 'code', values: { email } });
    expect(first.challenge).toEqual(expect.any(String));

    const wrongCode = totpCode(secret, enrolledAt) === '000000' ? '111111' : '000000';
    const wrong = (await call('/admin/dashboard', first, { challenge: first.challenge!, email, code: wrongCode })).state!;
    expect(wrong).toMatchObject({ step: 'code', challenge: first.challenge, fieldErrors: { code: [expect.any(String)] } });

    const back = (await call('/admin/dashboard', wrong, { challenge: first.challenge!, email, code: '', back: '1' })).state!;
    expect(back).toMatchObject({ step: 'password', values: { email } });
    expect(back.challenge).toBeUndefined();

    cookiesSet.length = 0;
    const { redirect } = await call('/admin/dashboard', wrong, { challenge: first.challenge!, email, code: totpCode(secret, enrolledAt + 30_000) });
    expect(redirect).toBe('/admin/dashboard');
    expect((await userForToken(cookiesSet[0]!.value))?.email).toBe(email);
  });
});
