import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requestPasswordResetLink } from '@/app/(admin)/forgot-password/actions';
import { acceptInvitationWithPassword } from '@/app/(admin)/invitation/[token]/actions';
import { setResetPassword } from '@/app/(admin)/reset-password/[token]/actions';
import { inviteStaff } from '@/app/(admin)/admin/staff/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import { verifyPassword } from '@/lib/server/auth/password';
import { RESET_INVALID, RESET_REQUESTED } from '@/lib/server/auth/password-reset';
import { userForToken } from '@/lib/server/auth/session';
import { SOCKET_ADDRESS_HEADER } from '@/lib/server/client-address';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { AuditEntry } from '@/models/audit-entry';
import { OutboxMessage } from '@/models/outbox-message';
import { User } from '@/models/user';
import { actAs, cookiesSet, dataOf, formOf, redirectOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The sign-in pages' forms as Server Actions (issue 41): "Forgot password?", the reset link's
// page and the invitation's page, called as the browser's form post calls them.

let lastAddress = 0;
const fromNewAddress = () => actAs(null, { [SOCKET_ADDRESS_HEADER]: `198.18.0.${++lastAddress}` });

// The newest queued mail's link to `page` for the address, and its secret.
async function mailedToken(email: string, page: 'reset-password' | 'invitation'): Promise<string> {
  await settleDetachedTasks();
  const mail = await OutboxMessage.findOne({ to: email, kind: page === 'invitation' ? 'invitation' : 'password-reset' }).sort({ createdAt: -1, _id: -1 }).lean();
  const match = new RegExp(`/${page}/([A-Za-z0-9_-]{43})$`, 'm').exec(mail?.text ?? '');
  if (!match) throw new Error(`no ${page} mail for ${email}`);
  return match[1]!;
}

beforeAll(async () => {
  await connectDb();
});

describe('a forgotten password', () => {
  it('is asked for with the same answer for any address, mailed, and set with the link; a mismatch or a spent link is refused in words', async () => {
    await createUser({ email: 'forgetful@example.com', password: 'the old long password', name: 'Fay Forgetful' });
    fromNewAddress();
    expect(await requestPasswordResetLink('en', NOT_SENT, formOf({ email: 'forgetful@example.com' }))).toMatchObject({ outcome: 'sent', message: RESET_REQUESTED, values: {} });
    fromNewAddress();
    expect(await requestPasswordResetLink('en', NOT_SENT, formOf({ email: 'nobody-here@example.com' }))).toMatchObject({ outcome: 'sent', message: RESET_REQUESTED });
    const refused = await requestPasswordResetLink('en', NOT_SENT, formOf({ email: 'not an address' }));
    expect(refused).toMatchObject({ outcome: 'refused', values: { email: 'not an address' } });
    expect(refused.fieldErrors?.email).toHaveLength(1);

    const token = await mailedToken('forgetful@example.com', 'reset-password');
    fromNewAddress();
    const mismatch = await setResetPassword('en', NOT_SENT, formOf({ token, password: 'a brand new passphrase', repeat: 'another one' }));
    // Refused under the repeat, and no password is given back to the page.
    expect(mismatch).toMatchObject({ outcome: 'refused', fieldErrors: { repeat: ['The two passwords are not the same'] }, values: {} });
    expect(JSON.stringify(mismatch)).not.toContain('a brand new passphrase');

    expect(await redirectOf(setResetPassword('en', NOT_SENT, formOf({ token, password: 'a brand new passphrase', repeat: 'a brand new passphrase' })))).toBe('/login?reset=done');
    const user = await User.findOne({ email: 'forgetful@example.com' }).select('passwordHash').lean();
    expect(await verifyPassword('a brand new passphrase', user!.passwordHash)).toBe(true);
    expect(await AuditEntry.countDocuments({ actorEmail: 'forgetful@example.com', action: 'password-reset' })).toBe(1);

    // The link worked once.
    const spent = await setResetPassword('en', NOT_SENT, formOf({ token, password: 'yet another passphrase', repeat: 'yet another passphrase' }));
    expect(spent).toMatchObject({ outcome: 'refused', message: RESET_INVALID });
  });
});

describe('an invitation', () => {
  it('is accepted with a password: the account exists, this browser gets a session, and the browser goes to the back office', async () => {
    const admin = await tokenFor(await createUser({ email: 'invites-by-action@example.com', password: 'a long admin password', name: 'Ines Inviter' }));
    actAs(admin);
    dataOf(await inviteStaff({ email: 'invitee-by-action@example.com', name: 'Ivo Invitee', role: 'editor' }));
    const token = await mailedToken('invitee-by-action@example.com', 'invitation');

    fromNewAddress();
    const short = await acceptInvitationWithPassword('en', NOT_SENT, formOf({ token, password: 'short', repeat: 'short' }));
    expect(short).toMatchObject({ outcome: 'refused', message: 'Please choose another password', values: {} });
    expect(short.fieldErrors?.password).toHaveLength(1);
    expect(await User.exists({ email: 'invitee-by-action@example.com' })).toBeNull();

    cookiesSet.length = 0;
    expect(await redirectOf(acceptInvitationWithPassword('en', NOT_SENT, formOf({ token, password: 'the invitee passphrase', repeat: 'the invitee passphrase' })))).toBe('/admin');
    expect(cookiesSet).toHaveLength(1);
    expect((await userForToken(cookiesSet[0]!.value))?.email).toBe('invitee-by-action@example.com');
  });
});
