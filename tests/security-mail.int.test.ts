import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { confirmTwoFactor, renewRecoveryCodes, savePassword, startTwoFactorSetup, turnOffTwoFactor } from '@/app/(admin)/admin/account/actions';
import { changeStaff } from '@/app/(admin)/admin/staff/actions';
import { requestPasswordResetLink } from '@/app/(admin)/forgot-password/actions';
import { setResetPassword } from '@/app/(admin)/reset-password/[token]/actions';
import { NOT_SENT } from '@/lib/actions/public-form';
import { totpCode } from '@/lib/server/auth/two-factor/totp';
import { connectDb } from '@/lib/server/db';
import { settleDetachedTasks } from '@/lib/server/mail/after-response';
import { currentSiteConfig } from '@/lib/server/site-settings/settings';
import type { StaffChange } from '@/lib/staff/staff-member';
import { OutboxMessage } from '@/models/outbox-message';
import type { ActionResult } from '@/lib/actions/result';
import { actAs, dataOf, formOf, redirectOf } from './support/actions';
import { authHeaders, createUser, tokenFor } from './support/auth';
import { startSmtpForOutbox, stopSmtpForOutbox, type ReceivedMail, type TestSmtp } from './support/smtp';

vi.mock('next/headers', async () => (await import('./support/actions')).nextHeadersMock);
vi.mock('next/cache', async () => (await import('./support/actions')).nextCacheMock);

// The short notice an account holder gets when their account's security changes, sent through the
// outbox to a real SMTP server started here: the firm, what changed, when in Berlin time, from
// which device, what to do if it was not them, and never a secret.
const PASSWORD = 'a long enough security password';
const CHROME_ON_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const BERLIN_TIME = /When: +\d{1,2} [A-Z][a-z]+ \d{4}, \d{2}:\d{2} \(Berlin time\)\n/;
let smtp: TestSmtp;
let firmName = '';

beforeAll(async () => {
  smtp = await startSmtpForOutbox();
  await connectDb();
  firmName = (await currentSiteConfig()).name;
});

afterAll(() => stopSmtpForOutbox(smtp));

beforeEach(async () => {
  await settleDetachedTasks();
  smtp.received.length = 0;
});

// One's own change through the account page's actions, from the same browser; the data of its
// answer once the notice was sent.
async function act<T>(token: string, action: () => Promise<ActionResult<T>>): Promise<T> {
  actAs(token, { 'user-agent': CHROME_ON_WINDOWS, 'x-forwarded-for': '127.0.0.1' });
  const data = dataOf(await action());
  await settleDetachedTasks();
  return data;
}

// The staff screen's change of a member (a Server Action), from the same browser as `act`.
async function changeMember(headers: Record<string, string>, id: string, change: StaffChange) {
  actAs(null, { ...headers, 'user-agent': CHROME_ON_WINDOWS, 'x-forwarded-for': '127.0.0.1' });
  const result = await changeStaff(id, change);
  await settleDetachedTasks();
  return result;
}

// The one notice to `to` received since the test began, with that subject.
function notice(to: string, title: string): ReceivedMail {
  const mails = smtp.received.filter((mail) => mail.envelopeTo.includes(to) && mail.header('subject') === `${title} – ${firmName}`);
  expect(mails, `${title} to ${to}; got ${smtp.received.map((mail) => mail.header('subject')).join(' | ')}`).toHaveLength(1);
  return mails[0]!;
}

function expectNoticeShape(mail: ReceivedMail, name: string) {
  expect(mail.body).toContain(`Hello ${name},`);
  expect(mail.body).toContain(firmName);
  expect(mail.body).toMatch(BERLIN_TIME);
  expect(mail.body).toContain('Device: Chrome on Windows, Local network');
  expect(mail.body).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/);
}

async function account(tag: string, role: 'admin' | 'editor' | 'adviser' = 'editor') {
  const email = `security-${tag}@example.com`;
  const name = `Sam ${tag}`;
  const id = await createUser({ email, name, password: PASSWORD, role });
  const token = await tokenFor(id);
  return { id, email, name, token, headers: authHeaders(token) };
}

describe('security notices to the account holder', () => {
  it('a password change: what, when in Berlin time, the device, what to do if it was not them; never the password', async () => {
    const holder = await account('password');
    const newPassword = 'my brand new security passphrase';
    await act(holder.token, () => savePassword({ currentPassword: PASSWORD, newPassword }));
    const mail = notice(holder.email, 'Your password was changed');
    expectNoticeShape(mail, holder.name);
    expect(mail.body).toContain(`The password of your ${firmName} back-office account was changed`);
    expect(mail.body).toMatch(/If it was not you, someone may know your password: choose a new one at once at \S+\/forgot-password/);
    expect(mail.body).not.toContain(newPassword);
    expect(mail.body).not.toContain(PASSWORD);
  });

  it('a password reset with a link', async () => {
    const holder = await account('reset');
    // The sign-in pages' forms, signed out, from the same browser.
    actAs(null, { 'user-agent': CHROME_ON_WINDOWS, 'x-forwarded-for': '127.0.0.1' });
    expect(await requestPasswordResetLink('en', NOT_SENT, formOf({ email: holder.email }))).toMatchObject({ outcome: 'sent' });
    await settleDetachedTasks();
    const resetMail = await OutboxMessage.findOne({ to: holder.email, kind: 'password-reset' }).lean();
    const token = /\/reset-password\/([A-Za-z0-9_-]{43})$/m.exec(resetMail?.text ?? '')?.[1] ?? '';
    expect(token).toHaveLength(43);
    smtp.received.length = 0;
    const password = 'a reset security passphrase';
    expect(await redirectOf(setResetPassword('en', NOT_SENT, formOf({ token, password, repeat: password })))).toBe('/login?reset=done');
    await settleDetachedTasks();
    const mail = notice(holder.email, 'Your password was reset');
    expectNoticeShape(mail, holder.name);
    expect(mail.body).not.toContain(token);
  });

  it('two-factor turned on, recovery codes renewed, the authenticator replaced, and turned off: one notice each, no code in any', async () => {
    const holder = await account('two-factor');
    const { secret } = await act(holder.token, () => startTwoFactorSetup(undefined));
    const enabledAt = Date.now();
    const enabled = await act(holder.token, () => confirmTwoFactor({ code: totpCode(secret, enabledAt) }));
    expectNoticeShape(notice(holder.email, 'Two-factor sign-in was turned on'), holder.name);

    const renewed = await act(holder.token, () => renewRecoveryCodes({ password: PASSWORD }));
    expectNoticeShape(notice(holder.email, 'New recovery codes were made'), holder.name);

    const { secret: newSecret } = await act(holder.token, () => startTwoFactorSetup({ password: PASSWORD, code: totpCode(secret, enabledAt + 30_000) }));
    const replaced = await act(holder.token, () => confirmTwoFactor({ code: totpCode(newSecret) }));
    expectNoticeShape(notice(holder.email, 'Your authenticator app was replaced'), holder.name);

    await act(holder.token, () => turnOffTwoFactor({ password: PASSWORD }));
    expectNoticeShape(notice(holder.email, 'Two-factor sign-in was turned off'), holder.name);

    const secrets = [secret, newSecret, ...[enabled, renewed, replaced].flatMap((answer) => answer.recoveryCodes)];
    const bodies = smtp.received.map((mail) => mail.raw).join('\n');
    for (const value of secrets) expect(bodies).not.toContain(value);
  });

  it('an administrator’s changes: a new role, a two-factor reset and disabling, each naming the administrator', async () => {
    const admin = await account('admin', 'admin');
    const member = await account('member', 'editor');
    const { secret } = await act(member.token, () => startTwoFactorSetup(undefined));
    await act(member.token, () => confirmTwoFactor({ code: totpCode(secret) }));
    smtp.received.length = 0;

    expect((await changeMember(admin.headers, member.id, { role: 'adviser' })).ok).toBe(true);
    const role = notice(member.email, 'Your role was changed');
    expectNoticeShape(role, member.name);
    expect(role.body).toContain(`${admin.name}, an administrator, changed the role of your ${firmName} back-office account to Adviser.`);
    expect(role.body).toContain(`If you did not expect it, speak to the administrators of ${firmName}.`);

    expect((await changeMember(admin.headers, member.id, { resetTwoFactor: true })).ok).toBe(true);
    expect(notice(member.email, 'Your two-factor sign-in was reset').body).toContain(`${admin.name}, an administrator, reset the two-factor sign-in`);

    expect((await changeMember(admin.headers, member.id, { disabled: true })).ok).toBe(true);
    expect(notice(member.email, 'Your account was disabled').body).toContain('signed you out on every device');

    // The same role or flag sent again changes nothing and tells nobody.
    smtp.received.length = 0;
    expect((await changeMember(admin.headers, member.id, { role: 'adviser', disabled: true })).ok).toBe(true);
    expect(smtp.received).toEqual([]);
    // Nothing went to the administrator.
    expect(smtp.received.filter((mail) => mail.envelopeTo.includes(admin.email))).toEqual([]);
  });
});
