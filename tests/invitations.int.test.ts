import { createHash } from 'node:crypto';
import mongoose from 'mongoose';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { inviteStaff, resendStaffInvitation, withdrawStaffInvitation } from '@/app/(admin)/admin/staff/actions';
import { acceptInvitationWithPassword } from '@/app/(admin)/invitation/[token]/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import { userForToken } from '@/lib/server/auth/session';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { INVITATION_INVALID, invitationForLink, listInvitations } from '@/lib/server/staff/invitations';
import { singleLineMessage } from '@/lib/fields/single-line';
import type { InvitationInput } from '@/lib/staff/staff-member';
import { AccountToken } from '@/models/account-token';
import { AuditEntry } from '@/models/audit-entry';
import { OutboxMessage } from '@/models/outbox-message';
import { User } from '@/models/user';
import { actAs, cookiesSet, dataOf, formOf, redirectOrAnswer } from './support/actions';
import { createUser, tokenFor } from './support/auth';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// Inviting a colleague by e-mail: a single-use link valid 48 hours, stored only as a hash, sent
// through the outbox; the invitee chooses a password on the invitation's page and is signed in.
// Both sides are Server Actions: the staff screen's, and the invitation page's form.
let admin = '';

// The invitation page's form posted without a session: where the browser was sent, or the
// form's answer.
function accept(token: string, password: string) {
  actAs(null);
  return redirectOrAnswer(acceptInvitationWithPassword('en', NOT_SENT, formOf({ token, password, repeat: password })));
}

// The answer of a form that was refused (fails the test if the action redirected).
async function refused(token: string, password: string) {
  const ended = await accept(token, password);
  if (!('answer' in ended)) throw new Error(`Accepted, sent to ${ended.redirectedTo}`);
  expect(ended.answer.outcome).toBe('refused');
  return ended.answer;
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

    const weak = await refused(token, 'password1234');
    expect(weak.fieldErrors?.password?.[0]).toMatch(/too common/);
    expect(await invitationForLink(token)).not.toBeNull();

    cookiesSet.length = 0;
    expect(await accept(token, 'a passphrase of my own')).toEqual({ redirectedTo: '/admin' });
    expect(cookiesSet.map((cookie) => cookie.name)).toEqual(['session']);
    const user = await userForToken(cookiesSet[0]!.value);
    expect(user).toMatchObject({ email: 'newcomer@example.com', name: 'Nia Newcomer', role: 'adviser' });
    expect(await AccountToken.countDocuments({ email: 'newcomer@example.com' })).toBe(0);
    expect(await AuditEntry.countDocuments({ action: 'invitation-accepted', actorEmail: 'newcomer@example.com' })).toBe(1);

    expect(await refused(token, 'another passphrase here')).toMatchObject({ message: INVITATION_INVALID });
    expect(await invitationForLink(token)).toBeNull();
  });

  it('two uses of one link at the same moment make one account', async () => {
    await invite({ email: 'racer@example.com', name: 'Ray Racer', role: 'editor' });
    const token = await linkFor('racer@example.com');
    cookiesSet.length = 0;
    const answers = await Promise.all([accept(token, 'first passphrase here'), accept(token, 'second passphrase here')]);
    const ends = answers.map((ended) => ('redirectedTo' in ended ? ended.redirectedTo : ended.answer.message));
    expect(ends.sort()).toEqual(['/admin', INVITATION_INVALID]);
    expect(await User.countDocuments({ email: 'racer@example.com' })).toBe(1);
    expect(cookiesSet).toHaveLength(1);
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
    expect(await refused(newToken, 'a passphrase of my own')).toMatchObject({ message: INVITATION_INVALID });
    const listed = (await listInvitations()).find((invitation) => invitation.email === 'later@example.com');
    expect(listed?.expired).toBe(true);

    dataOf(await withdraw(listed!._id));
    expect(await AccountToken.countDocuments({ email: 'later@example.com' })).toBe(0);
    expect(await withdraw(listed!._id)).toMatchObject({ ok: false, code: 'not-found' });
    expect(await resend('not-an-id')).toMatchObject({ ok: false, code: 'not-found' });
    expect(await AuditEntry.countDocuments({ action: mongoEither('invitation-resent', 'invitation-withdrawn'), target: 'later@example.com' })).toBe(2);
  });

  it('refuses made-up and malformed links with one answer', async () => {
    expect(await refused('x'.repeat(43), 'a passphrase of my own')).toMatchObject({ message: INVITATION_INVALID });
    expect(await refused('short', 'a passphrase of my own')).toMatchObject({ message: INVITATION_INVALID });
    // A link without its secret: a field error rather than the domain's answer.
    expect(await refused('', 'a passphrase of my own')).toMatchObject({ fieldErrors: { token: ['The link is incomplete'] } });
  });
});

// One of several values; trusted, because the connection sanitises query operators away.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a filter value of any field's type
function mongoEither(...values: string[]): any {
  return mongoose.trusted({ $in: values });
}
