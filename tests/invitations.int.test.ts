import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inviteStaff, resendStaffInvitation, withdrawStaffInvitation } from '@/app/(admin)/admin/staff/actions';
import { POST as acceptRoute } from '@/app/api/v1/invitations/accept/route';
import { userForToken } from '@/lib/server/auth/session';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { invitationForLink, listInvitations } from '@/lib/server/staff/invitations';
import { singleLineMessage } from '@/lib/validation/single-line';
import type { InvitationInput } from '@/lib/validation/staff';
import { AccountToken } from '@/models/account-token';
import { AuditEntry } from '@/models/audit-entry';
import { OutboxMessage } from '@/models/outbox-message';
import { User } from '@/models/user';
import { actAs, dataOf } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Inviting a colleague by e-mail: a single-use link valid 48 hours, stored only as a hash, sent
// through the outbox; the invitee chooses a password (the public accept route) and is signed in.
// The administrator's side is the staff screen's Server Actions.
type Body = { success: boolean; message: string; errors?: Record<string, string[]> };

let admin = '';

async function accept(token: string, password: string) {
  const response = await acceptRoute(new Request('http://localhost/api/v1/invitations/accept', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ token, password }) }), {});
  return { status: response.status, body: (await response.json()) as Body, cookie: response.headers.get('set-cookie') };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test sends what it tests, valid or not
const invite = (input: any) => (actAs(admin), inviteStaff(input as InvitationInput));
const resend = (id: string) => (actAs(admin), resendStaffInvitation(id));
const withdraw = (id: string) => (actAs(admin), withdrawStaffInvitation(id));
const fieldErrorsOf = (result: { ok: boolean; fieldErrors?: Record<string, string[]> }) => (result.ok ? undefined : result.fieldErrors);

// The link's secret, read from the queued e-mail (the newest for the address).
async function linkFor(email: string): Promise<string> {
  await settleDetachedTasks();
  const mail = await OutboxMessage.findOne({ to: email, kind: 'invitation' }).sort({ createdAt: -1, _id: -1 }).lean();
  const match = /\/invitation\/([A-Za-z0-9_-]{43})$/m.exec(mail?.text ?? '');
  if (!match) throw new Error(`no invitation mail for ${email}`);
  return match[1]!;
}

beforeAll(async () => {
  await connectDb();
  admin = await tokenFor(await createUser({ email: 'inviting-admin@example.com', password: 'a long admin password', name: 'Ada Admin' }));
});

describe('invitations', () => {
  it('sends a link by e-mail, keeps only its hash, and lists the invitation', async () => {
    const sent = dataOf(await invite({ email: ' Ed.Editor@Example.com ', name: 'Ed Editor', role: 'editor' }));
    expect(sent).toMatchObject({ email: 'ed.editor@example.com', name: 'Ed Editor', role: 'editor', invitedBy: 'Ada Admin', expired: false });
    const hours = (Date.parse(sent.expiresAt) - Date.parse(sent.createdAt)) / 3_600_000;
    expect(hours).toBe(48);

    const token = await linkFor('ed.editor@example.com');
    const stored = await AccountToken.findOne({ email: 'ed.editor@example.com' }).lean();
    expect(stored?.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    const mail = await OutboxMessage.findOne({ to: 'ed.editor@example.com' }).lean();
    expect(mail?.subject).toMatch(/invited/);
    expect(mail?.replyTo).toBe('inviting-admin@example.com');
    expect(mail?.text).toContain('Ada Admin has invited you');

    expect((await listInvitations()).map((invitation) => invitation.email)).toContain('ed.editor@example.com');
    expect(await AuditEntry.countDocuments({ action: 'staff-invited', target: 'ed.editor@example.com' })).toBe(1);
  });

  it('refuses an address with an account (conflict) and bad fields (invalid), sending nothing', async () => {
    await createUser({ email: 'already@example.com', password: 'a long enough password' });
    const taken = await invite({ email: 'already@example.com', name: 'Al Ready', role: 'adviser' });
    expect(taken).toMatchObject({ ok: false, code: 'conflict' });
    expect(fieldErrorsOf(taken)?.email).toEqual(['This address already has an account']);
    const bad = await invite({ email: 'not-an-address', name: '', role: 'owner' });
    expect(bad).toMatchObject({ ok: false, code: 'invalid' });
    expect(Object.keys(fieldErrorsOf(bad) ?? {}).sort()).toEqual(['email', 'name', 'role']);
    expect(await OutboxMessage.countDocuments({ to: mongoEither('already@example.com', 'not-an-address') })).toBe(0);
  });

  it('refuses a name with a line break (it would start a line of its own in the mail), with a clear field error and no mail', async () => {
    const injected = await invite({ email: 'crlf@example.com', name: 'Hello Evil\r\nBcc: victim@example.com', role: 'editor' });
    expect(injected).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { name: [singleLineMessage('Name')] } });
    expect(await OutboxMessage.countDocuments({ to: 'crlf@example.com' })).toBe(0);
    expect(await AccountToken.countDocuments({ email: 'crlf@example.com' })).toBe(0);
  });

  it('the link sets the password once: the account is made with the invited role and signed in; a second use is refused', async () => {
    await invite({ email: 'newcomer@example.com', name: 'Nia Newcomer', role: 'adviser' });
    const token = await linkFor('newcomer@example.com');
    expect(await invitationForLink(token)).toEqual({ email: 'newcomer@example.com', name: 'Nia Newcomer', role: 'adviser' });

    const weak = await accept(token, 'password1234');
    expect(weak.status).toBe(400);
    expect(weak.body.errors?.password?.[0]).toMatch(/too common/);
    expect(await invitationForLink(token)).not.toBeNull();

    const accepted = await accept(token, 'a passphrase of my own');
    expect(accepted.status).toBe(201);
    const sessionToken = /session=([^;]+)/.exec(accepted.cookie ?? '')?.[1];
    const user = await userForToken(sessionToken ?? null);
    expect(user).toMatchObject({ email: 'newcomer@example.com', name: 'Nia Newcomer', role: 'adviser' });
    expect(await AccountToken.countDocuments({ email: 'newcomer@example.com' })).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'invitation-accepted', actorEmail: 'newcomer@example.com' })).toBe(1);

    const again = await accept(token, 'another passphrase here');
    expect(again.status).toBe(404);
    expect(await invitationForLink(token)).toBeNull();
  });

  it('two uses of one link at the same moment make one account', async () => {
    await invite({ email: 'racer@example.com', name: 'Ray Racer', role: 'editor' });
    const token = await linkFor('racer@example.com');
    const answers = await Promise.all([accept(token, 'first passphrase here'), accept(token, 'second passphrase here')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 404]);
    expect(await User.countDocuments({ email: 'racer@example.com' })).toBe(1);
  });

  it('sending again replaces the link; withdrawing ends it; an expired link is refused and shown as expired', async () => {
    const first = dataOf(await invite({ email: 'later@example.com', name: 'Lee Later', role: 'editor' }));
    const oldToken = await linkFor('later@example.com');
    dataOf(await resend(first._id));
    const newToken = await linkFor('later@example.com');
    expect(newToken).not.toBe(oldToken);
    expect(await invitationForLink(oldToken)).toBeNull();
    expect(await invitationForLink(newToken)).not.toBeNull();
    expect(await OutboxMessage.countDocuments({ to: 'later@example.com' })).toBe(2);

    await AccountToken.updateOne({ email: 'later@example.com' }, { $set: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await accept(newToken, 'a passphrase of my own')).status).toBe(404);
    const listed = (await listInvitations()).find((invitation) => invitation.email === 'later@example.com');
    expect(listed?.expired).toBe(true);

    dataOf(await withdraw(listed!._id));
    expect(await AccountToken.countDocuments({ email: 'later@example.com' })).toBe(0);
    expect(await withdraw(listed!._id)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await resend('not-an-id')).toMatchObject({ ok: false, code: 'not-found' });
    expect(await AuditEntry.countDocuments({ action: mongoEither('invitation-resent', 'invitation-withdrawn'), target: 'later@example.com' })).toBe(2);
  });

  it('refuses made-up and malformed links with one answer', async () => {
    expect((await accept('x'.repeat(43), 'a passphrase of my own')).status).toBe(404);
    expect((await accept('short', 'a passphrase of my own')).status).toBe(404);
    expect((await accept('', 'a passphrase of my own')).status).toBe(400);
  });
});

// One of several values; trusted, because the connection sanitises query operators away.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a filter value of any field's type
function mongoEither(...values: string[]): any {
  return mongoose.trusted({ $in: values });
}
